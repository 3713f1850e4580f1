import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** One address a host name resolved to. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address it has (injected in tests: no test asks a real DNS). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** The system resolver (what `http.get` would use), every address, in its own order. */
export const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

/**
 * Whether `address` is a public unicast address, the only kind a user's link may reach.
 * ipaddr.js names every special range (loopback, private, link-local with the cloud metadata
 * address 169.254.169.254, carrier-grade NAT, multicast, broadcast, unspecified, reserved and
 * documentation ranges, IPv6 unique-local and link-local, NAT64, 6to4, Teredo…); `process` first
 * turns an IPv4-mapped or IPv4-compatible IPv6 address into the IPv4 address it carries. Anything
 * but plain `unicast` is refused, so a range added to the list later is refused too. An IPv6
 * address must also be in 2000::/3, the only global unicast space: ipaddr.js calls the old
 * IPv4-compatible form (`[::127.0.0.1]`, which the URL parser writes `[::7f00:1]`) unicast.
 */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  if (!isIP(bare)) return false;
  try {
    const parsed = ipaddr.process(bare);
    if (parsed.range() !== 'unicast') return false;
    return parsed.kind() === 'ipv4' || (parsed as ipaddr.IPv6).match(GLOBAL_UNICAST_V6);
  } catch {
    return false;
  }
}

/** A URL host as an IP address (`[::1]` without brackets), or null for a name. */
export function literalAddress(hostname: string): string | null {
  const bare = hostname.replace(/^\[|\]$/g, '');
  return isIP(bare) ? bare : null;
}
