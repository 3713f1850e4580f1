import { workerPool } from '../src/lib/worker-pool';

/**
 * Pools closed at every moment of their workers' start, eight at a time (test/worker-pool.test.ts).
 * Run in a process of its own: what it guards against ends the whole process.
 */
const rounds = Number(process.argv[2] ?? 40);
for (let round = 0; round < rounds; round++) {
  await Promise.all(
    Array.from({ length: 8 }, async (_, k) => {
      const pool = workerPool<{ password: string; userInputs: string[] }, unknown>(
        { entry: 'password-check.worker', source: 'auth/password-check.worker.ts' },
        { minThreads: 0, maxThreads: 1 },
      );
      const run = pool.run({ password: 'x', userInputs: [] }).catch(() => {});
      // 10–210 ms: from before the worker loads anything to after its task module is in.
      await new Promise((resolve) => setTimeout(resolve, 10 + (((round * 8 + k) * 13) % 200)));
      await pool.destroy();
      await run;
    }),
  );
}
process.stdout.write(`closed ${rounds * 8} pools`);
