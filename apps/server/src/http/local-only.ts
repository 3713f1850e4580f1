import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';

/** 127.0.0.0/8, ::1 and IPv4-mapped 127.x: the machine itself. */
export function isLoopback(address: string): boolean {
  const v4 = address.toLowerCase().replace(/^::ffff:/, '');
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * The socket's remote address; '' for a socket that has none (closed), which is no one's
 * machine; undefined only for a request built in-process, which has no connection at all.
 */
function peerAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address ?? '';
  } catch {
    return undefined;
  }
}

/**
 * Headers that proxies, CDNs, load balancers and tunnels add to a request they relay (none is
 * sent by a browser): X-Forwarded-*, Forwarded, Via, X-Real-IP and the client-address headers of
 * Cloudflare, Akamai, Fastly, AWS, Azure, Fly, Netlify, Vercel, Envoy and the like.
 */
const RELAY_HEADERS = new Set([
  'forwarded',
  'forwarded-for',
  'via',
  'x-forwarded',
  'x-real-ip',
  'x-client-ip',
  'client-ip',
  'true-client-ip',
  'x-cluster-client-ip',
  'x-proxyuser-ip',
  'x-appengine-user-ip',
  'x-nf-client-connection-ip',
]);
const RELAY_PREFIXES = [
  'x-forwarded-',
  'x-original-',
  'cf-',
  'fastly-',
  'akamai-',
  'x-akamai-',
  'x-amzn-',
  'x-azure-',
  'x-arr-',
  'x-envoy-',
  'x-vercel-',
  'fly-',
];

/** Whether any header says a proxy, CDN or tunnel relayed this request. */
export function relayed(c: Context): boolean {
  for (const name of Object.keys(c.req.header())) {
    const lower = name.toLowerCase();
    if (RELAY_HEADERS.has(lower) || RELAY_PREFIXES.some((prefix) => lower.startsWith(prefix))) return true;
  }
  return false;
}

/**
 * Development tools (the outbox with its reset links, the sandbox payment pages) answer only
 * this machine, judged by the socket, never by a header: anyone else gets the ordinary
 * not-found answer. A loopback socket that carries any relay header is a proxy or tunnel on this
 * machine relaying someone else, so it is refused too (a header can only take access away).
 * A request built in-process (tests, never the network) has no socket and is this machine.
 *
 * A proxy on this machine that adds no header at all (nginx's plain proxy_pass) cannot be told
 * from a browser here: that is why the outbox and /metrics without a token are also behind
 * DEV_TOOLS, which the operator turns on (devToolsOnly; decision 0048).
 */
export const localOnly: MiddlewareHandler = async (c, next) => {
  if (!fromThisMachine(c)) return c.notFound();
  await next();
};

/** The request comes from this machine, by the rules above (localOnly's, also devToolsOnly's). */
export function fromThisMachine(c: Context): boolean {
  const address = peerAddress(c);
  if (address === undefined) return true;
  return isLoopback(address) && !relayed(c);
}

/**
 * DEV_TOOLS=on (never in production, env.ts) and a request from this machine (fromThisMachine):
 * the outbox's mailbox and /metrics without a token. Off, they are not there for anyone.
 */
export function devToolsOpen(c: Context, devTools: boolean): boolean {
  return devTools && fromThisMachine(c);
}
