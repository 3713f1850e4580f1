import { Worker } from 'node:worker_threads';
import {
  CAROUSEL_NETWORKS,
  FORMAT_IDS,
  type FormatId,
  LANGUAGES,
  NETWORK_IDS,
  type NetworkId,
  POST_TYPE_IDS,
  STYLE_IDS,
  THREAD_NETWORKS,
} from '@captia/shared';
import { premiumUsers, resetUsage } from './api';
import {
  type EndlessRun,
  type HostileModel,
  hostilePages,
  type ModelAnswer,
  repeatTo,
  startHostileModel,
  startPageServer,
} from './hostile-peers';
import { type BenchServer, rssMb, startServer } from './server';

/**
 * The hostile part: text, pages and model answers built against the server's
 * text rules, sent to the built server at the size limits, while a bystander asks `/api/health`
 * every 25 ms. Two servers, one after the other, on the same database: one as `npm start` runs
 * it (the basic generator; briefs, reworks, campaigns, links) and one in front of a loopback
 * model that answers what the bench sets (model answers). Requests go one or two at a time, each
 * cut off after CLIENT_TIMEOUT_MS (counted as a hang).
 */

export const HOSTILE_GOALS = {
  bystanderWorstMs: 250,
  bystanderP99Ms: 50,
  requestMs: 10_000,
  idleRssMb: 200,
  peakRssMb: 320,
} as const;

const BYSTANDER_EVERY_MS = 25;
/** A hostile request not answered by then is cut off and counted as a hang (the goal is 10 s). */
export const CLIENT_TIMEOUT_MS = 12_000;
/** Requests in flight at once against the basic server ("a few at a time"). */
const AT_ONCE = 2;
/** How long the bystander asks before the corpus, to tell the machine's own noise from the corpus's. */
const BASELINE_MS = 2000;
/** How long a started server is left alone before its idle memory is read (as the api part). */
const IDLE_SETTLE_MS = 3000;
const MAX_BRIEF = 2_000;
const MAX_REWORK = 10_000;
const MAX_POST = 5_000;
const MAX_MODEL_TEXT = 10_000;

export interface HostileOutcome {
  server: 'basic' | 'model';
  name: string;
  route: string;
  status: number;
  /** The error code, `result` for a stream that ended with its result, or what went wrong. */
  code: string;
  ms: number;
  /** 2xx, 4xx or 503, answered within the client's timeout (a stream ended by `result` or a non-5xx `error`). */
  ok: boolean;
  /** The server's peak RSS (VmHWM) right after this answer. */
  peakRssMb: number;
  /** When it was sent and answered (ms since the epoch), and the bystander's worst wait meanwhile. */
  startedAt: number;
  endedAt: number;
  bystanderWorstMs: number;
}

export interface Bystander {
  asks: number;
  failed: number;
  /** What the failed asks got (each kind once): `status 503`, `ECONNRESET`… */
  failures: string[];
  worstMs: number;
  p99Ms: number;
  medianMs: number;
  /** The hostile requests in flight during the worst wait. */
  worstDuring: string[];
}

export interface ServerFigures {
  idleRssMb: number;
  peakRssMb: number;
  bystander: Bystander;
  /** The same bystander for BASELINE_MS before the corpus: what the machine itself costs it. */
  baseline: Bystander;
}

export interface HostileBench {
  database: 'pglite' | 'postgres';
  seconds: number;
  basic: ServerFigures;
  model: ServerFigures;
  requests: HostileOutcome[];
  endless: EndlessRun[];
}

/** Server-sent events codes that stand for a 5xx other than 503 (the stream's status is already 200). */
const FAILED_STREAM_CODES = new Set(['internal_error', 'caption_generation_failed']);

/**
 * The contract's answer to a model that answered unusably (not JSON, longer than any request
 * needs, never ending): 502 `caption_generation_failed`, "the model failed", not the server
 * (decision 0047). Only the model server's corpus can earn it.
 */
const unusableModelAnswer = (client: { label: 'basic' | 'model' }, code: string) =>
  client.label === 'model' && code === 'caption_generation_failed';

interface Ask {
  name: string;
  method?: 'POST' | 'PATCH' | 'GET';
  path: string;
  body?: unknown;
  sse?: boolean;
}

interface Client {
  server: BenchServer;
  label: 'basic' | 'model';
  cookie: string;
  outcomes: HostileOutcome[];
}

function lastEvent(text: string): { event: string; data: string } | null {
  const blocks = text.split(/\r?\n\r?\n/).filter((block) => block.trim() !== '');
  for (let i = blocks.length - 1; i >= 0; i--) {
    const block = blocks[i] as string;
    const event = /^event: ?(.*)$/m.exec(block)?.[1];
    if (event === 'result' || event === 'error')
      return {
        event,
        data: block
          .split(/\r?\n/)
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.replace(/^data: ?/, ''))
          .join('\n'),
      };
  }
  return null;
}

const errorCode = (data: string) => {
  try {
    return String((JSON.parse(data) as { error?: { code?: unknown } }).error?.code ?? '');
  } catch {
    return 'unreadable error body';
  }
};

/** A clock shared by the bench's threads (each thread's performance.now() has its own origin). */
const epochMs = () => performance.timeOrigin + performance.now();

/** Sends one hostile request and judges its answer; returns the parsed JSON body when there is one. */
async function send(client: Client, ask: Ask): Promise<unknown> {
  const base = client.server.url;
  const started = performance.now();
  const startedAt = epochMs();
  let status = 0;
  let code = '';
  let json: unknown = null;
  let ok = false;
  try {
    const res = await fetch(`${base}${ask.path}`, {
      method: ask.method ?? 'POST',
      headers: {
        cookie: client.cookie,
        origin: base,
        ...(ask.body !== undefined && { 'content-type': 'application/json' }),
        ...(ask.sse && { accept: 'text/event-stream' }),
      },
      ...(ask.body !== undefined && { body: JSON.stringify(ask.body) }),
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    });
    status = res.status;
    const text = await res.text();
    if ((res.headers.get('content-type') ?? '').includes('text/event-stream')) {
      const last = lastEvent(text);
      if (!last) code = 'stream ended without result or error';
      else if (last.event === 'result') {
        code = 'result';
        ok = true;
      } else {
        code = errorCode(last.data);
        ok = !FAILED_STREAM_CODES.has(code) || unusableModelAnswer(client, code);
      }
    } else {
      try {
        json = JSON.parse(text);
      } catch {
        json = null;
      }
      if (status >= 300) code = errorCode(text);
      ok =
        (status >= 200 && status < 300) ||
        (status >= 400 && status < 500) ||
        status === 503 ||
        (status === 502 && unusableModelAnswer(client, code));
    }
  } catch (error) {
    code =
      (error as { name?: string }).name === 'TimeoutError'
        ? `no answer within ${CLIENT_TIMEOUT_MS / 1000} s`
        : `connection failed: ${(error as Error).message}`;
  }
  const ms = Math.round(performance.now() - started);
  client.outcomes.push({
    server: client.label,
    name: ask.name,
    route: `${ask.method ?? 'POST'} ${ask.path.replace(/\/[0-9a-f-]{36}/g, '/{id}')}${ask.sse ? ' (SSE)' : ''}`,
    status,
    code,
    ms,
    ok,
    peakRssMb: rssMb(client.server.child.pid).peak,
    startedAt,
    endedAt: epochMs(),
    bystanderWorstMs: 0,
  });
  return json;
}

/** Sends `asks`, `atOnce` at a time, in order. */
async function sendAll(client: Client, asks: Ask[], atOnce = AT_ONCE) {
  let next = 0;
  const lane = async () => {
    while (next < asks.length) await send(client, asks[next++] as Ask);
  };
  await Promise.all(Array.from({ length: atOnce }, lane));
}

/** `/api/health` every 25 ms from a thread of its own (the bench's own work does not delay it). */
function startBystander(base: string) {
  const worker = new Worker(
    `
    const { parentPort, workerData } = require('node:worker_threads');
    const http = require('node:http');
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const url = new URL('/api/health', workerData.base);
    const samples = [];
    let failed = 0;
    /** What each failed ask got: a status other than 200, or the connection's error code. */
    const reasons = [];
    let stopping = false;
    parentPort.on('message', () => { stopping = true; });
    const ask = () => new Promise((resolve) => {
      const started = performance.now();
      const req = http.get(url, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve([started, performance.now() - started, res.statusCode === 200, 'status ' + res.statusCode]));
      });
      req.on('error', (error) => resolve([started, performance.now() - started, false, error.code || error.message]));
    });
    (async () => {
      let next = performance.now();
      while (!stopping) {
        const [at, ms, ok, got] = await ask();
        samples.push([performance.timeOrigin + at, ms]);
        if (!ok) { failed++; reasons.push(got); }
        next += workerData.everyMs;
        const wait = next - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        else next = performance.now();
      }
      agent.destroy();
      parentPort.postMessage({ samples, failed, reasons });
    })();
    `,
    { eval: true, workerData: { base, everyMs: BYSTANDER_EVERY_MS } },
  );
  return {
    /** Stops it; its figures, and each of `outcomes` told the worst wait while it ran. */
    stop: async (outcomes: HostileOutcome[]): Promise<Bystander> => {
      const done = new Promise<{ samples: [at: number, ms: number][]; failed: number; reasons: string[] }>(
        (resolve) => worker.once('message', resolve),
      );
      worker.postMessage('stop');
      const { samples, failed, reasons } = await done;
      await worker.terminate();
      const during = (o: HostileOutcome, [at, ms]: [number, number]) =>
        at < o.endedAt && at + ms > o.startedAt;
      for (const outcome of outcomes)
        for (const sample of samples)
          if (during(outcome, sample))
            outcome.bystanderWorstMs = Math.max(outcome.bystanderWorstMs, Math.round(sample[1]));
      const worst = samples.reduce<[number, number]>((a, b) => (b[1] > a[1] ? b : a), [0, 0]);
      const sorted = samples.map(([, ms]) => ms).sort((a, b) => a - b);
      const at = (q: number) =>
        Math.round((sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0) * 10) / 10;
      return {
        asks: sorted.length,
        failed,
        failures: [...new Set(reasons)],
        worstMs: at(1),
        p99Ms: at(0.99),
        medianMs: at(0.5),
        worstDuring: outcomes
          .filter((o) => during(o, worst))
          .map((o) => `${o.name}${o.route.endsWith('(SSE)') ? ' (SSE)' : ''}`),
      };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The corpus

/** Briefs: the shapes that froze the server once (each repeated to 2,000 characters), then shapes of our own. */
const BRIEF_UNITS: [name: string, unit: string][] = [
  ['"desde el "', 'desde el '],
  ['"a partir de las "', 'a partir de las '],
  ['"until "', 'until '],
  ['"this week only "', 'this week only '],
  ['"#a."', '#a.'],
  ['"— "', '— '],
  ['"a—"', 'a—'],
  ['", ,"', ', ,'],
  ['"12:00 "', '12:00 '],
  ['weekdays and months (en)', 'Monday, January 12 this weekend next Friday March 3 '],
  ['weekdays and months (pt)', 'sábado, 12 de março neste fim de semana a próxima sexta '],
  ['weekdays and months (es)', 'el próximo viernes 3 de mayo este fin de semana desde el lunes '],
  ['"Rua "', 'Rua '],
  ['"at The Old Mill of the "', 'at The Old Mill of the '],
  ['"20% off until Friday, "', '20% off until Friday, '],
  ['"R$ 10 por "', 'R$ 10 por '],
  ['"from 9am to 5pm "', 'from 9am to 5pm '],
  ['"a partir das 10h às "', 'a partir das 10h às '],
  ['one 2,000-letter word', 'a'],
  ['"Ana Maria Da Silva De "', 'Ana Maria Da Silva De '],
  ['"1. Tip\\n"', '1. Tip\n'],
  ['"🎉✨ "', '🎉✨ '],
  ['"#tag "', '#tag '],
  ['"@a "', '@a '],
  ['"https://a.b/c?d=e "', 'https://a.b/c?d=e '],
  ['"!?"', '!?'],
  ['quotes and brackets', '"“\'‘(¿¡'],
  ['"a" + 1,998 spaces + "a"', ' '],
  ['"\\n\\n\\n."', '\n\n\n.'],
];

const brief = (unit: string) => (unit === ' ' ? `a${' '.repeat(MAX_BRIEF - 2)}a` : repeatTo(unit, MAX_BRIEF));

const NETWORKS_FOR: Record<FormatId, readonly NetworkId[]> = {
  single: NETWORK_IDS,
  thread: THREAD_NETWORKS,
  carousel: CAROUSEL_NETWORKS,
};

function generation(text: string, i: number, postType: string) {
  const format = FORMAT_IDS[i % FORMAT_IDS.length] as FormatId;
  return {
    networks: NETWORKS_FOR[format],
    format,
    postType,
    style: STYLE_IDS[i % STYLE_IDS.length],
    length: 'long',
    variants: 3,
    emojis: true,
    hashtags: true,
    language: LANGUAGES[i % LANGUAGES.length],
    text,
  };
}

/** Each brief as JSON (post types in turn) and streamed (an event), formats and languages in turn. */
function briefAsks(): Ask[] {
  return BRIEF_UNITS.flatMap(([name, unit], i) => [
    {
      name: `brief ${name}`,
      path: '/api/functions/generate-captions',
      body: generation(brief(unit), i, POST_TYPE_IDS[i % POST_TYPE_IDS.length] as string),
    },
    {
      name: `brief ${name}, event`,
      path: '/api/functions/generate-captions',
      sse: true,
      body: generation(brief(unit), i + 1, 'event'),
    },
  ]);
}

/** A brand's 30 words to avoid (at most 40 characters each). */
const WORDS_TO_AVOID = [
  'cheap',
  'desde el',
  'a partir de',
  'until',
  'this week only',
  '#a.',
  '—',
  'a—',
  '12:00',
  'Rua',
  'hurry',
  'limited',
  'deal',
  'free',
  'guaranteed',
  'amazing',
  'unbelievable',
  'best ever',
  'act now',
  'click here',
  'buy now',
  'last chance',
  'exclusive',
  'miracle',
  'revolutionary',
  'game-changer',
  'synergy',
  'disrupt',
  'world-class',
  'cutting-edge',
];

/** The brand's words, again and again, in 9,400 characters. */
const BRAND_TEXT = repeatTo(
  WORDS_TO_AVOID.map((word, i) => `${word}${i % 3 === 0 ? ', ' : i % 5 === 0 ? '. ' : ' '}`).join(''),
  9_400,
);

function reworkAsks(brandId: string): Ask[] {
  const rework = (name: string, body: Record<string, unknown>, sse = false): Ask => ({
    name: `rework ${name}`,
    path: '/api/functions/rework-caption',
    body,
    sse,
  });
  const branded = { text: BRAND_TEXT, brandId };
  const asks: Ask[] = [
    rework('shorter, brand words', { ...branded, network: 'instagram', action: 'shorter' }),
    rework('longer, brand words', { ...branded, network: 'facebook', action: 'longer' }, true),
    rework('fit, brand words', { ...branded, network: 'x', action: 'fit' }),
    rework(
      'restyle, brand words',
      { ...branded, network: 'linkedin', action: 'restyle', style: 'bold' },
      true,
    ),
    rework('translate, brand words', {
      ...branded,
      network: 'instagram',
      action: 'translate',
      language: 'es-ES',
    }),
    rework('adapt, brand words', { ...branded, network: 'facebook', action: 'adapt', targetNetwork: 'x' }),
    rework('thread, brand words', { ...branded, network: 'x', action: 'thread' }, true),
    rework('join, brand words (too long to join)', { ...branded, network: 'threads', action: 'join' }),
    rework('join, 480 characters of "a— "', {
      text: repeatTo('a— ', 480),
      network: 'threads',
      action: 'join',
    }),
  ];
  const texts: [string, string][] = [
    ['"a—"', 'a—'],
    ['"#a."', '#a.'],
    ['"— "', '— '],
    ['"desde el "', 'desde el '],
    ['", ,"', ', ,'],
    ['"12:00 "', '12:00 '],
  ];
  const actions: Record<string, string>[] = [
    { network: 'x', action: 'shorter' },
    { network: 'mastodon', action: 'thread' },
    { network: 'instagram', action: 'fit' },
    { network: 'facebook', action: 'adapt', targetNetwork: 'bluesky' },
    { network: 'linkedin', action: 'longer' },
    { network: 'tiktok', action: 'restyle', style: 'funny' },
  ];
  texts.forEach(([name, unit], i) => {
    for (const k of [0, 1]) {
      const action = actions[(i + k * 3) % actions.length] as Record<string, string>;
      asks.push(
        rework(
          `${action.action}, 10,000 characters of ${name}`,
          { text: repeatTo(unit, MAX_REWORK), ...action },
          k === 1,
        ),
      );
    }
  });
  return asks;
}

const isoDate = (daysFromNow: number) =>
  new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);

const csvCell = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** 100 rows over 14 days, every network in turn, every brief shape in turn. */
function importCsv(): string {
  const rows = Array.from({ length: 100 }, (_, i) => {
    const [, unit] = BRIEF_UNITS[i % BRIEF_UNITS.length] as [string, string];
    return [isoDate(1 + (i % 14)), NETWORK_IDS[i % NETWORK_IDS.length], csvCell(brief(unit))].join(',');
  });
  return ['date,network,brief', ...rows].join('\r\n');
}

async function campaigns(client: Client, refill: () => Promise<void>) {
  const plan = (text: string) => ({
    text,
    startDate: isoDate(1),
    days: 14,
    postsPerDay: 3,
    // Facebook and YouTube take a post of 5,000 characters: the edits below are kept, not refused.
    networks: ['facebook', 'youtube', 'x'],
    style: 'bold',
    length: 'long',
    emojis: true,
    hashtags: true,
  });
  await refill();
  const campaign = (await send(client, {
    name: 'campaign plan, 14 days × 3 a day, "desde el "',
    path: '/api/campaigns',
    body: plan(brief('desde el ')),
  })) as { id?: string; posts?: { id: string; network: string }[] } | null;
  await refill();
  await send(client, {
    name: 'campaign plan, 14 days × 3 a day, weekdays and months (es)',
    path: '/api/campaigns',
    sse: true,
    body: {
      ...plan(brief('el próximo viernes 3 de mayo este fin de semana desde el lunes ')),
      language: 'es-ES',
    },
  });
  await refill();
  await send(client, {
    name: 'campaign import, 100 rows of hostile briefs',
    path: '/api/campaigns/import',
    body: { csv: importCsv(), style: 'casual', emojis: true, hashtags: true },
  });
  await refill();
  await send(client, {
    name: 'campaign import, 100 rows of hostile briefs',
    path: '/api/campaigns/import',
    sse: true,
    body: { csv: importCsv(), language: 'pt-BR' },
  });
  // Posts edited by hand, at the most a post may hold (YouTube's 5,000).
  const posts = (campaign?.posts ?? []).filter((post) => post.network !== 'x');
  const units = ['a—', '#a.', '— ', 'desde el ', ', ,', '12:00 '];
  await sendAll(
    client,
    units.flatMap((unit, i) => {
      const post = posts[i];
      if (!campaign?.id || !post) return [];
      return [
        {
          name: `campaign post edited to 5,000 characters of "${unit}"`,
          method: 'PATCH' as const,
          path: `/api/campaigns/${campaign.id}/posts/${post.id}`,
          body: { text: repeatTo(unit, MAX_POST) },
        },
      ];
    }),
  );
  if (campaign?.id)
    for (const format of ['csv', 'ics'])
      await send(client, {
        name: `campaign export (${format}) with the edited posts`,
        method: 'GET',
        path: `/api/campaigns/${campaign.id}/export?format=${format}`,
      });
}

function linkAsks(pageUrl: (path: string) => string): Ask[] {
  const pages = Object.keys(hostilePages());
  const asks: Ask[] = pages.map((path) => ({
    name: `link read ${path}`,
    path: '/api/links/read',
    body: { url: pageUrl(path) },
  }));
  ['/huge-flat', '/at-every-limit', '/bidi.txt', '/attributes'].forEach((path, i) => {
    asks.push({
      name: `generation from link ${path}`,
      path: '/api/functions/generate-captions',
      sse: i % 2 === 1,
      body: { ...generation(brief('desde el '), i, 'product-promotion'), link: pageUrl(path) },
    });
  });
  asks.push({
    name: 'campaign plan from link /huge-flat',
    path: '/api/campaigns',
    body: { link: pageUrl('/huge-flat'), startDate: isoDate(1), days: 3, postsPerDay: 1, networks: ['x'] },
  });
  return asks;
}

/** Model answers: what the loopback model says, and the request that makes the server ask it. */
function modelCases(): { name: string; answer: ModelAnswer; body: Record<string, unknown>; path?: string }[] {
  const captions = (list: { network: string; variant: number; [key: string]: unknown }[]) =>
    JSON.stringify({ captions: list });
  const text = (answer: string): ModelAnswer => ({ kind: 'text', content: answer, pieceSize: 16 });
  const request = (networks: string[], extra: Record<string, unknown> = {}) => ({
    networks,
    postType: 'announcement',
    style: 'friendly',
    length: 'long',
    variants: 1,
    emojis: true,
    hashtags: true,
    text: brief('a—'),
    ...extra,
  });
  const two = (unit: string) =>
    text(
      captions(
        ['facebook', 'x'].map((network) => ({ network, variant: 1, text: repeatTo(unit, MAX_MODEL_TEXT) })),
      ),
    );
  return [
    { name: '10,000 characters of "a—" a caption', answer: two('a—'), body: request(['facebook', 'x']) },
    { name: '10,000 characters of "#a." a caption', answer: two('#a.'), body: request(['facebook', 'x']) },
    { name: '10,000 characters of "— " a caption', answer: two('— '), body: request(['facebook', 'x']) },
    {
      name: '100 KB of plain text',
      answer: text(repeatTo('Our new bakery opens on Monday with sourdough and coffee. ', 100_000)),
      body: request(['instagram']),
    },
    {
      name: '9 captions of 11,000 characters',
      answer: text(
        captions(
          ['instagram', 'linkedin', 'facebook'].flatMap((network) =>
            [1, 2, 3].map((variant) => ({ network, variant, text: repeatTo('desde el a— #a. ', 11_000) })),
          ),
        ),
      ),
      body: request(['instagram', 'linkedin', 'facebook'], { variants: 3 }),
    },
    {
      name: 'a thread of 3 posts of 10,000 characters',
      answer: text(
        captions([{ network: 'x', variant: 1, posts: [1, 2, 3].map(() => repeatTo('a— ', MAX_MODEL_TEXT)) }]),
      ),
      body: request(['x'], { format: 'thread' }),
    },
    {
      name: 'a carousel of 2 slides of 5,000 + 10,000 characters',
      answer: text(
        captions([
          {
            network: 'instagram',
            variant: 1,
            text: repeatTo('#a.', 2_000),
            slides: [1, 2].map(() => ({
              title: repeatTo('— ', 5_000),
              body: repeatTo('a—', MAX_MODEL_TEXT),
            })),
          },
        ]),
      ),
      body: request(['instagram'], { format: 'carousel' }),
    },
    {
      name: 'a rework answered with 10,000 characters of "#a."',
      path: '/api/functions/rework-caption',
      answer: text(captions([{ network: 'facebook', variant: 1, text: repeatTo('#a.', MAX_MODEL_TEXT) }])),
      body: { text: repeatTo('a—', MAX_REWORK), network: 'facebook', action: 'shorter' },
    },
    {
      name: 'a never-ending answer of "a—"',
      answer: {
        kind: 'endless',
        prefix: '{"captions":[{"network":"x","variant":1,"text":"',
        piece: repeatTo('a—', 16),
      },
      body: request(['x']),
    },
  ];
}

async function modelAnswers(client: Client, model: HostileModel) {
  for (const item of modelCases()) {
    for (const sse of [false, true]) {
      model.answer = item.answer;
      await send(client, {
        name: `model answer: ${item.name}`,
        path: item.path ?? '/api/functions/generate-captions',
        body: item.body,
        sse,
      });
    }
  }
}

// ---------------------------------------------------------------------------------------------

async function signedIn(server: BenchServer, tag: string) {
  const { users, admin } = await premiumUsers(server.url, 1, tag);
  const user = users[0];
  if (!user) throw new Error('no user');
  return { user, refill: () => resetUsage(server.url, admin, [user]) };
}

async function baselineOf(server: BenchServer) {
  const bystander = startBystander(server.url);
  await new Promise((resolve) => setTimeout(resolve, BASELINE_MS));
  return bystander.stop([]);
}

async function settledIdle(server: BenchServer) {
  await new Promise((resolve) => setTimeout(resolve, IDLE_SETTLE_MS));
  return rssMb(server.child.pid).now;
}

export async function benchHostile(options: { databaseUrl?: string } = {}): Promise<HostileBench> {
  const started = performance.now();
  const outcomes: HostileOutcome[] = [];
  const db: Record<string, string> = options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {};
  const pages = await startPageServer(hostilePages());
  const model = await startHostileModel();
  try {
    // 1. The server as `npm start` runs it: briefs, reworks, campaigns, links.
    const basicTag = `hb${Date.now().toString(36)}`;
    const basicServer = await startServer({
      ...db,
      ADMIN_EMAILS: `admin-${basicTag}@bench.local`,
      RATE_LIMIT_SCALE: '1000',
      LINK_FETCH_ALLOW: `127.0.0.1:${pages.port}`,
    });
    let basic: ServerFigures;
    try {
      const idleRssMb = await settledIdle(basicServer);
      const { user, refill } = await signedIn(basicServer, basicTag);
      const client: Client = { server: basicServer, label: 'basic', cookie: user.cookie, outcomes };
      const brandRes = await fetch(`${basicServer.url}/api/brands`, {
        method: 'POST',
        headers: { cookie: user.cookie, origin: basicServer.url, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Hostile brand',
          wordsToAvoid: WORDS_TO_AVOID,
          description: brief('— ').slice(0, 500),
        }),
      });
      if (!brandRes.ok) throw new Error(`brand: ${brandRes.status} ${await brandRes.text()}`);
      const brand = (await brandRes.json()) as { id: string };
      const baseline = await baselineOf(basicServer);
      const bystander = startBystander(basicServer.url);
      try {
        await refill();
        await sendAll(client, briefAsks());
        await refill();
        await sendAll(client, reworkAsks(brand.id));
        await campaigns(client, refill);
        await refill();
        await sendAll(client, linkAsks(pages.url));
      } finally {
        basic = {
          idleRssMb,
          peakRssMb: 0,
          baseline,
          bystander: await bystander.stop(client.outcomes.filter((o) => o.server === 'basic')),
        };
      }
      basic.peakRssMb = rssMb(basicServer.child.pid).peak;
    } finally {
      await basicServer.stop();
    }

    // 2. In front of the loopback model: its answers, one request at a time.
    const modelTag = `hm${Date.now().toString(36)}`;
    const modelServer = await startServer({
      ...db,
      ADMIN_EMAILS: `admin-${modelTag}@bench.local`,
      RATE_LIMIT_SCALE: '1000',
      AI_BASE_URL: model.url,
      AI_MODEL: 'fake-model',
    });
    let withModel: ServerFigures;
    try {
      const idleRssMb = await settledIdle(modelServer);
      const { user, refill } = await signedIn(modelServer, modelTag);
      const client: Client = { server: modelServer, label: 'model', cookie: user.cookie, outcomes };
      const baseline = await baselineOf(modelServer);
      const bystander = startBystander(modelServer.url);
      try {
        await refill();
        await modelAnswers(client, model);
      } finally {
        withModel = {
          idleRssMb,
          peakRssMb: 0,
          baseline,
          bystander: await bystander.stop(client.outcomes.filter((o) => o.server === 'model')),
        };
      }
      withModel.peakRssMb = rssMb(modelServer.child.pid).peak;
    } finally {
      await modelServer.stop();
    }
    return {
      database: options.databaseUrl ? 'postgres' : 'pglite',
      seconds: Math.round((performance.now() - started) / 1000),
      basic,
      model: withModel,
      requests: outcomes,
      endless: model.endless,
    };
  } finally {
    await model.close();
    await pages.close();
  }
}

/** The table's rows: figures against HOSTILE_GOALS (memory goals on PostgreSQL, as the api part's). */
export function hostileRows(run: HostileBench): { metric: string; value: string; goal: string }[] {
  const db = run.database;
  const g = HOSTILE_GOALS;
  const mark = (met: boolean) => (met ? '✓' : '✗');
  const requests = run.requests;
  const slowest = [...requests].sort((a, b) => b.ms - a.ms);
  const worst = slowest[0];
  const wrong = requests.filter((r) => !r.ok);
  const statuses = new Map<string, number>();
  for (const r of requests) {
    const key = r.status === 0 ? 'none' : String(r.status);
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
  }
  const rows: { metric: string; value: string; goal: string }[] = [];
  for (const [label, figures] of [
    ['basic', run.basic],
    ['model', run.model],
  ] as const) {
    const b = figures.bystander;
    rows.push({
      metric: `[${db}] hostile (${label} server): bystander /api/health every 25 ms, worst · p99 (${b.asks} asks, ${b.failed} failed${b.failed > 0 ? `: ${b.failures.join(', ')}` : ''})`,
      value: `${b.worstMs} ms · ${b.p99Ms} ms`,
      goal: `≤ ${g.bystanderWorstMs} ms · ≤ ${g.bystanderP99Ms} ms ${mark(b.worstMs <= g.bystanderWorstMs && b.p99Ms <= g.bystanderP99Ms && b.failed === 0)}`,
    });
    rows.push({
      metric: `  the same for ${BASELINE_MS / 1000} s before the corpus (the machine's own noise)`,
      value: `${figures.baseline.worstMs} ms · ${figures.baseline.p99Ms} ms`,
      goal: '',
    });
    // Where the bystander waited longest: the hostile requests in flight meanwhile (two at a time
    // on the basic server, so one of the two is the cause).
    const stalls = requests
      .filter((r) => r.server === label)
      .sort((x, y) => y.bystanderWorstMs - x.bystanderWorstMs)
      .slice(0, 3);
    rows.push({
      metric: '  its longest waits, during',
      value: stalls
        .map((r) => `${r.bystanderWorstMs} ms: ${r.name}${r.route.endsWith('(SSE)') ? ' (SSE)' : ''}`)
        .join(' · '),
      goal: '',
    });
  }
  rows.push({
    metric: `[${db}] hostile: ${requests.length} requests (${run.seconds} s), the slowest`,
    value: worst
      ? `${worst.ms} ms: ${worst.name} (${worst.route} → ${worst.status || '—'} ${worst.code})`
      : '—',
    goal: `≤ ${g.requestMs / 1000} s ${mark((worst?.ms ?? 0) <= g.requestMs)}`,
  });
  for (const r of slowest.slice(1, 4))
    rows.push({
      metric: '  next slowest',
      value: `${r.ms} ms: ${r.name} (${r.route} → ${r.status} ${r.code})`,
      goal: '',
    });
  rows.push({
    metric: `[${db}] hostile: statuses`,
    value: [...statuses].map(([status, n]) => `${status} ×${n}`).join(' · '),
    goal: '',
  });
  rows.push({
    metric: `[${db}] hostile: wrong statuses (5xx but 503 or an unusable model answer's 502, a hang, a cut stream)`,
    value:
      wrong.length === 0
        ? '0'
        : `${wrong.length}: ${wrong
            .slice(0, 4)
            .map((r) => `${r.name} (${r.route} → ${r.status || '—'} ${r.code})`)
            .join('; ')}${wrong.length > 4 ? '; …' : ''}`,
    goal: `0 ${mark(wrong.length === 0)}`,
  });
  // The server hangs up on the model when it stops reading it: by a bound of its own, or because
  // the bench's client gave up on the request (at CLIENT_TIMEOUT_MS) and the server followed.
  for (const e of run.endless)
    rows.push({
      metric: `[${db}] hostile: never-ending model answer (${e.stream ? 'streamed' : 'whole'}), read until`,
      value: `${
        !e.hungUp
          ? 'never stopped by the server'
          : e.ms >= CLIENT_TIMEOUT_MS - 500
            ? 'the client gave up'
            : 'the server stopped it'
      }: ${(e.ms / 1000).toFixed(1)} s, ${(e.bytes / 2 ** 20).toFixed(1)} MiB sent${e.stalled ? ' (the most the model sends; then it stalled)' : ''}`,
      goal: '',
    });
  const check = (met: boolean, goal: string) => (db === 'postgres' ? `${goal} ${mark(met)}` : '');
  const idle = Math.max(run.basic.idleRssMb, run.model.idleRssMb);
  const peak = Math.max(run.basic.peakRssMb, run.model.peakRssMb);
  rows.push({
    metric: `[${db}] hostile: server RSS at idle (basic · model server)`,
    value: `${run.basic.idleRssMb} · ${run.model.idleRssMb} MB`,
    goal: check(idle <= g.idleRssMb, `≤ ${g.idleRssMb} MB`),
  });
  rows.push({
    metric: `[${db}] hostile: server peak RSS (basic · model server)`,
    value: `${run.basic.peakRssMb} · ${run.model.peakRssMb} MB`,
    goal: check(peak <= g.peakRssMb, `≤ ${g.peakRssMb} MB`),
  });
  return rows;
}
