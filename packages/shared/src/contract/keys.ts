import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../password';
import { singleLineText, TEXT_MESSAGES } from '../schemas/text';
import { DateTimeSchema } from './common';

/** At most this many API keys per account. */
export const MAX_API_KEYS = 10;
export const API_KEY_NAME_MAX = 60;

/** A key as listed: never the secret, only the first characters to tell keys apart. */
export const ApiKeySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    prefix: z.string(),
    createdAt: DateTimeSchema,
    lastUsedAt: DateTimeSchema.nullable(),
  })
  .meta({ id: 'ApiKey' });

export const ApiKeyListSchema = z.object({ items: z.array(ApiKeySchema) }).meta({ id: 'ApiKeyList' });

/** `POST /api/keys` → 201: the secret, shown this once. */
export const CreatedApiKeySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    prefix: z.string(),
    key: z.string().meta({ description: 'The secret. Shown only in this answer; store it safely.' }),
    createdAt: DateTimeSchema,
  })
  .meta({ id: 'CreatedApiKey' });

/**
 * `POST /api/keys`: a key outlives the session that made it, so creating one asks for the
 * account's password (a stolen session alone cannot mint a lasting credential). An account
 * without a password (Google sign-in only) omits it and must have signed in in the last
 * few minutes instead.
 */
export const CreateApiKeySchema = z
  .object({
    name: singleLineText(API_KEY_NAME_MAX),
    password: z
      .string()
      .max(PASSWORD_MAX_LENGTH, { error: TEXT_MESSAGES.tooLong })
      .optional()
      .meta({
        description:
          'Your current password: required when the account has one (missing: 400 `current_password_required`; ' +
          'wrong: 400 `current_password_incorrect`). An account without a password (Google sign-in only) ' +
          'leaves it out and must have signed in within the last 5 minutes (else 403 `recent_sign_in_required`). ' +
          'Changing or resetting the password revokes every key of the account.',
      }),
  })
  .strict();
