import { z } from 'zod';
import { singleLineText } from '../schemas/text';
import { DateTimeSchema } from './common';

/**
 * Passkeys (decision 0041): Better Auth plugin routes under `/api/auth/passkey/*`. The list and
 * the export show these fields only: never the public key, credential id or counter.
 */
export const MAX_PASSKEYS = 20;
export const PASSKEY_NAME_MAX = 64;

/** A passkey's label as typed: one line, trimmed, up to 64 characters; empty leaves it unnamed. */
export const PasskeyNameSchema = singleLineText(PASSKEY_NAME_MAX, { min: 0 });

export const PasskeySchema = z
  .object({
    id: z.string(),
    name: z.string().nullable(),
    deviceType: z.enum(['singleDevice', 'multiDevice']).meta({
      description:
        '`multiDevice`: synced between the user’s devices (a password manager, a phone’s keychain).',
    }),
    backedUp: z.boolean(),
    createdAt: DateTimeSchema,
    lastUsedAt: DateTimeSchema.nullable(),
  })
  .meta({ id: 'Passkey' });
export type Passkey = z.output<typeof PasskeySchema>;
