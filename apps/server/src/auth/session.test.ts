import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CurrentSession, SessionCache } from './session';

const session = {
  user: { id: 'u1' },
  session: { id: 's1', token: 't', expiresAt: new Date(Date.now() + 3_600_000) },
};

describe('SessionCache', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('serves a session for its time to live only', () => {
    const cache = new SessionCache(10);
    cache.set('token', session as unknown as CurrentSession);
    expect(cache.get('token')).toBe(session);
    vi.advanceTimersByTime(10_001);
    expect(cache.get('token')).toBeUndefined();
  });

  it('remembers a missing session too, and forgets everything on clear', () => {
    const cache = new SessionCache(10);
    cache.set('gone', null);
    expect(cache.get('gone')).toBeNull();
    cache.clear();
    expect(cache.get('gone')).toBeUndefined();
  });

  it('caches nothing with a zero time to live', () => {
    const cache = new SessionCache(0);
    cache.set('token', session as unknown as CurrentSession);
    expect(cache.get('token')).toBeUndefined();
  });
});
