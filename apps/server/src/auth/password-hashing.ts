import { hashPassword, verifyPassword } from 'better-auth/crypto';
import pLimit from 'p-limit';

/**
 * Better Auth's own password hashing (scrypt, N=16384 and r=16, in its usual `salt:key` form),
 * one hash at a time; the others wait their turn (decision 0028). Each holds 32 MiB while it runs,
 * on libuv's pool of four threads: four sign-ins at once held 128 MiB, and one per core (two on
 * the bench's machine) still put 32 MiB more on every burst of sign-ups or sign-ins, for a server
 * of ~140 MB at idle. One at a time, at 60–95 ms a hash, is 10–16 sign-ins a second per instance:
 * more than a caption tool's instance sees; a larger service runs more instances.
 */
export const HASHES_AT_ONCE = 1;
const inTurn = pLimit(HASHES_AT_ONCE);

export const passwordHashing = {
  hash: (password: string) => inTurn(() => hashPassword(password)),
  verify: (data: { hash: string; password: string }) => inTurn(() => verifyPassword(data)),
};

/** How many hashes run now and wait their turn (for tests). */
export const hashingLoad = () => ({ running: inTurn.activeCount, waiting: inTurn.pendingCount });
