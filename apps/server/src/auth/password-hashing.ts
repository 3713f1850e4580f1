import os from 'node:os';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import pLimit from 'p-limit';

/**
 * Better Auth's own password hashing (scrypt, N=16384 and r=16, in its usual `salt:key` form),
 * at most one hash per core at a time. Each one holds 32 MiB while it runs, on libuv's pool of
 * four threads: four sign-ins at once held 128 MiB on a 2-core machine for no more throughput
 * than two (the cores are the limit). The others wait their turn (decision 0028).
 */
const inTurn = pLimit(Math.max(1, Math.min(4, os.availableParallelism())));

export const passwordHashing = {
  hash: (password: string) => inTurn(() => hashPassword(password)),
  verify: (data: { hash: string; password: string }) => inTurn(() => verifyPassword(data)),
};

/** How many hashes run now and wait their turn (for tests). */
export const hashingLoad = () => ({ running: inTurn.activeCount, waiting: inTurn.pendingCount });
