import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Progress } from '@modelcontextprotocol/sdk/types.js';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { usuarios } from '../src/db/schema/index';
import type { LinkReader } from '../src/links';
import { test as base } from './fixtures/setup';
import { createTestApp } from './helpers';
import { agent, answer, call, connect, daysFromNow, refusal, served, used } from './mcp-agent';

/*
 * `/mcp` with the SDK's own client over a real socket on 127.0.0.1: the app from the fixtures
 * (createTestApp) with the basic generator and a link reader that answers without the network.
 */

/** The page every link reads as: the link reader itself is tested in links.test.ts. */
const links: LinkReader = {
  read: async (url) => ({
    url,
    title: 'Sourdough, slowly: 48 hours from flour to loaf',
    description: 'Every loaf takes 48 hours.',
    siteName: "Ana's Bakery",
    language: 'en-US',
    text: 'At Ana’s Bakery every sourdough loaf takes 48 hours. Loaves cost $9.50 from Saturday.',
    excerpt: 'Every loaf takes 48 hours.',
  }),
};

const test = base
  .extend('appOptions', { scope: 'file' }, { links })
  .extend('origin', { scope: 'file' }, ({ app }, { onCleanup }) => served(app, onCleanup))
  // A second instance on the same database whose keys may make 3 requests a minute (60 × 0.05).
  .extend('strictOrigin', { scope: 'file' }, async ({ database }, { onCleanup }) => {
    const strict = await createTestApp({ database, links, env: { RATE_LIMIT_SCALE: '0.05' } });
    return served(strict, onCleanup);
  });

const TOOL_NAMES = [
  'create_review_link',
  'list_brand_voices',
  'list_campaigns',
  'list_connections',
  'list_history',
  'list_review_notices',
  'plan_campaign',
  'publish_campaign_post',
  'publish_text',
  'read_campaign',
  'read_link',
  'read_publication',
  'rework_caption',
  'write_captions',
];

const BRIEF = 'Our sourdough takes 48 hours to rise; new loaves every Saturday at 7am.';

const WRITE = {
  networks: ['instagram', 'linkedin'],
  postType: 'announcement',
  style: 'friendly',
  length: 'short',
  variants: 1,
  emojis: true,
  hashtags: true,
  text: BRIEF,
};

describe('MCP server', () => {
  test('initializes, lists the tools with the contract’s schemas and the resources', async ({
    app,
    origin,
    onTestFinished,
  }) => {
    const { key } = await agent(app);
    const client = await connect(origin, key, onTestFinished);
    expect(client.getServerVersion()?.name).toBe('captia');
    expect(client.getServerCapabilities()).toMatchObject({ tools: {}, resources: {} });
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(TOOL_NAMES);
    for (const tool of tools) {
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.description?.length).toBeGreaterThan(20);
    }
    const write = tools.find((tool) => tool.name === 'write_captions');
    expect(Object.keys(write?.inputSchema.properties ?? {})).toEqual(
      expect.arrayContaining([
        'networks',
        'postType',
        'style',
        'length',
        'variants',
        'emojis',
        'hashtags',
        'text',
        'language',
        'brandId',
        'link',
        'format',
        'numbering',
      ]),
    );
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toEqual(
      expect.arrayContaining(['captia://brands', 'captia://campaigns']),
    );
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((r) => r.uriTemplate)).toEqual(['captia://campaigns/{id}']);
  });

  test('write_captions counts one use per generation, as the API does, and lands in history', async ({
    app,
    origin,
    onTestFinished,
  }) => {
    const { key } = await agent(app);
    const client = await connect(origin, key, onTestFinished);
    expect(await used(app, key)).toBe(0);
    const progress: Progress[] = [];
    const first = answer<{ captions: { network: string }[]; usage: { current: number }; entryId: string }>(
      await call(client, 'write_captions', WRITE, (p) => progress.push(p)),
    );
    // One notification per caption (network and variant), never its text before the result.
    expect(progress).toEqual([
      expect.objectContaining({ progress: 1, message: 'instagram' }),
      expect.objectContaining({ progress: 2, message: 'linkedin' }),
    ]);
    expect(first.captions.map((c) => c.network).sort()).toEqual(['instagram', 'linkedin']);
    expect(first.usage.current).toBe(1);
    expect(await used(app, key)).toBe(1);

    // Every option of the generator: a thread, a link, the caption language.
    const thread = answer<{ captions: { network: string; format?: string }[] }>(
      await call(client, 'write_captions', {
        ...WRITE,
        networks: ['x'],
        format: 'thread',
        numbering: false,
        language: 'es-ES',
        link: 'bakery.example/sourdough',
      }),
    );
    expect(thread.captions[0]?.network).toBe('x');
    expect(await used(app, key)).toBe(2);

    const history = answer<{ items: { id: string }[] }>(await call(client, 'list_history', {}));
    expect(history.items.map((item) => item.id)).toContain(first.entryId);
    expect(await used(app, key)).toBe(2);
  });

  test('bad arguments are a tool error with the API’s localized message, and nothing is counted', async ({
    app,
    origin,
    onTestFinished,
  }) => {
    const { member, key } = await agent(app, 'pt-BR');
    const client = await connect(origin, key, onTestFinished);
    const bad = { ...WRITE, networks: [] };
    const error = refusal(await call(client, 'write_captions', bad));
    const api = await member.client.post('/api/functions/generate-captions', bad, {
      headers: { 'accept-language': 'pt-BR' },
    });
    expect(api.status).toBe(400);
    expect(error).toEqual(((await api.json()) as { error: unknown }).error);
    expect(error.code).toBe('caption_networks_required');

    expect(
      refusal(await call(client, 'rework_caption', { text: 'Oi', network: 'x', action: 'restyle' })).code,
    ).toBe('bad_request');
    expect(
      refusal(
        await call(client, 'plan_campaign', {
          text: BRIEF,
          startDate: '2020-01-01',
          days: 1,
          networks: ['x'],
        }),
      ).code,
    ).toBe('bad_request');
    expect(refusal(await call(client, 'list_history', { cursor: 'not-ours' })).code).toBe('bad_request');
    expect(refusal(await call(client, 'list_campaigns', { cursor: 'zz' })).code).toBe('bad_request');
    expect(refusal(await call(client, 'write_captions', { ...WRITE, brandId: 'someone-elses' })).code).toBe(
      'not_found',
    );
    expect(refusal(await call(client, 'no_such_tool', {})).code).toBe('not_found');
    expect(await used(app, key)).toBe(0);
  });

  test('a NUL byte in any tool’s argument is refused as a tool error (no 500), counting nothing', async ({
    app,
    origin,
    onTestFinished,
  }) => {
    const { key } = await agent(app);
    const client = await connect(origin, key, onTestFinished);
    const nul = 'bread\u0000loaf';
    const calls: [string, Record<string, unknown>][] = [
      ['write_captions', { ...WRITE, text: nul }],
      ['write_captions', { ...WRITE, link: `https://bakery.example/${nul}` }],
      ['rework_caption', { text: nul, network: 'x', action: 'shorter' }],
      ['plan_campaign', { text: nul, startDate: daysFromNow(2), days: 1, networks: ['x'] }],
      ['read_campaign', { id: nul }],
      ['list_campaigns', { cursor: nul }],
      ['read_link', { url: `https://bakery.example/${nul}` }],
      ['list_history', { q: nul }],
    ];
    for (const [name, args] of calls)
      expect(refusal(await call(client, name, args)).code, name).toMatch(/^(bad_request|caption_)/);
    await expect(client.readResource({ uri: `captia://campaigns/${nul}` })).rejects.toMatchObject({
      code: -32002,
    });
    expect(await used(app, key)).toBe(0);
    expect(app.logs.join('\n')).not.toMatch(/"level":50/);
  });

  test('a 2 MB argument is refused before anything runs (413), a long one within the limit is a tool error; neither counts', async ({
    app,
    origin,
    onTestFinished,
  }) => {
    const { key } = await agent(app);
    const client = await connect(origin, key, onTestFinished);
    await expect(
      call(client, 'write_captions', { ...WRITE, text: 'x'.repeat(2 * 1024 * 1024) }),
    ).rejects.toMatchObject({
      code: 413,
    });
    await expect(
      call(client, 'rework_caption', { text: 'y'.repeat(2 * 1024 * 1024), network: 'x', action: 'shorter' }),
    ).rejects.toMatchObject({
      code: 413,
    });
    expect(refusal(await call(client, 'write_captions', { ...WRITE, text: 'x'.repeat(500_000) })).code).toBe(
      'caption_text_too_long',
    );
    expect(await used(app, key)).toBe(0);
    // The connection still serves the next call.
    answer(await call(client, 'list_brand_voices', {}));
  });

  test('rework_caption counts one use and keeps the version under its entry', async ({
    app,
    origin,
    onTestFinished,
  }) => {
    const { key } = await agent(app);
    const client = await connect(origin, key, onTestFinished);
    const written = answer<{ captions: { text: string }[]; entryId: string }>(
      await call(client, 'write_captions', { ...WRITE, networks: ['x'] }),
    );
    const reworked = answer<{ caption: { text: string }; usage: { current: number } }>(
      await call(client, 'rework_caption', {
        text: written.captions[0]?.text,
        network: 'x',
        action: 'shorter',
        entryId: written.entryId,
      }),
    );
    expect(reworked.caption.text.length).toBeGreaterThan(0);
    expect(reworked.usage.current).toBe(2);
    expect(await used(app, key)).toBe(2);
  });

  test('plan_campaign counts one use per slot, streams progress, and is read back as a tool and a resource', async ({
    app,
    origin,
    onTestFinished,
  }) => {
    const { key } = await agent(app);
    const client = await connect(origin, key, onTestFinished);
    const progress: Progress[] = [];
    const campaign = answer<{ id: string; posts: unknown[]; usage: { current: number } }>(
      await call(
        client,
        'plan_campaign',
        { text: BRIEF, startDate: daysFromNow(2), days: 2, postsPerDay: 1, networks: ['instagram', 'x'] },
        (p) => progress.push(p),
      ),
    );
    expect(campaign.posts).toHaveLength(4);
    expect(campaign.usage.current).toBe(2);
    expect(await used(app, key)).toBe(2);
    expect(progress.length).toBe(4);
    expect(progress.map((p) => p.progress)).toEqual([1, 2, 3, 4]);

    const read = answer<{ id: string; posts: unknown[] }>(
      await call(client, 'read_campaign', { id: campaign.id }),
    );
    expect(read.id).toBe(campaign.id);
    expect(read.posts).toHaveLength(4);
    const listed = answer<{ items: { id: string }[] }>(await call(client, 'list_campaigns', {}));
    expect(listed.items.map((c) => c.id)).toEqual([campaign.id]);

    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toContain(`captia://campaigns/${campaign.id}`);
    const resource = await client.readResource({ uri: `captia://campaigns/${campaign.id}` });
    const content = resource.contents[0] as { text: string; mimeType: string };
    expect(content.mimeType).toBe('application/json');
    expect(JSON.parse(content.text)).toMatchObject({ id: campaign.id });
    const recent = await client.readResource({ uri: 'captia://campaigns' });
    expect(JSON.parse((recent.contents[0] as { text: string }).text).items[0].id).toBe(campaign.id);
    expect(await used(app, key)).toBe(2);
  });

  test('another account’s campaign is not readable, as a tool or a resource', async ({
    app,
    origin,
    onTestFinished,
  }) => {
    const owner = await agent(app);
    const ownerClient = await connect(origin, owner.key, onTestFinished);
    const campaign = answer<{ id: string }>(
      await call(ownerClient, 'plan_campaign', {
        text: BRIEF,
        startDate: daysFromNow(3),
        days: 1,
        networks: ['x'],
      }),
    );
    const stranger = await agent(app, 'es-ES');
    const client = await connect(origin, stranger.key, onTestFinished);
    const error = refusal(await call(client, 'read_campaign', { id: campaign.id }));
    expect(error.code).toBe('not_found');
    const api = await stranger.member.client.get(`/api/campaigns/${campaign.id}`, {
      headers: { 'accept-language': 'es-ES' },
    });
    expect(api.status).toBe(404);
    expect(error.message).toBe(((await api.json()) as { error: { message: string } }).error.message);
    await expect(client.readResource({ uri: `captia://campaigns/${campaign.id}` })).rejects.toMatchObject({
      code: -32002,
    });
    expect(answer<{ items: unknown[] }>(await call(client, 'list_campaigns', {})).items).toEqual([]);
  });

  test('read_link, list_brand_voices and the brands resource read the account’s own, counting nothing', async ({
    app,
    origin,
    onTestFinished,
  }) => {
    const { member, key } = await agent(app);
    const created = await member.client.post('/api/brands', { name: 'Ana’s Bakery', isDefault: true });
    expect(created.status).toBe(201);
    const brand = (await created.json()) as { id: string };
    const client = await connect(origin, key, onTestFinished);

    const page = answer<{ title: string }>(
      await call(client, 'read_link', { url: 'bakery.example/sourdough' }),
    );
    expect(page.title).toMatch(/Sourdough/);
    const voices = answer<{ items: { id: string }[] }>(await call(client, 'list_brand_voices', {}));
    expect(voices.items.map((b) => b.id)).toEqual([brand.id]);
    const resource = await client.readResource({ uri: 'captia://brands' });
    expect(JSON.parse((resource.contents[0] as { text: string }).text).items[0].id).toBe(brand.id);

    answer(await call(client, 'write_captions', { ...WRITE, brandId: brand.id }));
    expect(await used(app, key)).toBe(1);
  });

  test('a revoked key is refused (401) on the next call', async ({ app, origin, onTestFinished }) => {
    const { member, key, keyId } = await agent(app);
    const client = await connect(origin, key, onTestFinished);
    answer(await call(client, 'list_brand_voices', {}));
    const res = await member.client.request(`/api/keys/${keyId}`, { method: 'DELETE' });
    expect(res.status).toBe(204);
    await expect(call(client, 'list_brand_voices', {})).rejects.toMatchObject({ code: 401 });
  });

  test('a key’s per-minute limit is the API’s, shared by both doors (429 with Retry-After)', async ({
    app,
    strictOrigin,
  }) => {
    const { key } = await agent(app);
    const headers = { authorization: `Bearer ${key}` };
    expect((await fetch(`${strictOrigin}/api/me`, { headers })).status).toBe(200);
    expect((await fetch(`${strictOrigin}/api/me`, { headers })).status).toBe(200);
    const client = new Client({ name: 'captia-test', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL(`${strictOrigin}/mcp`), {
      requestInit: { headers },
    });
    // initialize is the third request of the minute; notifications/initialized the fourth.
    await expect(client.connect(transport)).rejects.toMatchObject({ code: 429 });
    await client.close();
    const refused = await fetch(`${strictOrigin}/mcp`, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' }),
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
  });

  test('a key whose account went back to the free plan is refused (403 plan_required)', async ({
    app,
    origin,
  }) => {
    const { member, key } = await agent(app);
    await app.database.db.update(usuarios).set({ complimentaryPlan: null }).where(eq(usuarios.id, member.id));
    const client = new Client({ name: 'captia-test', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL(`${origin}/mcp`), {
      requestInit: { headers: { authorization: `Bearer ${key}` } },
    });
    await expect(client.connect(transport)).rejects.toMatchObject({ code: 403 });
    await client.close();
  });

  test('no key, a wrong key or a key in the URL: refused with the API’s errors, localized; GET is 405', async ({
    app,
    origin,
  }) => {
    const initialize = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'curl', version: '1' } },
    });
    const headers = {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'accept-language': 'pt-BR',
    };
    const none = await fetch(`${origin}/mcp`, { method: 'POST', headers, body: initialize });
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    const body = (await none.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('unauthorized');
    const api = await fetch(`${origin}/api/me`, { headers });
    expect(body.error.message).toBe(((await api.json()) as { error: { message: string } }).error.message);

    const wrong = await fetch(`${origin}/mcp`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer cap_${'A'.repeat(43)}` },
      body: initialize,
    });
    expect(wrong.status).toBe(401);

    const { key } = await agent(app);
    const inQuery = await fetch(`${origin}/mcp?api_key=${key}`, {
      method: 'POST',
      headers,
      body: initialize,
    });
    expect(inQuery.status).toBe(400);
    const get = await fetch(`${origin}/mcp`, { headers: { ...headers, authorization: `Bearer ${key}` } });
    expect(get.status).toBe(405);

    const client = new Client({ name: 'captia-test', version: '1.0.0' });
    await expect(
      client.connect(new StreamableHTTPClientTransport(new URL(`${origin}/mcp`))),
    ).rejects.toMatchObject({
      code: 401,
    });
    await client.close();
  });
});
