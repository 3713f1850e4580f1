import type { PasswordAssessment } from '@captia/shared';
import type { Piscina } from 'piscina';
import { AppError } from '../http/errors';
import { workerPool } from '../lib/worker-pool';
import type { Logger } from '../logger';
import type { PasswordCheckTask } from './password-check.worker';

/**
 * The server's password rules run in one worker thread of their own (docs/decisions/0042).
 *
 * - **The event loop.** A check costs 10–300 ms of CPU (it was up to 9 s for a crafted password
 *   before the shared module bounded what zxcvbn analyses); in the worker, every other request
 *   goes on meanwhile.
 * - **Memory returned.** The dictionaries (~8 MB of heap in their compact form) and the ~1 MB of
 *   garbage each check leaves live in the worker's own heap, with a small young generation (4 MB,
 *   so that garbage is collected early); the worker ends 15 s after the last check, and the next
 *   check starts another (~0.3 s more for that one: sign-ups are rare on most instances, and a
 *   burst of them keeps the worker).
 * - **Bounded.** One check at a time, at most 64 waiting, each answered within 10 s of being asked
 *   for: past either, the request is answered 503, and a check that overran ends its worker (the
 *   next check starts another).
 */
export interface PasswordCheckLimits {
  /** The worker ends after this long without a check. */
  idleMs: number;
  /** Checks that may wait while one runs; past that, 503. */
  maxWaiting: number;
  /** From when a check is asked for to its answer, waiting included; past that, 503. */
  budgetMs: number;
}

const DEFAULT_LIMITS: PasswordCheckLimits = { idleMs: 15_000, maxWaiting: 64, budgetMs: 10_000 };
/** A young generation of 4 MB: its garbage is collected early. The old one holds the dictionaries (~8 MB). */
const RESOURCE_LIMITS = { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 96 };

let limits = DEFAULT_LIMITS;
/** Checks asked for and not answered yet (Piscina's own queue bound does not count a starting worker's). */
let inFlight = 0;
let pool: Piscina<PasswordCheckTask, PasswordAssessment> | null = null;

function checks(): Piscina<PasswordCheckTask, PasswordAssessment> {
  pool ??= workerPool<PasswordCheckTask, PasswordAssessment>(
    { entry: 'password-check.worker', source: 'auth/password-check.worker.ts' },
    {
      minThreads: 0,
      maxThreads: 1,
      idleTimeout: limits.idleMs,
      resourceLimits: RESOURCE_LIMITS,
    },
  );
  return pool;
}

/**
 * The shared password rules for `password` (the account's name and e-mail as `userInputs`).
 * Throws a 503 `service_unavailable` when the checker is saturated, overran its budget or failed:
 * the password is then neither accepted nor refused, and nothing was written.
 */
export async function checkPassword(
  password: string,
  userInputs: string[],
  logger: Pick<Logger, 'warn'>,
): Promise<PasswordAssessment> {
  // One running, `maxWaiting` behind it.
  if (inFlight > limits.maxWaiting) {
    logger.warn({ inFlight }, 'password check: too many waiting');
    throw new AppError(503, 'service_unavailable', { retryAfter: 5 });
  }
  inFlight++;
  try {
    return await checks().run({ password, userInputs }, { signal: AbortSignal.timeout(limits.budgetMs) });
  } catch (error) {
    logger.warn({ err: error }, 'password check: not answered');
    throw new AppError(503, 'service_unavailable', { retryAfter: 5 });
  } finally {
    inFlight--;
  }
}

/** Ends the worker; the next check starts a new one, with `next` limits if given (tests). */
export async function closePasswordChecks(next: Partial<PasswordCheckLimits> = {}): Promise<void> {
  const closing = pool;
  pool = null;
  limits = { ...DEFAULT_LIMITS, ...next };
  await closing?.destroy();
}

/** How many worker threads the checker has now: 0 or 1 (tests). */
export const passwordCheckThreads = (): number => pool?.threads.length ?? 0;
