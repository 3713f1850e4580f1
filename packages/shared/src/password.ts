import { compactDictionary } from './password-dictionary';

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

/** zxcvbn's word lists and keyboard graphs, as its language packages export them. */
export interface PasswordWordLists {
  graphs: Record<string, Record<string, (string | null)[]>>;
  dictionary: Record<string, readonly unknown[]>;
}

/** The whole rule for one password, synchronous once the dictionaries are built. */
export type PasswordChecker = (password: string, userInputs?: string[]) => PasswordAssessment;

/**
 * The password rule on these word lists. zxcvbn gets empty lists and then the compact form of
 * each (password-dictionary.ts): its own build of them would be ~35 MB more heap. The lists
 * themselves are not kept: a caller that drops them (the server's checker) gets their memory back.
 */
export async function createPasswordChecker(lists: PasswordWordLists): Promise<PasswordChecker> {
  const { ZxcvbnFactory } = await import('@zxcvbn-ts/core');
  const names = Object.keys(lists.dictionary);
  const factory = new ZxcvbnFactory({
    graphs: lists.graphs,
    dictionary: Object.fromEntries(names.map((name) => [name, []])),
    maxLength: PASSWORD_ANALYSED_LENGTH,
    l33tMaxSubstitutions: PASSWORD_LEET_SUBSTITUTIONS,
  });
  // Where zxcvbn keeps the dictionaries it built from `dictionary` (empty here).
  const options = (
    factory as unknown as {
      options: {
        rankedDictionaries: Record<string, Record<string, number>>;
        rankedDictionariesMaxWordSize: Record<string, number>;
      };
    }
  ).options;
  for (const name of names) {
    const { ranks, maxWordSize } = compactDictionary(lists.dictionary[name] ?? []);
    options.rankedDictionaries[name] = ranks;
    options.rankedDictionariesMaxWordSize[name] = maxWordSize;
  }
  return (password, userInputs = []) => {
    const lengthProblem = passwordLengthProblem(password);
    if (lengthProblem === 'too_long') return { score: 0, problem: lengthProblem };
    const inputs = userInputs
      .flatMap((input) => [input, ...input.split(/[@.\s_-]+/)])
      .filter((s) => s.length > 2);
    const { score } = factory.check(password, inputs) as { score: PasswordAssessment['score'] };
    if (lengthProblem) return { score, problem: lengthProblem };
    return { score, problem: score < PASSWORD_MIN_SCORE ? 'too_weak' : null };
  };
}

/** The word lists of zxcvbn's packages for the three languages: large (MBs), their own chunks. */
export async function passwordWordLists(): Promise<PasswordWordLists> {
  const [common, en, ptBr, esEs] = await Promise.all([
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
    import('@zxcvbn-ts/language-pt-br'),
    import('@zxcvbn-ts/language-es-es'),
  ]);
  return {
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...en.dictionary, ...ptBr.dictionary, ...esEs.dictionary },
  };
}

let checker: Promise<PasswordChecker> | null = null;

export function passwordLengthProblem(password: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'too_short';
  if (length > PASSWORD_MAX_LENGTH) return 'too_long';
  return null;
}

/**
 * The rule for `password`, the dictionaries loaded on first use. `userInputs`: the user's name and
 * e-mail, which make a password guessable too.
 */
export async function assessPassword(
  password: string,
  userInputs: string[] = [],
): Promise<PasswordAssessment> {
  checker ??= passwordWordLists().then(createPasswordChecker);
  return (await checker)(password, userInputs);
}
