// The password module alone: the worker loads none of the rest of the shared package.
import { assessPassword, type PasswordAssessment } from '@captia/shared/password';

/** What password-check.ts sends the worker: a password and the words of the account it is for. */
export interface PasswordCheckTask {
  password: string;
  userInputs: string[];
}

/**
 * The password rules of the shared module (zxcvbn and its dictionaries), run in the password
 * checker's worker thread (password-check.ts): the same rules the browser shows.
 */
export default function check({ password, userInputs }: PasswordCheckTask): Promise<PasswordAssessment> {
  return assessPassword(password, userInputs);
}
