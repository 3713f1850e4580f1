/**
 * Password rules (NIST 800-63B style): 8–128 characters, no composition rules, and
 * refused when it is common or easy to guess. The same rules run in the browser (for
 * the strength meter and a friendly message) and on the server (which decides).
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** zxcvbn scores 0–4; below this the password is refused as too guessable. */
export const PASSWORD_MIN_SCORE = 2;
/**
 * What zxcvbn analyses, bounded (docs/decisions/0042): the first 64 characters, and at most 32
 * look-alike substitutions tried ("4" for "a", "$" for "s"). With zxcvbn's defaults (256 and
 * 100) a crafted 128-character password of substitutable symbols took 7–9 s of CPU to check, in
 * the browser and on the server; with these, at most ~0.6 s. Of 783 leetspeak variants of
 * dictionary words, none that the defaults refused is accepted.
 */
export const PASSWORD_ANALYSED_LENGTH = 64;
export const PASSWORD_LEET_SUBSTITUTIONS = 32;

export type PasswordProblem = 'too_short' | 'too_long' | 'too_weak';

export interface PasswordAssessment {
  score: 0 | 1 | 2 | 3 | 4;
  problem: PasswordProblem | null;
}

type Checker = (password: string, userInputs: string[]) => { score: 0 | 1 | 2 | 3 | 4 };
let checker: Promise<Checker> | null = null;

/** The dictionaries are large (MBs): loaded once, on first use, as their own chunks. */
function loadChecker(): Promise<Checker> {
  checker ??= (async () => {
    const [{ ZxcvbnFactory }, common, en, ptBr, esEs] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
      import('@zxcvbn-ts/language-pt-br'),
      import('@zxcvbn-ts/language-es-es'),
    ]);
    const factory = new ZxcvbnFactory({
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...en.dictionary, ...ptBr.dictionary, ...esEs.dictionary },
      maxLength: PASSWORD_ANALYSED_LENGTH,
      l33tMaxSubstitutions: PASSWORD_LEET_SUBSTITUTIONS,
    });
    return (password, userInputs) => factory.check(password, userInputs) as { score: 0 | 1 | 2 | 3 | 4 };
  })();
  return checker;
}

export function passwordLengthProblem(password: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'too_short';
  if (length > PASSWORD_MAX_LENGTH) return 'too_long';
  return null;
}

/** `userInputs`: the user's name and e-mail, which make a password guessable too. */
export async function assessPassword(
  password: string,
  userInputs: string[] = [],
): Promise<PasswordAssessment> {
  const lengthProblem = passwordLengthProblem(password);
  if (lengthProblem === 'too_long') return { score: 0, problem: lengthProblem };
  const inputs = userInputs
    .flatMap((input) => [input, ...input.split(/[@.\s_-]+/)])
    .filter((s) => s.length > 2);
  const { score } = (await loadChecker())(password, inputs);
  if (lengthProblem) return { score, problem: lengthProblem };
  return { score, problem: score < PASSWORD_MIN_SCORE ? 'too_weak' : null };
}
