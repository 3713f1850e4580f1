import { describe, expect, it } from 'vitest';
import { forwardedClient, rateLimitNetwork } from './client-ip';

describe('the client address behind trusted proxies (X-Forwarded-For)', () => {
  const chain = '198.51.100.1, 203.0.113.9, 192.0.2.5';

  it('is the entry the outermost trusted proxy appended: the Nth from the right', () => {
    expect(forwardedClient(chain, 1)).toBe('192.0.2.5');
    expect(forwardedClient(chain, 2)).toBe('203.0.113.9');
    expect(forwardedClient(chain, 3)).toBe('198.51.100.1');
  });

  it('never the leftmost entry the client wrote itself', () => {
    // The client sent "X-Forwarded-For: 198.51.100.77"; one proxy appended its real address.
    expect(forwardedClient('198.51.100.77, 203.0.113.9', 1)).toBe('203.0.113.9');
  });

  it('with fewer entries than hops, the furthest one known', () => {
    expect(forwardedClient('203.0.113.9', 2)).toBe('203.0.113.9');
  });

  it('nothing without trusted proxies, a header or any entry (the socket decides)', () => {
    expect(forwardedClient(chain, 0)).toBeUndefined();
    expect(forwardedClient(undefined, 1)).toBeUndefined();
    expect(forwardedClient(' , ,', 1)).toBeUndefined();
  });

  it('ignores blank entries and spaces', () => {
    expect(forwardedClient('198.51.100.1,,  203.0.113.9 ', 1)).toBe('203.0.113.9');
    expect(forwardedClient('198.51.100.1,,  203.0.113.9 ', 2)).toBe('198.51.100.1');
  });
});

describe('the network a per-IP rate limit counts (rateLimitNetwork)', () => {
  it('is the /64 for IPv6, the same for every spelling of one address', () => {
    const spellings = [
      '2001:db8:1:2::1',
      '2001:DB8:1:2::1',
      '2001:0db8:0001:0002:0000:0000:0000:0001',
      '2001:db8:1:2:0:0:0:1',
      '2001:db8:1:2::0.0.0.1',
      '2001:db8:1:2::1%eth0',
    ];
    for (const spelling of spellings) expect(rateLimitNetwork(spelling)).toBe('2001:db8:1:2::/64');
  });

  it('is the same for every address of one /64', () => {
    expect(rateLimitNetwork('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(rateLimitNetwork('2001:db8:1:2:a:b:c:d')).toBe('2001:db8:1:2::/64');
  });

  it('differs for another /64', () => {
    expect(rateLimitNetwork('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(rateLimitNetwork('2001:db8:2:2::1')).toBe('2001:db8:2:2::/64');
    // Groups after a `::` that are still inside the first 64 bits count.
    expect(rateLimitNetwork('2001::1:2:3:4:5')).toBe('2001:0:0:1::/64');
    expect(rateLimitNetwork('2001::2:2:3:4:5')).toBe('2001:0:0:2::/64');
    expect(rateLimitNetwork('::1')).toBe('::/64');
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address, however it is spelt', () => {
    expect(rateLimitNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitNetwork('::FFFF:203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitNetwork('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(rateLimitNetwork('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('keeps an IPv4 address whole, and anything that is not an address as it is', () => {
    expect(rateLimitNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitNetwork('203.0.113.8')).toBe('203.0.113.8');
    expect(rateLimitNetwork('unknown')).toBe('unknown');
  });
});
