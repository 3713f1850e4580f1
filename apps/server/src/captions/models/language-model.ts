import type { LanguageModel } from 'ai';
import type { AiProvider, AiSettings } from './settings';

/**
 * The AI SDK provider package of each service, loaded when the first writer for it is made (an
 * install on the basic generator, or on one provider, never loads the others).
 */
const loaders: Record<
  AiProvider,
  () => Promise<(settings: AiSettings, fetch?: typeof globalThis.fetch) => (model: string) => LanguageModel>
> = {
  'openai-compatible': async () => {
    const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
    return (settings, fetch) => {
      const provider = createOpenAICompatible({
        name: 'captia-ai',
        baseURL: settings.baseURL,
        apiKey: settings.apiKey,
        supportsStructuredOutputs: true,
        // Token counts of streamed answers come in a last chunk only when asked for.
        includeUsage: true,
        fetch,
      });
      return (model) => provider.chatModel(model);
    };
  },
  anthropic: async () => {
    const { createAnthropic } = await import('@ai-sdk/anthropic');
    return (settings, fetch) => {
      const provider = createAnthropic({ baseURL: settings.baseURL, apiKey: settings.apiKey, fetch });
      return (model) => provider(model);
    };
  },
  google: async () => {
    const { createGoogleGenerativeAI } = await import('@ai-sdk/google');
    return (settings, fetch) => {
      const provider = createGoogleGenerativeAI({
        baseURL: settings.baseURL,
        apiKey: settings.apiKey,
        fetch,
      });
      return (model) => provider(model);
    };
  },
};

/**
 * A function from a model id to the AI SDK's model on this service; models are made once each
 * (a plan's own model and the default share the provider instance).
 */
export async function languageModels(
  settings: AiSettings,
  fetch?: typeof globalThis.fetch,
): Promise<(model: string) => LanguageModel> {
  const make = (await loaders[settings.provider]())(settings, fetch);
  const made = new Map<string, LanguageModel>();
  return (model) => {
    let found = made.get(model);
    if (!found) {
      found = make(model);
      made.set(model, found);
    }
    return found;
  };
}
