import { createRequire } from 'node:module';
import path from 'node:path';
// The password module alone: the worker loads none of the rest of the shared package.
import {
  createPasswordChecker,
  type PasswordAssessment,
  type PasswordChecker,
  type PasswordWordLists,
} from '@captia/shared/password';

/** What password-check.ts sends the worker: a password and the words of the account it is for. */
export interface PasswordCheckTask {
  password: string;
  userInputs: string[];
}

const COMMON = '@zxcvbn-ts/language-common';
const LANGUAGES = ['@zxcvbn-ts/language-en', '@zxcvbn-ts/language-pt-br', '@zxcvbn-ts/language-es-es'];

/**
 * zxcvbn's word lists, read with require() rather than import(): what import() loaded stays in the
 * thread with its exports for good, while require()'s cache can be emptied. Once the checker's
 * compact dictionaries are built, the lists (~20 MB of strings) are garbage (docs/decisions/0042).
 */
function wordLists(): PasswordWordLists {
  const require = createRequire(import.meta.url);
  const common = require(COMMON) as PasswordWordLists & { adjacencyGraphs: PasswordWordLists['graphs'] };
  const languages = LANGUAGES.map((name) => require(name) as Pick<PasswordWordLists, 'dictionary'>);
  const lists = {
    graphs: common.adjacencyGraphs,
    dictionary: Object.assign({}, common.dictionary, ...languages.map((language) => language.dictionary)),
  };
  const packages = `${path.sep}@zxcvbn-ts${path.sep}`;
  for (const file of Object.keys(require.cache)) if (file.includes(packages)) delete require.cache[file];
  return lists;
}

let checker: Promise<PasswordChecker> | null = null;

/**
 * The password rules of the shared module (zxcvbn and its dictionaries), run in the password
 * checker's worker thread (password-check.ts): the same rules the browser shows.
 */
export default async function check({
  password,
  userInputs,
}: PasswordCheckTask): Promise<PasswordAssessment> {
  checker ??= createPasswordChecker(wordLists());
  return (await checker)(password, userInputs);
}
