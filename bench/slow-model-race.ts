import { startFakeModel } from '../apps/server/test/fake-model';
import { startServer } from './server';

const BRIEF = JSON.stringify({
  networks: ['linkedin'],
  postType: 'announcement',
  style: 'professional',
  length: 'short',
  variants: 1,
  emojis: false,
  hashtags: false,
  text: 'Our new bakery opens on Monday with sourdough and coffee.',
});

export interface SlowModelRace {
  requests: number;
  cap: number;
  delivered: number;
  counted: number;
  modelCalls: number;
}

/**
 * 50 concurrent streamed generations on one fresh free account, in front of a model that takes
 * 800 ms to answer: captions delivered, uses counted and model calls must all equal the cap.
 */
export async function benchSlowModelRace(requests = 50): Promise<SlowModelRace> {
  const model = await startFakeModel({ delayMs: 800 });
  const server = await startServer({
    AI_BASE_URL: model.url,
    AI_MODEL: 'fake-model',
    RATE_LIMIT_SCALE: '1000',
  });
  try {
    const base = server.url;
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({
        name: 'Bench',
        email: `slow-${Date.now()}@bench.local`,
        password: 'bench harbour lantern 58',
      }),
    });
    const cookie = signUp.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const delivered = await Promise.all(
      Array.from({ length: requests }, async () => {
        const res = await fetch(`${base}/api/functions/generate-captions`, {
          method: 'POST',
          headers: { cookie, origin: base, 'content-type': 'application/json', accept: 'text/event-stream' },
          body: BRIEF,
        });
        const text = await res.text();
        return res.status === 200 && /^event: caption$/m.test(text);
      }),
    );
    const me = (await (await fetch(`${base}/api/me`, { headers: { cookie } })).json()) as {
      usage: { current: number; total: number };
    };
    return {
      requests,
      cap: me.usage.total,
      delivered: delivered.filter(Boolean).length,
      counted: me.usage.current,
      modelCalls: model.requests.length,
    };
  } finally {
    await server.stop();
    await model.close();
  }
}
