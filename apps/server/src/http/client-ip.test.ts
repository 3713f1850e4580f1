import { describe, expect, it } from 'vitest';
import { forwardedClient } from './client-ip';

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
