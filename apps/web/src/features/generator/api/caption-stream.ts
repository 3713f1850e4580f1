import {
  CampaignStreamSchema,
  type CaptionDraft,
  GenerationStreamSchema,
  ReworkStreamSchema,
  type z,
} from '@captia/shared';
import { ApiError, failedResponse } from '#web/lib/api-client.ts';
import type { ApiBody } from '#web/lib/api-routes.ts';
import { translator } from '#web/lib/translator.ts';
import { sseEvents } from '../sse';

/** Every route that answers `Accept: text/event-stream`, with its events as the contract declares them. */
const STREAMS = {
  'POST /api/functions/generate-captions': GenerationStreamSchema,
  'POST /api/functions/rework-caption': ReworkStreamSchema,
  'POST /api/campaigns': CampaignStreamSchema,
  'POST /api/campaigns/import': CampaignStreamSchema,
};

export type EventStreamRoute = keyof typeof STREAMS;

/** The routes that write captions and answer them as a stream: generation and rework. */
export type CaptionStreamRoute =
  | 'POST /api/functions/generate-captions'
  | 'POST /api/functions/rework-caption';

type StreamEvent<R extends EventStreamRoute> = z.output<(typeof STREAMS)[R]>;
/** What a route's stream reports before its end: drafts and notices, or a campaign's posts and notices. */
export type ProgressOf<R extends EventStreamRoute> = Exclude<StreamEvent<R>, { event: 'result' | 'error' }>;
/** The stream's `result`: the same body as the route's JSON answer. */
export type StreamResult<R extends EventStreamRoute> = Extract<StreamEvent<R>, { event: 'result' }>['data'];

function isResult<R extends EventStreamRoute>(
  event: StreamEvent<R>,
): event is Extract<StreamEvent<R>, { event: 'result' }> {
  return event.event === 'result';
}

function isError<R extends EventStreamRoute>(
  event: StreamEvent<R>,
): event is Extract<StreamEvent<R>, { event: 'error' }> {
  return event.event === 'error';
}

function isProgress<R extends EventStreamRoute>(event: StreamEvent<R>): event is ProgressOf<R> {
  return event.event !== 'result' && event.event !== 'error';
}

/** Whether a value is one of the route's events as its contract declares them (the schemas transform nothing). */
function isEventOf<R extends EventStreamRoute>(route: R, value: unknown): value is StreamEvent<R> {
  return STREAMS[route].safeParse(value).success;
}

export interface StreamHandlers {
  /** A caption as written so far: each call replaces the previous text of that network and variant. */
  onDraft(draft: CaptionDraft): void;
  /** The AI service could not be reached and the basic generator answers (docs/product.md, Generation). */
  onNotice(message: string): void;
}

function generationFailed(status = 500, code = 'caption_generation_failed') {
  return new ApiError(status, code, translator.t('captions.errors.generation_failed'));
}

/**
 * A route that writes with `Accept: text/event-stream`: each event is read as the contract
 * declares it (one that does not match is skipped); each other than `result` and `error` goes to
 * `onEvent` as it arrives, and the promise settles with the final result (the same body as the
 * JSON answer, with the new usage). A refusal before
 * the stream starts is a normal HTTP error (401, 403 plan_* or quota, 422, 429 limits, 400); a
 * failure mid-stream arrives as an `error` event. Both become an ApiError with the server's
 * localized message.
 */
export async function streamEvents<R extends EventStreamRoute>(
  route: R,
  request: ApiBody<R>,
  onEvent: (event: ProgressOf<R>) => void,
  signal?: AbortSignal,
): Promise<StreamResult<R>> {
  let response: Response;
  try {
    response = await fetch(route.slice(route.indexOf(' ') + 1), {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'text/event-stream',
        'Accept-Language': translator.language || 'en-US',
      },
      body: JSON.stringify(request),
      signal: signal ?? null,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'network_error', translator.t('account.errors.network'));
  }
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => null);
    throw failedResponse(response.status, data);
  }
  if (!response.body) throw generationFailed();
  // A JSON answer (a proxy that ignored Accept) is still a result.
  if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
    return readJsonResult(route, await response.json());
  }

  const reader = sseEvents(response.body).getReader();
  try {
    for (;;) {
      const { value: event, done } = await reader.read();
      if (done) break;
      const parsed = parseStreamEvent(route, event.event, event.data);
      if (!parsed) continue;
      if (isResult<R>(parsed)) return parsed.data;
      if (isError<R>(parsed)) throw failedResponse(500, parsed.data);
      if (isProgress<R>(parsed)) onEvent(parsed);
    }
  } finally {
    reader.cancel().catch(() => {});
  }
  // The stream ended without a result: the connection dropped mid-way.
  throw generationFailed();
}

/** One event off the wire as the route's contract declares it, or null (malformed, or not one of the route's). */
export function parseStreamEvent<R extends EventStreamRoute>(
  route: R,
  event: string | undefined,
  data: string,
): StreamEvent<R> | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  const candidate = { event, data: value };
  return isEventOf(route, candidate) ? candidate : null;
}

/** A JSON answer where a stream was asked for (a proxy that ignored Accept): still the result, once it matches. */
function readJsonResult<R extends EventStreamRoute>(route: R, value: unknown): StreamResult<R> {
  const parsed = parseStreamEvent(route, 'result', JSON.stringify(value));
  if (parsed && isResult<R>(parsed)) return parsed.data;
  throw generationFailed();
}

/** A caption route as a stream (see streamEvents): each caption as it is written, then the result. */
export function streamCaptions<R extends CaptionStreamRoute>(
  route: R,
  request: ApiBody<R>,
  handlers: StreamHandlers,
  signal?: AbortSignal,
): Promise<StreamResult<R>> {
  return streamEvents(
    route,
    request,
    (progress) => {
      if (progress.event === 'caption') handlers.onDraft(progress.data);
      else if (progress.event === 'notice') handlers.onNotice(progress.data.message);
    },
    signal,
  );
}
