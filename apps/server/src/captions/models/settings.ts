import { TIERS, type Tier, trimEndWhile } from '@captia/shared';

/** The model APIs CaptIA speaks natively (docs/decisions/0032). */
export const AI_PROVIDERS = ['openai-compatible', 'anthropic', 'google'] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];

/** Where a provider's public API lives when AI_BASE_URL does not say otherwise. */
export const PROVIDER_BASE_URLS: Record<Exclude<AiProvider, 'openai-compatible'>, string> = {
  anthropic: 'https://api.anthropic.com/v1',
  google: 'https://generativelanguage.googleapis.com/v1beta',
};

/** The model used when AI_MODEL is unset: a small, inexpensive one of each provider. */
export const DEFAULT_MODELS: Record<AiProvider, string> = {
  'openai-compatible': 'gpt-4o-mini',
  anthropic: 'claude-haiku-4-5',
  google: 'gemini-2.5-flash',
};

export const DEFAULT_AI_TIMEOUT_MS = 30_000;

/** One model service as configured: the provider's API, its key, and the model to ask. */
export interface AiSettings {
  provider: AiProvider;
  /** The API's base URL; for Anthropic and Google their public endpoint unless told. */
  baseURL: string;
  apiKey?: string;
  model: string;
  /** A plan's own model (AI_MODEL_PREMIUM…), on the same service; the others use `model`. */
  modelByTier?: Partial<Record<Tier, string>>;
  /** Longest silence allowed: before the answer, or between streamed chunks. */
  timeoutMs: number;
}

/** The variables this module reads (env.ts validates them). */
export interface AiEnv {
  AI_PROVIDER?: AiProvider;
  AI_BASE_URL?: string;
  AI_API_KEY?: string;
  AI_MODEL?: string;
  AI_MODEL_FREE?: string;
  AI_MODEL_PROFISSIONAL?: string;
  AI_MODEL_PREMIUM?: string;
  AI_TIMEOUT_MS?: number;
  AI_FALLBACK_PROVIDER?: AiProvider;
  AI_FALLBACK_BASE_URL?: string;
  AI_FALLBACK_API_KEY?: string;
  AI_FALLBACK_MODEL?: string;
}

// One pass (`/\/+$/` retries the run from each slash of a URL that does not end in one).
const trimSlash = (url: string) => trimEndWhile(url, (char) => char === '/');

const PLAN_MODEL_VARIABLES = {
  free: 'AI_MODEL_FREE',
  profissional: 'AI_MODEL_PROFISSIONAL',
  premium: 'AI_MODEL_PREMIUM',
} as const satisfies Record<Tier, keyof AiEnv>;

/**
 * The configured model, or null for the basic generator. An OpenAI-compatible service is
 * configured by its URL (AI_BASE_URL, as before providers existed); Anthropic and Google by
 * AI_PROVIDER, their URL being optional.
 */
export function aiSettingsFromEnv(env: AiEnv): AiSettings | null {
  const provider = env.AI_PROVIDER ?? 'openai-compatible';
  const baseURL =
    env.AI_BASE_URL ?? (provider === 'openai-compatible' ? undefined : PROVIDER_BASE_URLS[provider]);
  if (!baseURL) return null;
  const modelByTier: Partial<Record<Tier, string>> = {};
  for (const tier of TIERS) {
    const model = env[PLAN_MODEL_VARIABLES[tier]];
    if (model) modelByTier[tier] = model;
  }
  return {
    provider,
    baseURL: trimSlash(baseURL),
    apiKey: env.AI_API_KEY,
    model: env.AI_MODEL ?? DEFAULT_MODELS[provider],
    modelByTier,
    timeoutMs: env.AI_TIMEOUT_MS ?? DEFAULT_AI_TIMEOUT_MS,
  };
}

/**
 * The second model, tried when the first cannot answer (AI_FALLBACK_MODEL set). On the same
 * provider it shares the first's URL and key unless given its own.
 */
export function fallbackSettingsFromEnv(env: AiEnv): AiSettings | null {
  const primary = aiSettingsFromEnv(env);
  if (!primary || !env.AI_FALLBACK_MODEL) return null;
  const provider = env.AI_FALLBACK_PROVIDER ?? primary.provider;
  const same = provider === primary.provider;
  const baseURL =
    env.AI_FALLBACK_BASE_URL ??
    (same ? primary.baseURL : provider === 'openai-compatible' ? undefined : PROVIDER_BASE_URLS[provider]);
  if (!baseURL) return null;
  return {
    provider,
    baseURL: trimSlash(baseURL),
    apiKey: env.AI_FALLBACK_API_KEY ?? (same ? primary.apiKey : undefined),
    model: env.AI_FALLBACK_MODEL,
    timeoutMs: primary.timeoutMs,
  };
}

/** The model a plan's requests go to on this service. */
export function modelFor(settings: AiSettings, tier: Tier | undefined): string {
  return (tier && settings.modelByTier?.[tier]) || settings.model;
}

/**
 * What is wrong with the model variables, as catalog keys with their values (env.ts translates
 * them into the operator's language): a provider without its key, a fallback without a model
 * or without a URL it can reach, a plan model or fallback with no first model.
 */
export function aiConfigProblems(env: AiEnv): { key: string; values: Record<string, string> }[] {
  const problems: { key: string; values: Record<string, string> }[] = [];
  const provider = env.AI_PROVIDER ?? 'openai-compatible';
  const primary = aiSettingsFromEnv(env);
  if (env.AI_PROVIDER === 'openai-compatible' && !env.AI_BASE_URL) {
    problems.push({ key: 'models.config.baseUrlRequired', values: { variable: 'AI_BASE_URL', provider } });
  }
  if (provider !== 'openai-compatible' && !env.AI_API_KEY) {
    problems.push({ key: 'models.config.keyRequired', values: { variable: 'AI_API_KEY', provider } });
  }
  const fallbackSet = [
    'AI_FALLBACK_PROVIDER',
    'AI_FALLBACK_BASE_URL',
    'AI_FALLBACK_API_KEY',
    'AI_FALLBACK_MODEL',
  ].filter((name) => env[name as keyof AiEnv] !== undefined);
  const planSet = Object.values(PLAN_MODEL_VARIABLES).filter((name) => env[name] !== undefined);
  for (const variable of [...fallbackSet, ...planSet]) {
    if (!primary) problems.push({ key: 'models.config.needsPrimary', values: { variable } });
  }
  if (primary && fallbackSet.length > 0) {
    if (!env.AI_FALLBACK_MODEL) {
      problems.push({
        key: 'models.config.fallbackModelRequired',
        values: { variable: 'AI_FALLBACK_MODEL' },
      });
    } else {
      const fallbackProvider = env.AI_FALLBACK_PROVIDER ?? primary.provider;
      const same = fallbackProvider === primary.provider;
      if (fallbackProvider === 'openai-compatible' && !same && !env.AI_FALLBACK_BASE_URL) {
        problems.push({
          key: 'models.config.baseUrlRequired',
          values: { variable: 'AI_FALLBACK_BASE_URL', provider: fallbackProvider },
        });
      }
      if (fallbackProvider !== 'openai-compatible' && !env.AI_FALLBACK_API_KEY && !(same && env.AI_API_KEY)) {
        problems.push({
          key: 'models.config.keyRequired',
          values: { variable: 'AI_FALLBACK_API_KEY', provider: fallbackProvider },
        });
      }
    }
  }
  return problems;
}
