import { AiUnavailableError, type CaptionWriter } from '../captions.ai';

/**
 * The configured model, then its fallback (AI_FALLBACK_MODEL): the next one is asked only when
 * the one before could not answer — no connection, a 429 or 5xx, a timeout — and had not begun
 * to answer (no caption shown yet). A model that answers badly (unusable JSON, a 401) is an
 * error no other model should hide; one that stalls after its first captions leaves the rest to
 * the caption service's basic generator, as a single model does. One request, one answer: the
 * writers are tried one after another, never side by side.
 */
export function chainWriters(writers: readonly CaptionWriter[]): CaptionWriter | null {
  if (writers.length === 0) return null;
  if (writers.length === 1) return writers[0] ?? null;
  return {
    async write(request, options) {
      let lastError: unknown;
      for (const [index, writer] of writers.entries()) {
        if (index > 0) options.onFallback?.();
        let answering = false;
        try {
          return await writer.write(request, {
            ...options,
            onDraft: options.onDraft
              ? (draft) => {
                  answering = true;
                  options.onDraft?.(draft);
                }
              : undefined,
          });
        } catch (error) {
          lastError = error;
          const next = !answering && error instanceof AiUnavailableError && !options.signal?.aborted;
          if (!next) throw error;
        }
      }
      throw lastError;
    },
  };
}
