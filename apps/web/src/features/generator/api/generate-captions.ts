import type { CaptionDraft, CaptionResult, UsageView } from '@captia/shared';
import i18next from 'i18next';
import { ApiError, failedResponse } from '../../../lib/api-client';
import type { GenerateRequest } from '../form';
import { createSseParser } from '../sse';

export type GenerationResult = CaptionResult & { usage: UsageView };

export interface StreamHandlers {
  /** A caption as written so far: each call replaces the previous text of that network and variant. */
  onDraft(draft: CaptionDraft): void;
  /** The AI service could not be reached and the basic generator answers (spec §8). */
  onNotice(message: string): void;
}

function generationFailed(status = 500, code = 'caption_generation_failed') {
  return new ApiError(status, code, i18next.t('captions.errors.generation_failed'));
}

/**
 * `POST /api/functions/generate-captions` with `Accept: text/event-stream`: the captions are
 * reported as they are written, and the promise settles with the final result (the same body
 * as the JSON answer, with the new usage). A refusal before the stream starts is a normal HTTP
 * error (401, 403 plan_*, 429 limits, 400); a failure mid-stream arrives as an `error` event.
 * Both become an ApiError with the server's localized message.
 */
export async function streamGeneration(
  request: GenerateRequest,
  handlers: StreamHandlers,
  signal?: AbortSignal,
): Promise<GenerationResult> {
  let response: Response;
  try {
    response = await fetch('/api/functions/generate-captions', {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'text/event-stream',
        'Accept-Language': i18next.language || 'en-US',
      },
      body: JSON.stringify(request),
      signal: signal ?? null,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'network_error', i18next.t('account.errors.network'));
  }
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => null);
    throw failedResponse(response.status, data);
  }
  if (!response.body) throw generationFailed();
  // A JSON answer (a proxy that ignored Accept) is still a result.
  if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
    return (await response.json()) as GenerationResult;
  }

  const parse = createSseParser();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      for (const event of parse(value)) {
        let data: unknown;
        try {
          data = JSON.parse(event.data);
        } catch {
          continue;
        }
        if (event.event === 'caption') handlers.onDraft(data as CaptionDraft);
        else if (event.event === 'notice') handlers.onNotice((data as { message: string }).message);
        else if (event.event === 'result') return data as GenerationResult;
        else if (event.event === 'error') throw failedResponse(500, data);
      }
    }
  } finally {
    reader.cancel().catch(() => {});
  }
  // The stream ended without a result: the connection dropped mid-way.
  throw generationFailed();
}
