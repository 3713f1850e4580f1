import { CRAFTED_PASSWORD as CRAFTED } from '@captia/shared/password-fixture';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../http/errors';
import { checkPassword, closePasswordChecks, passwordCheckThreads } from './password-check';

const quiet = { warn: () => {} };

afterEach(() => closePasswordChecks());
afterAll(() => closePasswordChecks());

async function refusal(check: Promise<unknown>) {
  try {
    await check;
  } catch (error) {
    return error;
  }
  return null;
}

describe('the password checker', () => {
  it('applies the shared rules in a worker thread, which ends when idle', async () => {
    await closePasswordChecks({ idleMs: 300 });
    expect(passwordCheckThreads()).toBe(0);
    expect((await checkPassword('password123', [], quiet)).problem).toBe('too_weak');
    expect((await checkPassword('mariasilva', ['Maria Silva'], quiet)).problem).toBe('too_weak');
    expect(await checkPassword('bench harbour lantern 58', [], quiet)).toMatchObject({ problem: null });
    expect(passwordCheckThreads()).toBe(1);
    const deadline = Date.now() + 10_000;
    while (passwordCheckThreads() > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(passwordCheckThreads()).toBe(0);
    // And a new one starts for the next check.
    expect((await checkPassword('senha123', [], quiet)).problem).toBe('too_weak');
  });

  it('leaves the event loop free while a crafted password is checked', async () => {
    // Loaded first, so the check below is analysis only.
    await checkPassword('warm up the dictionaries', [], quiet);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 2);
    const started = performance.now();
    const { problem } = await checkPassword(CRAFTED, [], quiet);
    const took = performance.now() - started;
    clearInterval(timer);
    expect(problem).toBe(null);
    // Run on this thread, the check would have been one synchronous call: no tick in between.
    expect(ticks).toBeGreaterThanOrEqual(Math.min(5, Math.floor(took / 20)));
    expect(ticks).toBeGreaterThan(0);
  });

  it('answers 503 past the waiting line, and checks again once it has room', async () => {
    // The budget (10 s) has its own test below: here the three checked must not meet it, however
    // slow the machine (each crafted check is ~0.6 s alone, several times that on two loaded cores).
    await closePasswordChecks({ maxWaiting: 2, budgetMs: 120_000 });
    const answers = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => checkPassword(`${CRAFTED.slice(0, 60)}${i}`, [], quiet)),
    );
    const refused = answers.filter((a) => a.status === 'rejected');
    // One runs, two wait, the other five are refused at once.
    expect(refused).toHaveLength(5);
    for (const answer of refused) {
      const error = (answer as PromiseRejectedResult).reason as AppError;
      expect(error).toBeInstanceOf(AppError);
      expect([error.status, error.code, error.details.retryAfter]).toEqual([503, 'service_unavailable', 5]);
    }
    expect(answers.slice(0, 3).map((a) => a.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    expect((await checkPassword('password123', [], quiet)).problem).toBe('too_weak');
    // Three crafted checks one after another, and a worker started from the sources first.
  }, 120_000);

  it('answers 503 when a check overruns its budget, and the next check gets a new worker', async () => {
    const warnings: unknown[] = [];
    await closePasswordChecks({ budgetMs: 50 });
    // The first check also starts the worker and loads the dictionaries: far more than 50 ms.
    const error = (await refusal(
      checkPassword(CRAFTED, [], { warn: (...args: unknown[]) => warnings.push(args) }),
    )) as AppError;
    expect([error?.status, error?.code]).toEqual([503, 'service_unavailable']);
    expect(warnings).toHaveLength(1);
    await closePasswordChecks();
    expect((await checkPassword('password123', [], quiet)).problem).toBe('too_weak');
  });
});
