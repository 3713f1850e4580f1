/**
 * Passwords built for zxcvbn's slowest path: 128 characters that may each be read as a letter
 * ("@" as "a", "|" as "l"…). Each took 7–9 s of CPU with zxcvbn's defaults (docs/decisions/0042);
 * the tests and the bench check that they no longer do.
 */
export const CRAFTED_PASSWORDS: readonly string[] = [
  Array.from({ length: 128 }, (_, i) => '@4!1|0$5'[i % 8]).join(''),
  'p4$$w0rd'.repeat(16),
  '1337'.repeat(32),
  '4@8(3<1!|0$5+%2'.repeat(9).slice(0, 128),
];

/** The first of them, for a test that needs one. */
export const CRAFTED_PASSWORD = CRAFTED_PASSWORDS[0] as string;
