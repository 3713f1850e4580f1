import {
  type CaptionResult,
  captionOptions,
  type ErrorCode,
  type ResolvedCaptionRequest,
  resolveCaptionLanguage,
  validateCaptionRequest,
} from '@captia/shared';
import { CATALOGS } from '@captia/shared/i18n';
import { type Context, Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../app';
import { AppError, type ErrorDetails, errorBody } from '../http/errors';
import type { CaptionEvent, CaptionService } from './captions.service';

/**
 * Runs around one generation; the quotas issue plugs in here (check the quota, call
 * `generate`, write the history, all in one transaction). An error thrown before
 * `generate` reports anything becomes a plain HTTP error, even for a streamed request.
 */
export type GenerationWrapper = (
  c: Context<AppEnv>,
  request: ResolvedCaptionRequest,
  generate: () => Promise<CaptionResult>,
) => Promise<CaptionResult>;

const passThrough: GenerationWrapper = (_c, _request, generate) => generate();

/** `GET /api/options`: every generator option with its label in the request's language. */
export function captionOptionsRoutes() {
  return new Hono<AppEnv>().get('/', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    c.header('Vary', 'Accept-Language');
    return c.json(captionOptions(CATALOGS[c.get('language')]));
  });
}

function wantsEventStream(c: Context<AppEnv>): boolean {
  return (c.req.header('accept') ?? '').toLowerCase().includes('text/event-stream');
}

async function readRequest(c: Context<AppEnv>): Promise<ResolvedCaptionRequest> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError(400, 'invalid_json');
  }
  const validation = validateCaptionRequest(body);
  if (!validation.success) {
    const { code, messageKey, values } = validation.problem;
    throw new AppError(400, code, { messageKey, values });
  }
  return resolveCaptionLanguage(validation.data, c.get('language'));
}

function sseData(event: CaptionEvent): { event: string; data: string } {
  return event.type === 'caption'
    ? { event: 'caption', data: JSON.stringify(event.draft) }
    : { event: 'notice', data: JSON.stringify({ message: event.message }) };
}

/**
 * `POST /api/functions/generate-captions`. JSON in, JSON out; with
 * `Accept: text/event-stream` the captions are streamed as they are written
 * (`caption` and `notice` events) and the same result closes the stream (`result`),
 * or an `error` event with the API error body.
 */
export function generateCaptionsRoutes(deps: { service: CaptionService; wrap?: GenerationWrapper }) {
  const wrap = deps.wrap ?? passThrough;
  return new Hono<AppEnv>().post('/', async (c) => {
    const request = await readRequest(c);
    const language = c.get('language');
    c.header('Cache-Control', 'no-store');

    if (!wantsEventStream(c)) {
      // The request's signal aborts when the client goes away: the AI call stops with it.
      const signal = c.req.raw.signal;
      const result = await wrap(c, request, () => deps.service.generate(request, { language, signal }));
      return c.json(result);
    }

    const abort = new AbortController();
    c.req.raw.signal.addEventListener('abort', () => abort.abort(), { once: true });
    const pending: { event: string; data: string }[] = [];
    let wake: (() => void) | null = null;
    let started: () => void = () => {};
    const firstEvent = new Promise<void>((resolve) => {
      started = resolve;
    });
    const push = (event: CaptionEvent) => {
      pending.push(sseData(event));
      started();
      wake?.();
    };
    const run = wrap(c, request, () =>
      deps.service.generate(request, { language, stream: true, onEvent: push, signal: abort.signal }),
    );
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
          while (pending.length > 0)
            await stream.writeSSE(pending.shift() as { event: string; data: string });
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
  });
}
