import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from '@better-auth/core/context';

/**
 * Better Auth keeps a call's state in three AsyncLocalStorage instances (its endpoint context,
 * request state and database adapter). On Node 20, once any AsyncLocalStorage has run, Node's
 * promise hooks stay on for the life of the process, and every promise of every request pays for
 * them: 14 % of a signed-in `GET /api/me`'s CPU, which never calls Better Auth (its session comes
 * from the session cache), and a few per cent of a generation's (decision 0043).
 *
 * Better Auth is called on few requests (sign-in, sign-up, a session the cache does not hold).
 * So its three storages count the calls running in them and are disabled when the last one ends;
 * `run` enables a storage again on Better Auth's next call (Node's own `run` does), and the hooks
 * go off again when it ends. Nothing outlives a call that could read a store: Better Auth's
 * background tasks are awaited in this configuration (no `advanced.backgroundTasks`).
 */

interface Storage {
  run<R>(store: unknown, callback: (...args: unknown[]) => R, ...args: unknown[]): R;
  disable(): void;
}

const storages: Storage[] = [];
let running = 0;

function ended() {
  running -= 1;
  if (running === 0) for (const storage of storages) storage.disable();
}

function counted(storage: Storage): Storage {
  const run = storage.run.bind(storage);
  storage.run = (store, callback, ...args) => {
    running += 1;
    let result: ReturnType<typeof callback>;
    try {
      result = run(store, callback, ...args);
    } catch (error) {
      ended();
      throw error;
    }
    if (result instanceof Promise) result.then(ended, ended);
    else ended();
    return result;
  };
  return storage;
}

// Once per process, before Better Auth is first called (a top-level await: a module that makes an
// auth instance imports this one first), for every auth instance: the storages are Better Auth's
// own, one set per process.
const found = await Promise.all([
  getCurrentAuthContextAsyncLocalStorage(),
  getRequestStateAsyncLocalStorage(),
  getCurrentDBAdapterAsyncLocalStorage(),
]);
for (const storage of found) storages.push(counted(storage as unknown as Storage));
if (running === 0) for (const storage of storages) storage.disable();

/** Better Auth calls under way, and whether its storages are on (for tests). */
export const authContextState = () => ({
  running,
  enabled: storages.map((storage) => (storage as unknown as { enabled?: boolean }).enabled ?? null),
});
