import type { ApiErrorBody, ErrorCode, ProgressEvent } from '@captia/shared';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { clientNetwork } from '../http/client-ip';
import { AppError, type ErrorDetails, errorBody } from '../http/errors';
import type { AppEnv } from '../http/router';
import { currentUser } from '../lib/session';
import { type Actor, unwatched, type WorkDeps, type WorkEvent, type WorkEvents } from './counted-work';

/*
 * The HTTP side of counted work: a request turned into the Actor, the WorkDeps and the
 * WorkEvents a flow takes, and the flow's result turned into the answer — JSON, or with
 * `Accept: text/event-stream` server-sent events.
 */

/** The signed-in account, its language and its client's network (as the rate limits key it). */
export function actorOf(c: Context<AppEnv>, trustProxy: number): Actor {
  return { userId: currentUser(c).id, language: c.get('language'), network: clientNetwork(c, trustProxy) };
}

/** The request's database, log and metrics. */
export function workDepsOf(c: Context<AppEnv>): WorkDeps {
  return { db: c.get('db'), log: c.get('logger'), metrics: c.get('metrics') };
}

function wantsEventStream(c: Context<AppEnv>): boolean {
  return (c.req.header('accept') ?? '').toLowerCase().includes('text/event-stream');
}

/** A run's report as the contract declares the stream's progress events (contract/stream-events.ts). */
function progressEvent(event: WorkEvent): ProgressEvent {
  switch (event.type) {
    case 'caption':
      return { event: 'caption', data: event.draft };
    case 'post':
      return { event: 'post', data: event.progress };
    default:
      return { event: 'notice', data: { message: event.message } };
  }
}

/** One event as written on the wire: its name, and its data as JSON. */
function sse(
  event: ProgressEvent | { event: 'result'; data: object } | { event: 'error'; data: ApiErrorBody },
) {
  return { event: event.event, data: JSON.stringify(event.data) };
}

export interface WorkAnswer {
  /** What the flow reports to and learns from the caller while it runs. */
  events: WorkEvents;
  /**
   * The flow's result as the answer: JSON with `status` (200, or 201 for what is created — a
   * campaign), or the stream: `caption`, `notice` and `post` events while it runs, then `result`
   * (the JSON answer) or `error` (the error body). Until something is reported a failure (the
   * quota, an engine error) is still a plain HTTP error.
   */
  answer(work: Promise<object>, status?: 200 | 201): Promise<Response>;
}

/** How the request wants its counted work delivered: JSON, or an event stream. */
export function workAnswer(c: Context<AppEnv>): WorkAnswer {
  c.header('Cache-Control', 'no-store');
  if (!wantsEventStream(c)) {
    return {
      // The request's signal aborts when the client goes away: the AI call stops with it.
      // Nothing reaches the client before the whole result does.
      events: unwatched(c.req.raw.signal),
      answer: async (work, status = 200) => c.json(await work, status),
    };
  }

  const abort = new AbortController();
  c.req.raw.signal.addEventListener('abort', () => abort.abort(), { once: true });
  const pending: ProgressEvent[] = [];
  let wake: (() => void) | null = null;
  let started: () => void = () => {};
  const firstEvent = new Promise<void>((resolve) => {
    started = resolve;
  });
  // A caption queued for the stream counts as delivered: it will be written unless the
  // client has already gone, and an over-count is the safe side of that race.
  let captionQueued = false;
  const events: WorkEvents = {
    stream: true,
    emit(event) {
      if (event.type === 'caption' || event.type === 'post') captionQueued = true;
      pending.push(progressEvent(event));
      started();
      wake?.();
    },
    signal: abort.signal,
    delivered: () => captionQueued,
  };

  const answer = async (work: Promise<object>) => {
    const settled = work.then(
      (result) => ({ ok: true as const, result }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    settled.then(() => wake?.());
    // Until something is reported, a failure (bad quota, AI error) is still a normal HTTP error.
    const first = await Promise.race([firstEvent.then(() => null), settled]);
    if (first && !first.ok) throw first.error;

    c.header('X-Accel-Buffering', 'no');
    const log = c.get('logger');
    const language = c.get('language');
    return streamSSE(c, async (stream) => {
      stream.onAbort(() => abort.abort());
      try {
        for (;;) {
          for (let next = pending.shift(); next; next = pending.shift()) await stream.writeSSE(sse(next));
          const done = await Promise.race([
            settled,
            new Promise<null>((resolve) => (wake = () => resolve(null))),
          ]);
          wake = null;
          if (done && pending.length === 0) break;
        }
        const outcome = await settled;
        if (outcome.ok) {
          await stream.writeSSE(sse({ event: 'result', data: outcome.result }));
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
        await stream.writeSSE(sse({ event: 'error', data: errorBody(language, code, details) }));
      } catch (error) {
        // The client went away mid-stream: nothing left to tell it.
        log.warn({ err: error }, 'caption stream closed early');
        abort.abort();
      }
    });
  };
  return { events, answer };
}
