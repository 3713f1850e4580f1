import { z } from 'zod';
import { singleLineText } from '../schemas/text';
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

export const CreateApiKeySchema = z.object({ name: singleLineText(API_KEY_NAME_MAX) }).strict();
