import { isIP, SocketAddress } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's address in an X-Forwarded-For value behind `hops` trusted proxies. Each proxy
 * appends the address it received the request from, so the entry the outermost trusted proxy
 * wrote is the `hops`-th from the right; everything left of it is whatever the client sent
 * (spoofable, and rotating it would escape every per-IP limit). With fewer entries than hops
 * (a proxy that did not append), the leftmost is the furthest one known, as Express does.
 */
export function forwardedClient(header: string | undefined, hops: number): string | undefined {
  if (hops < 1 || !header) return undefined;
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return undefined;
  return entries[Math.max(entries.length - hops, 0)];
}

/** The socket's address, or undefined for a request built in-process (tests), which has none. */
export function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * The caller's address: the socket's, or behind `trustProxy` trusted proxies (TRUST_PROXY) the
 * one the outermost of them saw.
 */
export function clientIp(c: Context, trustProxy: number): string {
  return forwardedClient(c.req.header('x-forwarded-for'), trustProxy) ?? socketAddress(c) ?? 'unknown';
}

/**
 * The network an address counts as for every per-IP rate limit: one client, however many
 * addresses it holds. An IPv4 address is itself; an IPv4-mapped IPv6 address
 * (`::ffff:203.0.113.7`, what a dual-stack socket reports for IPv4) is that IPv4 address; any
 * other IPv6 address is its /64 (`2001:db8:1:2::/64`), since a /64 is what one subscriber or
 * host is given and rotating inside it would otherwise escape every limit. Anything else (no
 * address at all) is kept as it is.
 *
 * Node canonicalises the spelling (case, leading zeros, `::`, embedded IPv4, a zone id) through
 * SocketAddress (inet_pton then inet_ntop) but has no call that gives an address's prefix, so the
 * canonical text is expanded to its eight groups here: RFC 5952 text has at most one `::` and,
 * apart from the `::ffff:a.b.c.d` handled first, dotted IPv4 only after `::` with nothing before
 * it, where the first four groups are zero whatever the tail counts as.
 */
export function rateLimitNetwork(address: string): string {
  const family = isIP(address);
  if (family !== 6) return address;
  let canonical: string;
  try {
    canonical = new SocketAddress({ address, family: 'ipv6' }).address;
  } catch {
    return address;
  }
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(canonical);
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail] = canonical.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  const prefix = new SocketAddress({ address: `${groups.slice(0, 4).join(':')}::`, family: 'ipv6' }).address;
  return `${prefix}/64`;
}

/** The key part of every per-IP rate limit: the caller's network (see rateLimitNetwork). */
export function clientNetwork(c: Context, trustProxy: number): string {
  return rateLimitNetwork(clientIp(c, trustProxy));
}
