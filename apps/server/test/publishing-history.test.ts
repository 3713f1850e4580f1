// A generator result published from its history entry: the history shows each caption's publication.
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { DEFAULT_POLICY, parseAllowList } from '../src/links';
import { createLogger } from '../src/logger';
import { createScheduler, sealKey } from '../src/publishing';
import { signUpMember, type TestClient } from './client';
import { test as base } from './fixtures/setup';
import { BRIEF } from './process-fixtures';
import { APP_PASSWORD, fakeMastodon, fakePds, KEY } from './publishing-fakes';

let pds: Awaited<ReturnType<typeof fakePds>>;
let masto: Awaited<ReturnType<typeof fakeMastodon>>;
beforeAll(async () => {
  pds = await fakePds();
  masto = await fakeMastodon();
});
afterAll(() => {
  pds.server.close();
  masto.server.close();
});

const test = base.extend('appOptions', { scope: 'file' }, () => ({
  env: { CONNECTIONS_KEY: KEY, LINK_FETCH_ALLOW: `127.0.0.1:${pds.port},127.0.0.1:${masto.port}` },
}));

function schedulerOf(database: Parameters<typeof createScheduler>[0]['database']) {
  return createScheduler({
    database,
    logger: createLogger('silent'),
    policy: { ...DEFAULT_POLICY, allow: parseAllowList(`127.0.0.1:${pds.port},127.0.0.1:${masto.port}`) },
    key: sealKey(KEY),
  });
}

/** A Bluesky connection and a generation with two Bluesky variants: the entry's id. */
async function setUp(client: TestClient) {
  const conn = (await (
    await client.api('POST /api/connections', {
      body: { network: 'bluesky', identifier: 'alice.test', appPassword: APP_PASSWORD, service: pds.url },
    })
  ).json()) as { id: string };
  const generated = await client.api('POST /api/functions/generate-captions', {
    body: { ...BRIEF, networks: ['bluesky', 'linkedin'], variants: 2 },
  });
  expect(generated.status).toBe(200);
  const { entryId, captions } = await generated.json();
  if (!entryId) throw new Error('the generation was not saved');
  const second = captions.find((caption) => caption.network === 'bluesky' && caption.variant === 2);
  if (!second) throw new Error('no second Bluesky variant');
  return { connectionId: conn.id, entryId, text: second.text };
}

describe('publications in the history', () => {
  test.override('plan', 'premium');

  test('published from a result: the history shows it scheduled, then published with its URL, on that caption only', async ({
    app,
    member,
  }) => {
    const { connectionId, entryId, text } = await setUp(member.client);
    const entry = async () => {
      const page = await (await member.client.api('GET /api/history')).json();
      const found = page.items.find((item) => item.id === entryId);
      if (!found) throw new Error('the entry is not listed');
      return found;
    };
    expect((await entry()).captions.every((caption) => caption.publication === undefined)).toBe(true);

    const at = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const res = await member.client.api('POST /api/publish', {
      body: { connectionId, text, at, historyId: entryId, variant: 2 },
    });
    expect(res.status).toBe(202);
    const publication = await res.json();
    const captionOf = async (network: string, variant: number) =>
      (await entry()).captions.find((caption) => caption.network === network && caption.variant === variant);
    expect((await captionOf('bluesky', 2))?.publication).toEqual({
      id: publication.id,
      state: 'scheduled',
      at: new Date(at).toISOString(),
      connectionId,
      network: 'bluesky',
      handle: 'alice.test',
      url: null,
      reason: null,
    });
    // The other captions have none.
    expect((await captionOf('bluesky', 1))?.publication).toBeUndefined();
    expect((await captionOf('linkedin', 1))?.publication).toBeUndefined();

    await schedulerOf(app.database).tick(new Date(Date.now() + 2 * 60 * 60 * 1000));
    const published = (await captionOf('bluesky', 2))?.publication;
    expect(published).toMatchObject({ id: publication.id, state: 'published', reason: null });
    expect(published?.url).toContain('/post/');
    // A search finds the entry with its publication too.
    const searched = await (
      await member.client.api('GET /api/history', { query: { q: text.slice(0, 12) } })
    ).json();
    expect(searched.items.find((item) => item.id === entryId)?.captions).toContainEqual(
      expect.objectContaining({ network: 'bluesky', variant: 2, publication: published }),
    );
  });

  test('failed with the network’s reason in the history, and Retry sends it again as the newest', async ({
    app,
    member,
  }) => {
    const { connectionId, entryId, text } = await setUp(member.client);
    const first = await (
      await member.client.api('POST /api/publish', {
        body: { connectionId, text, historyId: entryId, variant: 2 },
      })
    ).json();
    pds.state.failures.push(400);
    const scheduler = schedulerOf(app.database);
    await scheduler.tick();
    const shown = async (language = 'en-US') => {
      const page = await (
        await member.client.api('GET /api/history', { headers: { 'Accept-Language': language } })
      ).json();
      return page.items
        .find((item) => item.id === entryId)
        ?.captions.find((caption) => caption.network === 'bluesky' && caption.variant === 2)?.publication;
    };
    expect(await shown()).toMatchObject({ id: first.id, state: 'failed', reason: 'try later', url: null });

    // Retry: the same publication resumed, to the same account, filed under the same caption.
    // Two at once (two tabs): one resumes it, the other is answered with it.
    const other = await signUpMember(app, { plan: 'premium' });
    expect(
      (await other.client.api('POST /api/publications/{id}/retry', { params: { id: first.id } })).status,
    ).toBe(404);
    const [retried, twice] = await Promise.all(
      [1, 2].map(() => member.client.api('POST /api/publications/{id}/retry', { params: { id: first.id } })),
    );
    expect([retried?.status, twice?.status]).toEqual([202, 202]);
    const second = await retried!.json();
    expect(second).toMatchObject({ id: first.id, state: 'scheduled', connectionId });
    expect((await twice!.json()).id).toBe(first.id);
    expect((await shown())?.id).toBe(second.id);
    // Asked again while it is pending: the same one answers, nothing new is queued.
    const again = await (
      await member.client.api('POST /api/publications/{id}/retry', { params: { id: second.id } })
    ).json();
    expect(again.id).toBe(second.id);
    const before = pds.records.size;
    await scheduler.tick();
    expect(pds.records.size).toBe(before + 1);
    expect(await shown()).toMatchObject({ id: second.id, state: 'published' });
    expect([...pds.records.values()].at(-1)).toMatchObject({ text });

    // Disconnected: a scheduled one fails with our reason, in the reader’s language; no Retry then.
    const later = await (
      await member.client.api('POST /api/publish', {
        body: {
          connectionId,
          text,
          historyId: entryId,
          variant: 2,
          at: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
        },
      })
    ).json();
    await member.client.api('DELETE /api/connections/{id}', { params: { id: connectionId } });
    expect(await shown('pt-BR')).toMatchObject({
      id: later.id,
      state: 'failed',
      handle: null,
      connectionId: null,
      reason: 'A conta foi desconectada antes de o post sair.',
    });
    const refused = await member.client.api('POST /api/publications/{id}/retry', {
      params: { id: later.id },
    });
    expect(refused.status).toBe(400);
    expect((await refused.errorBody()).error.code).toBe('publish_invalid');
  });

  test('a thread that failed half-way resumes where it stopped: the parts out are not posted again', async ({
    app,
    member,
  }) => {
    const { connectionId } = await setUp(member.client);
    const thread = await (
      await member.client.api('POST /api/publish', {
        body: { connectionId, posts: ['First of three', 'Second of three', 'Third of three'] },
      })
    ).json();
    // The first part goes out, the PDS refuses the second: failed, one part out.
    pds.state.failures.push(0, 400);
    const scheduler = schedulerOf(app.database);
    await scheduler.tick();
    const read = async () =>
      (await member.client.api('GET /api/publications/{id}', { params: { id: thread.id } })).json();
    expect(await read()).toMatchObject({ state: 'failed' });
    const texts = () => [...pds.records.values()].map((record) => (record as { text?: string }).text);
    expect(texts().filter((text) => text?.endsWith('of three'))).toEqual(['First of three']);

    expect(
      (await member.client.api('POST /api/publications/{id}/retry', { params: { id: thread.id } })).status,
    ).toBe(202);
    await scheduler.tick();
    expect(await read()).toMatchObject({ id: thread.id, state: 'published' });
    expect(texts().filter((text) => text?.endsWith('of three'))).toEqual([
      'First of three',
      'Second of three',
      'Third of three',
    ]);
    // The resumed parts still answer the first: one thread.
    const [first, second, third] = [...pds.records.values()].slice(-3) as {
      uri: string;
      reply?: { root: { uri: string }; parent: { uri: string } };
    }[];
    expect(second?.reply?.root.uri).toBe(first?.uri);
    expect(third?.reply).toMatchObject({ root: { uri: first?.uri }, parent: { uri: second?.uri } });
  });

  test('refusals: another account’s entry, a caption it does not have, control characters, huge bodies', async ({
    app,
    member,
  }) => {
    const { connectionId, entryId, text } = await setUp(member.client);
    const other = await signUpMember(app, { plan: 'premium' });
    const theirs = await setUp(other.client);
    const publish = (body: Record<string, unknown>) =>
      member.client.api('POST /api/publish', {
        body: { connectionId, text, ...body } as { connectionId: string; text: string },
      });
    // Another account's entry, a caption the entry does not have (variant, network): 404, nothing queued.
    for (const body of [
      { historyId: theirs.entryId },
      { historyId: entryId, variant: 3 },
      { historyId: 'no-such-entry' },
    ]) {
      expect((await publish(body)).status).toBe(404);
    }
    expect((await publish({ historyId: entryId, variant: 0 })).status).toBe(400);
    expect((await publish({ historyId: entryId, variant: 1.5 })).status).toBe(400);
    expect((await publish({ historyId: 'a\u0000b' })).status).toBe(400);
    expect((await publish({ historyId: entryId, text: 'a\u0000b' })).status).toBe(400);
    expect((await publish({ historyId: entryId, text: 'a\u0007b' })).status).toBe(400);
    const huge = await member.client.post('/api/publish', {
      connectionId,
      text: 'x'.repeat(24 * 1024 * 1024),
      historyId: entryId,
    });
    expect(huge.status).toBe(413);
    // Nothing of those shows in either history.
    const mine = await (await member.client.api('GET /api/history')).json();
    const yours = await (await other.client.api('GET /api/history')).json();
    for (const page of [mine, yours])
      for (const item of page.items)
        expect(item.captions.every((c) => c.publication === undefined)).toBe(true);
    // Without a variant, the entry's first caption of that network is meant.
    expect((await publish({ historyId: entryId })).status).toBe(202);
    const [entry] = (await (await member.client.api('GET /api/history')).json()).items;
    expect(entry?.captions.find((c) => c.network === 'bluesky' && c.variant === 1)?.publication?.state).toBe(
      'scheduled',
    );
  });
});
