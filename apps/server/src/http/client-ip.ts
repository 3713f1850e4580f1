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
