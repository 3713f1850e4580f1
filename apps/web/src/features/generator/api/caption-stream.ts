import type { CaptionDraft } from '@captia/shared';
import i18next from 'i18next';
import { ApiError, failedResponse } from '../../../lib/api-client';
import type { ApiBody, ApiResult } from '../../../lib/api-routes';
import { sseEvents } from '../sse';

/** The routes that write captions and answer them as a stream: generation and rework. */
export type CaptionStreamRoute =
  | 'POST /api/functions/generate-captions'
  | 'POST /api/functions/rework-caption';

/** Every route that answers `Accept: text/event-stream`: the captions' and the planner's. */
export type EventStreamRoute = CaptionStreamRoute | 'POST /api/campaigns' | 'POST /api/campaigns/import';

export interface StreamHandlers {
  /** A caption as written so far: each call replaces the previous text of that network and variant. */
  onDraft(draft: CaptionDraft): void;
  /** The AI service could not be reached and the basic generator answers (docs/product.md, Generation). */
  onNotice(message: string): void;
}

function generationFailed(status = 500, code = 'caption_generation_failed') {
  return new ApiError(status, code, i18next.t('captions.errors.generation_failed'));
}

/**
 * A route that writes with `Accept: text/event-stream`: each event other than `result` and
 * `error` goes to `onEvent` as it arrives (its name and parsed data), and the promise settles
 * with the final result (the same body as the JSON answer, with the new usage). A refusal before
 * the stream starts is a normal HTTP error (401, 403 plan_* or quota, 422, 429 limits, 400); a
 * failure mid-stream arrives as an `error` event. Both become an ApiError with the server's
 * localized message.
 */
export async function streamEvents<R extends EventStreamRoute>(
  route: R,
  request: ApiBody<R>,
  onEvent: (event: string, data: unknown) => void,
  signal?: AbortSignal,
): Promise<ApiResult<R>> {
  let response: Response;
  try {
    response = await fetch(route.slice(route.indexOf(' ') + 1), {
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
    return (await response.json()) as ApiResult<R>;
  }

  const reader = sseEvents(response.body).getReader();
  try {
    for (;;) {
      const { value: event, done } = await reader.read();
      if (done) break;
      let data: unknown;
      try {
        data = JSON.parse(event.data);
      } catch {
        continue;
      }
      if (event.event === 'result') return data as ApiResult<R>;
      if (event.event === 'error') throw failedResponse(500, data);
      if (event.event) onEvent(event.event, data);
    }
  } finally {
    reader.cancel().catch(() => {});
  }
  // The stream ended without a result: the connection dropped mid-way.
  throw generationFailed();
}

/** A caption route as a stream (see streamEvents): each caption as it is written, then the result. */
export function streamCaptions<R extends CaptionStreamRoute>(
  route: R,
  request: ApiBody<R>,
  handlers: StreamHandlers,
  signal?: AbortSignal,
): Promise<ApiResult<R>> {
  return streamEvents(
    route,
    request,
    (event, data) => {
      if (event === 'caption') handlers.onDraft(data as CaptionDraft);
      else if (event === 'notice') handlers.onNotice((data as { message: string }).message);
    },
    signal,
  );
}
