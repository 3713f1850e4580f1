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
 * The most a streamed model answer may send, in bytes: far more than any answer CaptIA asks for
 * with every streamed piece's envelope (~200 bytes a token), and a bound on the connection
 * (decision 0047). A stream is read a piece at a time, never held whole.
 */
export const MAX_MODEL_RESPONSE_BYTES = 8 * 1024 * 1024;

/**
 * The most an answer sent whole (not streamed) may send, in bytes. The AI SDK holds such an
 * answer whole, as bytes, text and parsed JSON at once: 8 MB of it raised the server's peak
 * memory by ~30 MB. The longest answer CaptIA accepts (`maxAnswerLength`: 620,000 characters,
 * for ten networks × three variants) is ~650 KB of Latin text in UTF-8, and under 2 MB were every
 * character three bytes; real answers are ~100 KB.
 */
export const MAX_MODEL_WHOLE_ANSWER_BYTES = 2 * 1024 * 1024;

/** A model's answer is passed on to the AI SDK in slices of at most this many bytes (below). */
const SLICE_BYTES = 2048;

/**
 * `fetch` whose response bodies stop with an error past `maxBytes`: an answer asked for whole is
 * read into memory before any check can see its length, so a service that never stops (or sends
 * megabytes of nothing) is cut off here, and the call fails like any unusable answer.
 */
export function boundedFetch(
  inner: typeof globalThis.fetch,
  limits = { stream: MAX_MODEL_RESPONSE_BYTES, whole: MAX_MODEL_WHOLE_ANSWER_BYTES },
): typeof globalThis.fetch {
  return async (input, init) => {
    const response = await inner(input, init);
    if (!response.body) return response;
    const streamed = (response.headers.get('content-type') ?? '').toLowerCase().includes('text/event-stream');
    const maxBytes = streamed ? limits.stream : limits.whole;
    let read = 0;
    const counted = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        async transform(chunk, controller) {
          read += chunk.byteLength;
          // Erroring the stream cancels the response body: the connection is closed.
          if (read > maxBytes) {
            controller.error(new Error(`the model's answer passed ${maxBytes} bytes`));
            return;
          }
          // A network read can hold hundreds of streamed pieces, which the AI SDK's streams then
          // work through in promise jobs without a turn of the event loop (0.2–0.3 s behind a
          // fast model's long answer): passed on a slice at a time, a turn between slices.
          for (let at = 0; at < chunk.byteLength; at += SLICE_BYTES) {
            if (at > 0) await new Promise((resolve) => setImmediate(resolve));
            controller.enqueue(chunk.subarray(at, at + SLICE_BYTES));
          }
        },
      }),
    );
    return new Response(counted, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}

/**
 * A function from a model id to the AI SDK's model on this service; models are made once each
 * (a plan's own model and the default share the provider instance).
 */
export async function languageModels(
  settings: AiSettings,
  fetch?: typeof globalThis.fetch,
): Promise<(model: string) => LanguageModel> {
  const make = (await loaders[settings.provider]())(settings, boundedFetch(fetch ?? globalThis.fetch));
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
