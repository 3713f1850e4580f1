import { TIER_LIMITS } from '@captia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeModel, startFakeModel } from '../fake-model';
import { BRIEF } from '../process-fixtures';
import { type PrivateCluster, startPrivateCluster } from './cluster';
import {
  PASSWORD,
  removeWebDist,
  type ServerProcess,
  signUp,
  startServerProcess,
  uniqueEmail,
} from './processes';

/**
 * Two real instances on one PostgreSQL in front of a slow OpenAI-compatible model (800 ms):
 * a use of the quota is reserved before the model is asked, so however many requests race,
 * the captions delivered, the uses counted and the model calls paid are the same number, the cap.
 */
const PUBLIC_URL = 'http://replicas.captia.test';
let cluster: PrivateCluster;
let model: FakeModel;
let servers: ServerProcess[] = [];

beforeAll(async () => {
  model = await startFakeModel({ delayMs: 800 });
  cluster = await startPrivateCluster();
  servers = await Promise.all(
    [0, 1].map(() =>
      startServerProcess(
        { DATABASE_URL: cluster.url, AI_BASE_URL: model.url, AI_MODEL: 'fake-model', AI_TIMEOUT_MS: '20000' },
        { publicUrl: PUBLIC_URL },
      ),
    ),
  );
});

afterAll(async () => {
  const codes = await Promise.all(servers.map((s) => s.stop()));
  cluster?.destroy();
  await model?.close();
  removeWebDist();
  expect(codes.every((code) => code === 0)).toBe(true);
});

async function counted(email: string) {
  const [row] = await cluster.query<{ daily: number; history: string }>(
    `select u.daily_usage as daily,
            (select count(*) from captions_history h where h.user_id = u.user_id) as history
       from users_usage u join usuarios p on p.id = u.user_id where p.email = $1`,
    [email],
  );
  return { daily: row?.daily ?? 0, history: Number(row?.history ?? 0) };
}

describe('quota reservation on two instances with a slow model', () => {
  it('50 concurrent streamed and JSON requests on one free account: delivered = counted = model calls = cap', async () => {
    const email = uniqueEmail('slow-race');
    const cookie = await signUp(servers[0]?.base ?? '', PUBLIC_URL, email);
    const cap = TIER_LIMITS.free.quota;
    const callsBefore = model.requests.length;

    const results = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const stream = i % 2 === 0;
        const res = await fetch(`${servers[i % 2]?.base}/api/functions/generate-captions`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: PUBLIC_URL,
            cookie,
            ...(stream && { accept: 'text/event-stream' }),
          },
          body: JSON.stringify(BRIEF),
          signal: AbortSignal.timeout(30_000),
        });
        const text = await res.text();
        const delivered =
          res.status === 200 &&
          (stream
            ? /^event: caption$/m.test(text)
            : (JSON.parse(text) as { captions: unknown[] }).captions.length > 0);
        return { status: res.status, delivered };
      }),
    );

    const delivered = results.filter((r) => r.delivered).length;
    console.info(
      `slow-model race: 50 requests over 2 instances → delivered ${delivered}, model calls ${model.requests.length - callsBefore}`,
    );
    expect(delivered).toBe(cap);
    expect(await counted(email)).toEqual({ daily: cap, history: cap });
    expect(model.requests.length - callsBefore).toBe(cap);
    for (const { status } of results) expect([200, 429]).toContain(status);
  }, 60_000);
});

describe('API keys on two instances', () => {
  it('a key revoked through one instance is refused on the very next request to the other', async () => {
    const [one, two] = servers as [ServerProcess, ServerProcess];
    const email = uniqueEmail('keys-replicas');
    const cookie = await signUp(one.base, PUBLIC_URL, email);
    await cluster.query(`update usuarios set complimentary_plan = 'premium' where email = $1`, [email]);
    const created = await fetch(`${one.base}/api/keys`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: PUBLIC_URL, cookie },
      body: JSON.stringify({ name: 'replicas', password: PASSWORD }),
    });
    expect(created.status).toBe(201);
    const { id, key } = (await created.json()) as { id: string; key: string };
    const me = () => fetch(`${two.base}/api/me`, { headers: { authorization: `Bearer ${key}` } });
    expect((await me()).status).toBe(200);
    const revoked = await fetch(`${one.base}/api/keys/${id}`, {
      method: 'DELETE',
      headers: { origin: PUBLIC_URL, cookie },
    });
    expect(revoked.status).toBe(204);
    expect((await me()).status).toBe(401);
  });

  it('a password change through one instance revokes every key on the very next request to the other', async () => {
    const [one, two] = servers as [ServerProcess, ServerProcess];
    const email = uniqueEmail('keys-password');
    const cookie = await signUp(one.base, PUBLIC_URL, email);
    await cluster.query(`update usuarios set complimentary_plan = 'premium' where email = $1`, [email]);
    const post = (path: string, body: unknown) =>
      fetch(`${one.base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: PUBLIC_URL, cookie },
        body: JSON.stringify(body),
      });
    const created = await post('/api/keys', { name: 'replicas', password: PASSWORD });
    expect(created.status).toBe(201);
    const { key } = (await created.json()) as { key: string };
    const me = () => fetch(`${two.base}/api/me`, { headers: { authorization: `Bearer ${key}` } });
    expect((await me()).status).toBe(200);
    const changed = await post('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'velvet tangerine harbour 77',
    });
    expect(changed.status).toBe(200);
    expect((await me()).status).toBe(401);
  });
});
