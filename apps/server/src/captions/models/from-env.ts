import { type CaptionWriter, createAiCaptionWriter } from '../captions.ai';
import { chainWriters } from './chain';
import { type Prices, parsePrices } from './prices';
import { type AiEnv, aiSettingsFromEnv, fallbackSettingsFromEnv } from './settings';

/**
 * The writer the environment asks for: the configured model, then its fallback if any; null for
 * the basic generator. Each call makes its own writers (generations and reworks share no state).
 */
export function modelWriterFromEnv(env: AiEnv, options: { fetch?: typeof fetch } = {}): CaptionWriter | null {
  const settings = [aiSettingsFromEnv(env), fallbackSettingsFromEnv(env)].filter((s) => s !== null);
  return chainWriters(settings.map((s) => createAiCaptionWriter(s, options)));
}

/** AI_PRICES, validated by env.ts. */
export function pricesFromEnv(env: { AI_PRICES?: string }): Prices {
  return parsePrices(env.AI_PRICES ?? '');
}
