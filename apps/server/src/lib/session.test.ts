import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentSession } from '../http/current-session';
import { SessionCache } from './session';

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

describe('SessionCache.read', () => {
  const deferred = () => {
    let resolve!: (value: CurrentSession | null) => void;
    const promise = new Promise<CurrentSession | null>((r) => {
      resolve = r;
    });
    return { promise, resolve };
  };

  it('shares one read among the requests that need the same session meanwhile, then caches it', async () => {
    const cache = new SessionCache(10);
    const pending = deferred();
    const fetch = vi.fn(() => pending.promise);
    const reads = Array.from({ length: 20 }, () => cache.read('token', fetch, () => true));
    expect(fetch).toHaveBeenCalledTimes(1);
    pending.resolve(session as unknown as CurrentSession);
    expect(await Promise.all(reads)).toEqual(Array(20).fill(session));
    expect(cache.get('token')).toBe(session);
    // Another session is read on its own.
    await cache.read(
      'other',
      async () => null,
      () => true,
    );
    expect(cache.get('other')).toBeNull();
  });

  it('neither stores nor lets anyone join a read begun before a clear', async () => {
    const cache = new SessionCache(10);
    const first = deferred();
    const before = cache.read(
      'token',
      () => first.promise,
      () => true,
    );
    cache.clear();
    const second = deferred();
    const fetchAgain = vi.fn(() => second.promise);
    const after = cache.read('token', fetchAgain, () => true);
    expect(fetchAgain).toHaveBeenCalledTimes(1);
    first.resolve(session as unknown as CurrentSession);
    await before;
    expect(cache.get('token')).toBeUndefined();
    second.resolve(null);
    expect(await after).toBeNull();
    expect(cache.get('token')).toBeNull();
  });

  it('stores nothing when the caller no longer trusts the read, and hands an error to everyone sharing it', async () => {
    const cache = new SessionCache(10);
    await cache.read(
      'token',
      async () => session as unknown as CurrentSession,
      () => false,
    );
    expect(cache.get('token')).toBeUndefined();
    const failing = deferred();
    const a = cache.read(
      'broken',
      () => failing.promise.then(() => Promise.reject(new Error('db down'))),
      () => true,
    );
    const b = cache.read(
      'broken',
      async () => null,
      () => true,
    );
    failing.resolve(null);
    await expect(a).rejects.toThrow('db down');
    await expect(b).rejects.toThrow('db down');
    expect(cache.get('broken')).toBeUndefined();
    // The failed read is not kept: the next request tries again.
    expect(
      await cache.read(
        'broken',
        async () => null,
        () => true,
      ),
    ).toBeNull();
  });
});
