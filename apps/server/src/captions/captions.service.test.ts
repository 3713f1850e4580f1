import type { CaptionDraft, CaptionResult, ResolvedCaptionRequest } from '@captia/shared';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { AppError, sendError } from '../http/errors';
import type { AppEnv } from '../http/router';
import { createLogger } from '../logger';
import { AiUnavailableError, type CaptionWriter } from './captions.ai';
import { createCaptionService } from './captions.service';
import type { WorkEvents } from './counted-work';
import { workAnswer } from './delivery';

const request: ResolvedCaptionRequest = {
  networks: ['x'],
  postType: 'announcement',
  style: 'bold',
  length: 'short',
  variants: 1,
  emojis: false,
  hashtags: true,
  text: 'New opening hours from Monday: 8 am to 8 pm.',
  language: 'en-US',
};

function writer(write: CaptionWriter['write']): CaptionWriter {
  return { write };
}

describe('the caption service', () => {
  it('uses the basic generator when no AI writer is configured', async () => {
    const service = createCaptionService();
    expect(service.source).toBe('basic');
    const events: string[] = [];
    const result = await service.generate(request, {
      language: 'en-US',
      onEvent: (e) => events.push(e.type),
    });
    expect(result.source).toBe('basic');
    expect(result.captions).toHaveLength(1);
    expect(events).toEqual(['caption']);
  });

  it('applies the network rules to what the AI writes, and to its growing drafts', async () => {
    const long = `Big news 🎉 ${'we are open longer every single day of the week '.repeat(10)}#hours`;
    const drafts: CaptionDraft[] = [];
    const service = createCaptionService({
      writer: writer(async (_r, { onDraft }) => {
        onDraft?.({ network: 'x', variant: 1, text: 'Big news 🎉 we' });
        return [{ network: 'x', variant: 1, text: long }];
      }),
    });
    const result = await service.generate(request, {
      language: 'en-US',
      stream: true,
      onEvent: (e) => e.type === 'caption' && drafts.push(e.draft),
    });
    // The growing draft, then the finished caption (a stream always shows it before its result).
    expect(drafts).toEqual([
      { network: 'x', variant: 1, text: 'Big news we' },
      { network: 'x', variant: 1, text: result.captions[0]?.text },
    ]);
    expect(result.source).toBe('ai');
    expect(result.captions[0]?.length).toBeLessThanOrEqual(280);
    expect(result.captions[0]?.text).not.toContain('🎉');
  });

  it('falls back with the notice in the interface language when the AI is unavailable', async () => {
    const service = createCaptionService({
      writer: writer(async () => {
        throw new AiUnavailableError('down');
      }),
    });
    const result = await service.generate(request, { language: 'pt-BR' });
    expect(result).toMatchObject({
      source: 'basic',
      notice: 'Erro ao conectar ao serviço de IA. Usando a geração básica.',
    });
  });

  it('turns any other AI failure into the generation error', async () => {
    const service = createCaptionService({
      writer: writer(async () => {
        throw new Error('boom');
      }),
      logger: createLogger('silent'),
    });
    await expect(service.generate(request, { language: 'en-US' })).rejects.toMatchObject({
      status: 502,
      code: 'caption_generation_failed',
    });
  });
});

describe('the delivery (JSON or an event stream)', () => {
  function appWith(work: (events: WorkEvents) => Promise<object>) {
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set('language', 'en-US');
      c.set('logger', createLogger('silent'));
      await next();
    });
    app.post('/generate', (c) => {
      const { events, answer } = workAnswer(c);
      return answer(work(events));
    });
    app.onError((error, c) =>
      error instanceof AppError
        ? sendError(c, error.status, error.code, error.details)
        : c.text('unexpected', 500),
    );
    return app;
  }
  const post = (app: Hono<AppEnv>, accept: string) =>
    app.request('/generate', { method: 'POST', headers: { Accept: accept } });

  it('answers with the result: as JSON, or as a stream of the captions, then the result', async () => {
    const app = appWith(async (events) => {
      const result = await createCaptionService().generate(request, {
        language: 'en-US',
        stream: events.stream,
        onEvent: events.emit,
        signal: events.signal,
      });
      return { ...result, usage: { current: 1, total: 3, period: 'daily' } };
    });
    const json = await post(app, 'application/json');
    expect(json.status).toBe(200);
    expect(((await json.json()) as CaptionResult).captions).toHaveLength(1);
    const stream = await post(app, 'text/event-stream');
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const events = await stream.text();
    expect(events).toContain('event: caption');
    expect(events).toContain('event: result');
  });

  it('turns a refusal before anything is reported into a plain HTTP error, even when a stream was asked for', async () => {
    const app = appWith(async () => {
      throw new AppError(503, 'service_unavailable');
    });
    for (const accept of ['application/json', 'text/event-stream']) {
      const res = await post(app, accept);
      expect(res.status, accept).toBe(503);
      expect(res.headers.get('content-type'), accept).toContain('application/json');
      expect((await res.json()) as unknown).toMatchObject({ error: { code: 'service_unavailable' } });
    }
  });
});
