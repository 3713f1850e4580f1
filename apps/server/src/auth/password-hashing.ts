import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
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

export type PasswordHashCost = 'standard' | 'test';

export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

/**
 * `PASSWORD_HASH_COST=test` (refused in production, env.ts): the same scrypt in the same form with
 * N=1024, 16 times less work (~4 ms, 2 MiB). The test suites sign up and sign in thousands of
 * times, and 75 ms each was a sixth of their CPU (decision 0044). Nothing else changes: the same
 * routes, limits, queue and stored form; password-hashing.test.ts keeps both costs.
 */
export const TEST_SCRYPT = { N: 1024, r: 16, p: 1, dkLen: 64 } as const;

function testKey(password: string, salt: string): Promise<Buffer> {
  const { N, r, p, dkLen } = TEST_SCRYPT;
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, dkLen, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

const AT_COST: Record<PasswordHashCost, PasswordHashing> = {
  standard: { hash: hashPassword, verify: verifyPassword },
  test: {
    async hash(password) {
      const salt = randomBytes(16).toString('hex');
      return `${salt}:${(await testKey(password, salt)).toString('hex')}`;
    },
    async verify({ hash, password }) {
      const [salt, stored] = hash.split(':');
      if (!salt || !stored) throw new Error('Invalid password hash');
      const key = await testKey(password, salt);
      const expected = Buffer.from(stored, 'hex');
      return expected.length === key.length && timingSafeEqual(expected, key);
    },
  },
};

/** The server's password hashing at `cost`, one hash at a time across every auth instance. */
export function passwordHashing(cost: PasswordHashCost = 'standard'): PasswordHashing {
  const { hash, verify } = AT_COST[cost];
  return {
    hash: (password) => inTurn(() => hash(password)),
    verify: (data) => inTurn(() => verify(data)),
  };
}

/** How many hashes run now and wait their turn (for tests). */
export const hashingLoad = () => ({ running: inTurn.activeCount, waiting: inTurn.pendingCount });
