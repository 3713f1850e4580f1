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

/** Headers a proxy adds when it relays someone else's request. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * Development tools (the outbox with its reset links, the sandbox payment pages) answer only
 * this machine, judged by the socket, never by a header: anyone else gets the ordinary
 * not-found answer. A loopback socket that carries forwarding headers is a proxy or tunnel on
 * this machine relaying someone else, so it is refused too (a header can only take access away).
 * A request built in-process (tests, never the network) has no socket and is this machine.
 */
export const localOnly: MiddlewareHandler = async (c, next) => {
  if (!fromThisMachine(c)) return c.notFound();
  await next();
};

/** The request comes from this machine, by the rules above (localOnly's, also /metrics' without a token). */
export function fromThisMachine(c: Context): boolean {
  const address = peerAddress(c);
  if (address === undefined) return true;
  const relayed = FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined);
  return isLoopback(address) && !relayed;
}
