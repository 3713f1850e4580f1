import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from '@better-auth/core/context';
import { describe, expect } from 'vitest';
import { authContextState } from '../src/auth/auth-context';
import { test } from './fixtures/setup';

const quiet = { running: 0, enabled: [false, false, false] };
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("Better Auth's AsyncLocalStorage between its calls", () => {
  test('is on while a call runs, keeps each store across awaits, and goes off when the last call ends', async () => {
    const endpoint = await getCurrentAuthContextAsyncLocalStorage();
    const adapter = await getCurrentDBAdapterAsyncLocalStorage();
    expect(authContextState()).toEqual(quiet);

    let releaseFirst = () => {};
    const first = endpoint.run({ call: 'first' } as never, async () => {
      await new Promise<void>((resolve) => {
        releaseFirst = resolve;
      });
      return endpoint.getStore();
    });
    const second = endpoint.run({ call: 'second' } as never, async () => {
      // A nested call (a transaction inside an endpoint) is counted too.
      const inner = await adapter.run({ adapter: 'inner' } as never, async () => {
        await tick();
        return adapter.getStore();
      });
      await tick();
      expect(authContextState().running).toBe(2);
      return { inner, outer: endpoint.getStore() };
    });
    expect(authContextState().enabled).toContain(true);

    // The second ends first: the first, still running, keeps its store.
    await expect(second).resolves.toEqual({ inner: { adapter: 'inner' }, outer: { call: 'second' } });
    await tick();
    expect(authContextState().running).toBe(1);
    releaseFirst();
    await expect(first).resolves.toEqual({ call: 'first' });
    await tick();
    expect(authContextState()).toEqual(quiet);
    expect(endpoint.getStore()).toBeUndefined();
  });

  test('ends a call that throws or rejects', async () => {
    const state = await getRequestStateAsyncLocalStorage();
    expect(() =>
      state.run(new WeakMap(), () => {
        throw new Error('thrown');
      }),
    ).toThrow('thrown');
    await expect(
      state.run(new WeakMap(), async () => {
        await tick();
        throw new Error('rejected');
      }),
    ).rejects.toThrow('rejected');
    await tick();
    expect(authContextState()).toEqual(quiet);
  });

  // The app is fixtures/setup.ts's (createTestApp), its member signed up for the test.
  describe('through the app', () => {
    test('is off after a sign-up, a session read by Better Auth and a signed-in read', async ({ member }) => {
      // The session cache is empty for a new instance's first read: Better Auth reads the session.
      const me = await member.client.api('GET /api/me');
      expect(me.status).toBe(200);
      const signedOut = await member.client.post('/api/auth/sign-out');
      expect(signedOut.status).toBe(200);
      await tick();
      expect(authContextState()).toEqual(quiet);
    });
  });
});
