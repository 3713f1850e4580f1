import { assessPassword } from '@captia/shared';
import { CRAFTED_PASSWORDS } from '@captia/shared/password-fixture';

export interface PasswordBench {
  /** Loading the word lists and building the dictionaries: what the first check pays. */
  firstCheckMs: number;
  /** A passphrase as people type them (the bench's own), median of 20. */
  passphraseMs: number;
  /** The slowest of the crafted passwords (7–9 s each with zxcvbn's defaults; decision 0042). */
  craftedWorstMs: number;
}

const elapsed = async (run: () => Promise<unknown>) => {
  const started = performance.now();
  await run();
  return Math.round(performance.now() - started);
};

/** The shared password rule in this process, as the browser's meter and the server's checker run it. */
export async function benchPasswords(): Promise<PasswordBench> {
  const firstCheckMs = await elapsed(() => assessPassword('first check of the run'));
  const passphrase: number[] = [];
  for (let i = 0; i < 20; i++)
    passphrase.push(await elapsed(() => assessPassword(`bench harbour lantern ${i}`, ['Bench'])));
  passphrase.sort((a, b) => a - b);
  let craftedWorstMs = 0;
  for (const password of CRAFTED_PASSWORDS)
    craftedWorstMs = Math.max(craftedWorstMs, await elapsed(() => assessPassword(password)));
  return { firstCheckMs, passphraseMs: passphrase[10] ?? 0, craftedWorstMs };
}
