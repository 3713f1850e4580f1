import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResolvedAddress, Resolver } from '../src/links/addresses';
import { isPublicAddress } from '../src/links/addresses';
import {
  DEFAULT_POLICY,
  type FetchPolicy,
  fetchUserUrl,
  LinkError,
  parseAllowList,
} from '../src/links/fetch-user-url';
import { logAllowList } from '../src/links/link-reader';
import type { Logger } from '../src/logger';
import { type PageServer, startPageServer } from './link-pages';

/**
 * The guarded fetcher (decision 0031). Only 127.0.0.1 is ever connected to: pages come from a
 * loopback server the policy allows by host and port, every other address is refused before any
 * connection, and names are resolved by resolvers the tests give (never a real DNS).
 */

let pages: PageServer;
/** A loopback server the policy does not allow: what a refused redirect would have reached. */
let internal: http.Server;
let internalHits = 0;
let internalPort = 0;

beforeAll(async () => {
  internal = http.createServer((_req, res) => {
    internalHits++;
    res.end('INTERNAL');
  });
  await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
  internalPort = (internal.address() as AddressInfo).port;
  pages = await startPageServer({ redirectTo: `http://127.0.0.1:${internalPort}/admin` });
});
afterAll(async () => {
  await pages.close();
  internal.closeAllConnections();
  await new Promise((resolve) => internal.close(resolve));
});

/** A resolver that must not be asked (the URL is refused, or holds an address, before any lookup). */
const neverAsked: Resolver = async (hostname) => {
  throw new Error(`resolver asked for ${hostname}`);
};

function policy(overrides: Partial<FetchPolicy> = {}): FetchPolicy {
  return {
    ...DEFAULT_POLICY,
    resolve: neverAsked,
    allow: new Set([`127.0.0.1:${pages.port}`]),
    ...overrides,
  };
}

async function refusal(url: string, p: FetchPolicy = policy()): Promise<LinkError> {
  const error = await fetchUserUrl(url, p).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, url).toBeInstanceOf(LinkError);
  return error as LinkError;
}

describe('addresses', () => {
  it('only public unicast addresses are public', () => {
    for (const address of ['93.184.215.14', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8'])
      expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '::1',
      '::7f00:1',
      'fd00::1',
      '169.254.169.254',
      'not an ip',
      '',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it('the allow-list is host:port entries; anything else is a configuration error', () => {
    expect([...parseAllowList(' 127.0.0.1:8080 , Intranet.Local:80,[::1]:8443 ')]).toEqual([
      '127.0.0.1:8080',
      'intranet.local:80',
      '[::1]:8443',
    ]);
    expect(parseAllowList(undefined).size).toBe(0);
    for (const bad of ['127.0.0.1', 'host:0', 'host:70000', 'http://host:80', 'a b:80'])
      expect(() => parseAllowList(bad), bad).toThrow(/LINK_FETCH_ALLOW/);
  });

  it('an allow-list is logged at start-up, as a warning in production', () => {
    const lines: { level: string; entries: string[] }[] = [];
    const logger = {
      warn: (fields: { entries: string[] }) => lines.push({ level: 'warn', entries: fields.entries }),
      info: (fields: { entries: string[] }) => lines.push({ level: 'info', entries: fields.entries }),
    } as unknown as Logger;
    logAllowList(parseAllowList('10.0.0.5:8080'), logger, true);
    logAllowList(parseAllowList('10.0.0.5:8080'), logger, false);
    logAllowList(parseAllowList(''), logger, true);
    expect(lines).toEqual([
      { level: 'warn', entries: ['10.0.0.5:8080'] },
      { level: 'info', entries: ['10.0.0.5:8080'] },
    ]);
  });

  it('the defaults are the stated limits', () => {
    expect(DEFAULT_POLICY).toMatchObject({
      maxRedirects: 3,
      connectTimeoutMs: 5_000,
      totalTimeoutMs: 10_000,
      maxBytes: 2 * 1024 * 1024,
    });
  });
});

describe('what is refused before connecting', () => {
  it('every private, local or special address, however it is spelled', async () => {
    const urls = [
      'http://127.0.0.1/',
      'http://127.255.255.254/',
      'http://10.0.0.1/',
      'http://172.16.5.4/',
      'http://172.31.255.255/',
      'http://192.168.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://100.64.0.1/',
      'http://224.0.0.1/',
      'http://239.255.255.250/',
      'http://0.0.0.0/',
      'http://255.255.255.255/',
      'http://192.0.2.1/',
      'http://198.18.0.1/',
      'http://[::1]/',
      'http://[::]/',
      'http://[fe80::1]/',
      'http://[fc00::1]/',
      'http://[fd00:ec2::254]/',
      'http://[ff02::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[::ffff:7f00:1]/',
      'http://[::ffff:169.254.169.254]/',
      'http://[::ffff:10.0.0.1]/',
      'http://[::127.0.0.1]/',
      'http://[::a9fe:a9fe]/',
      'http://[64:ff9b::a9fe:a9fe]/',
      'http://[2002:7f00:1::]/',
      'http://[2001::1]/',
      // Spellings the URL parser turns into 127.0.0.1, 169.254.169.254 or 0.0.0.0.
      'http://2130706433/',
      'http://0x7f.1/',
      'http://0x7f000001/',
      'http://127.1/',
      'http://0177.0.0.1/',
      'http://017700000001/',
      'http://0/',
      'http://0251.0376.0251.0376/',
      'http://2852039166/',
      'http://①②⑦.0.0.1/',
      'https://127.0.0.1/',
    ];
    for (const url of urls) {
      const error = await refusal(url);
      expect(error.code, url).toBe('link_blocked');
      expect(error.bytesRead, url).toBe(0);
    }
  });

  it('a name that resolves to a private address, or to one among public ones', async () => {
    const asked: string[] = [];
    const resolver =
      (answer: ResolvedAddress[]): Resolver =>
      async (hostname) => {
        asked.push(hostname);
        return answer;
      };
    expect(
      (
        await refusal(
          'http://news.example.com/a',
          policy({ resolve: resolver([{ address: '127.0.0.1', family: 4 }]) }),
        )
      ).code,
    ).toBe('link_blocked');
    expect(
      (await refusal('http://localhost/', policy({ resolve: resolver([{ address: '::1', family: 6 }]) })))
        .code,
    ).toBe('link_blocked');
    const mixed = resolver([
      { address: '93.184.215.14', family: 4 },
      { address: '10.0.0.7', family: 4 },
    ]);
    expect((await refusal('http://shop.example.com/', policy({ resolve: mixed }))).code).toBe('link_blocked');
    const metadata = resolver([{ address: '::ffff:169.254.169.254', family: 6 }]);
    expect((await refusal('http://metadata.example.com/', policy({ resolve: metadata }))).code).toBe(
      'link_blocked',
    );
    expect(asked).toEqual(['news.example.com', 'localhost', 'shop.example.com', 'metadata.example.com']);
  });

  it('schemes other than http(s), credentials, other ports; a name that does not resolve', async () => {
    for (const url of [
      'ftp://example.com/file',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'data:text/html,<p>hi</p>',
      'gopher://example.com/',
      'ws://example.com/',
      'http://user:secret@example.com/',
      'http://user@example.com/',
      'http://example.com:8080/',
      'https://example.com:22/',
      `http://127.0.0.1:${internalPort}/`,
    ])
      expect((await refusal(url)).code, url).toBe('link_blocked');
    const nxdomain: Resolver = async () => {
      throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    expect((await refusal('http://no-such-host.example/', policy({ resolve: nxdomain }))).code).toBe(
      'link_unreadable',
    );
    expect((await refusal('not a url at all')).code).toBe('link_unreadable');
    expect(internalHits).toBe(0);
  });
});

describe('fetching', () => {
  it('connects to the address it checked: the name is looked up once, never again', async () => {
    let lookups = 0;
    const rebinding: Resolver = async () => {
      lookups++;
      // A second lookup (the connection's own) would get an address nobody listens on.
      return lookups === 1 ? [{ address: '127.0.0.1', family: 4 }] : [{ address: '127.0.0.2', family: 4 }];
    };
    const page = await fetchUserUrl(
      `http://reader.test:${pages.port}/article/en-US`,
      policy({ resolve: rebinding, allow: new Set([`reader.test:${pages.port}`]) }),
    );
    expect(page.body.toString()).toContain('Sourdough, slowly');
    expect(lookups).toBe(1);
  });

  it('follows up to 3 redirects, each checked; more, or one to a refused address, is refused', async () => {
    const page = await fetchUserUrl(`${pages.origin}/redirect/1`, policy());
    expect(page.url).toBe(`${pages.origin}/article/en-US`);
    expect((await refusal(`${pages.origin}/redirect/loop`)).code).toBe('link_unreadable');
    expect(pages.hits.get('/redirect/loop')).toBe(4);
    // An allowed page that sends the reader to a loopback port nobody allowed.
    expect((await refusal(`${pages.origin}/to-elsewhere`)).code).toBe('link_blocked');
    expect(internalHits).toBe(0);
    const toMetadata = await startPageServer({ redirectTo: 'http://169.254.169.254/latest/meta-data/' });
    try {
      const error = await refusal(
        `${toMetadata.origin}/to-elsewhere`,
        policy({ allow: new Set([`127.0.0.1:${toMetadata.port}`]) }),
      );
      expect(error.code).toBe('link_blocked');
    } finally {
      await toMetadata.close();
    }
  });

  it('stops reading at 2 MB while streaming: a 50 MB body, a declared one, gzip and brotli bombs', async () => {
    const huge = await refusal(`${pages.origin}/huge`);
    expect(huge.code).toBe('link_too_large');
    // Stopped early: what was read is near the cap, far from the 50 MB on offer.
    expect(huge.bytesRead).toBeGreaterThan(DEFAULT_POLICY.maxBytes);
    expect(huge.bytesRead).toBeLessThan(DEFAULT_POLICY.maxBytes + 1024 * 1024);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pages.sent.get('/huge') ?? 0).toBeLessThan(12 * 1024 * 1024);
    const declared = await refusal(`${pages.origin}/declared-huge`);
    expect(declared.code).toBe('link_too_large');
    for (const path of ['/gzip-bomb', '/br-bomb']) {
      const bomb = await refusal(`${pages.origin}${path}`);
      expect(bomb.code, path).toBe('link_too_large');
      // The compressed bytes read are a small part of the bomb's 50 MB inflated.
      expect(bomb.bytesRead, path).toBeLessThan(200 * 1024);
    }
  });

  it('gives up on a page that drips or never answers (the total time), and says so', async () => {
    const quick = policy({ totalTimeoutMs: 1_500 });
    const started = Date.now();
    expect((await refusal(`${pages.origin}/slow`, quick)).code).toBe('link_timeout');
    expect((await refusal(`${pages.origin}/silent`, quick)).code).toBe('link_timeout');
    expect(Date.now() - started).toBeLessThan(6_000);
  });

  it('gives up on a connection that never completes (here a TLS handshake nobody answers) after the connect time', async () => {
    const sockets = new Set<net.Socket>();
    // Accepts the connection and never says a word: no TLS handshake.
    const silent = net.createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentPort = (silent.address() as AddressInfo).port;
    try {
      const started = Date.now();
      const error = await refusal(
        `https://127.0.0.1:${silentPort}/`,
        policy({
          allow: new Set([`127.0.0.1:${silentPort}`]),
          connectTimeoutMs: 300,
          totalTimeoutMs: 10_000,
        }),
      );
      expect(error).toMatchObject({ code: 'link_timeout', reason: 'no connection' });
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('reads HTML and text only; an error page is refused without its content', async () => {
    for (const path of ['/image.png', '/data.json', '/nowhere']) {
      const error = await refusal(`${pages.origin}${path}`);
      expect(error.code, path).toBe('link_unreadable');
      expect(error.message, path).not.toMatch(/INTERNAL|secret/);
    }
    const gz = await fetchUserUrl(`${pages.origin}/gzipped`, policy());
    expect(gz.body.toString()).toContain('Sourdough');
    const text = await fetchUserUrl(`${pages.origin}/plain`, policy());
    expect(text).toMatchObject({ mediaType: 'text/plain', charset: 'utf-8' });
  });
});
