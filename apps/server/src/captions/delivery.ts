import type { ErrorCode } from '@captia/shared';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { AppError, type ErrorDetails, errorBody } from '../http/errors';
import type { AppEnv } from '../http/router';
import type { Delivery } from '../usage/counted-run';
import type { CaptionEvent } from './captions.service';

/** What a run reports while it works: a caption's draft, a notice, or a campaign's written post. */
export type WorkEvent = CaptionEvent | { type: 'post'; payload: object };

/** What a caption engine run is given: stream or not, where its events go, when to stop. */
export interface CaptionWorkIo {
  stream: boolean;
  onEvent?: (event: WorkEvent) => void;
  signal: AbortSignal;
  delivery: Delivery;
}

function wantsEventStream(c: Context<AppEnv>): boolean {
  return (c.req.header('accept') ?? '').toLowerCase().includes('text/event-stream');
}

function sseData(event: WorkEvent): { event: string; data: string } {
  switch (event.type) {
    case 'caption':
      return { event: 'caption', data: JSON.stringify(event.draft) };
    case 'post':
      return { event: 'post', data: JSON.stringify(event.payload) };
    default:
      return { event: 'notice', data: JSON.stringify({ message: event.message }) };
  }
}

/**
 * Answers a caption engine run (generation or rework) as JSON, or — with
 * `Accept: text/event-stream` — as server-sent events: `caption` and `notice` while it runs,
 * then `result` (the JSON answer) or `error` (the error body). Until something is reported a
 * failure (bad quota, engine error) is still a plain HTTP error.
 */
export async function deliverCaptionWork<T>(
  c: Context<AppEnv>,
  work: (io: CaptionWorkIo) => Promise<T>,
  /** The JSON answer's status: 200, or 201 for what is created (a campaign). */
  options: { status?: 200 | 201 } = {},
) {
  const language = c.get('language');
  c.header('Cache-Control', 'no-store');
  if (!wantsEventStream(c)) {
    // The request's signal aborts when the client goes away: the AI call stops with it.
    const signal = c.req.raw.signal;
    // Nothing reaches the client before the whole result does.
    const result = await work({ stream: false, signal, delivery: { started: () => false } });
    return c.json(result as object, options.status ?? 200);
  }

  const abort = new AbortController();
  c.req.raw.signal.addEventListener('abort', () => abort.abort(), { once: true });
  const pending: { event: string; data: string }[] = [];
  let wake: (() => void) | null = null;
  let started: () => void = () => {};
  const firstEvent = new Promise<void>((resolve) => {
    started = resolve;
  });
  // A caption queued for the stream counts as delivered: it will be written unless the
  // client has already gone, and an over-count is the safe side of that race.
  let captionQueued = false;
  const push = (event: WorkEvent) => {
    if (event.type === 'caption' || event.type === 'post') captionQueued = true;
    pending.push(sseData(event));
    started();
    wake?.();
  };
  const run = work({
    stream: true,
    onEvent: push,
    signal: abort.signal,
    delivery: { started: () => captionQueued },
  });
  const settled = run.then(
    (result) => ({ ok: true as const, result }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  settled.then(() => wake?.());
  // Until something is reported, a failure (bad quota, AI error) is still a normal HTTP error.
  const first = await Promise.race([firstEvent.then(() => null), settled]);
  if (first && !first.ok) throw first.error;

  c.header('X-Accel-Buffering', 'no');
  const log = c.get('logger');
  return streamSSE(c, async (stream) => {
    stream.onAbort(() => abort.abort());
    try {
      for (;;) {
        while (pending.length > 0) await stream.writeSSE(pending.shift() as { event: string; data: string });
        const done = await Promise.race([
          settled,
          new Promise<null>((resolve) => (wake = () => resolve(null))),
        ]);
        wake = null;
        if (done && pending.length === 0) break;
      }
      const outcome = await settled;
      if (outcome.ok) {
        await stream.writeSSE({ event: 'result', data: JSON.stringify(outcome.result) });
        return;
      }
      const { error } = outcome;
      let code: ErrorCode = 'caption_generation_failed';
      let details: ErrorDetails = { messageKey: 'captions.errors.generation_failed' };
      if (error instanceof AppError) {
        code = error.code;
        details = error.details;
      } else {
        log.error({ err: error }, 'caption stream failed');
      }
      await stream.writeSSE({ event: 'error', data: JSON.stringify(errorBody(language, code, details)) });
    } catch (error) {
      // The client went away mid-stream: nothing left to tell it.
      log.warn({ err: error }, 'caption stream closed early');
      abort.abort();
    }
  });
}
