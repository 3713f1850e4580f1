import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { TIERS } from '../tiers';

/**
 * Response shapes of the HTTP contract as zod schemas: the server declares its routes with
 * them (and the OpenAPI document is generated from those declarations), the web takes its
 * types from them, and the contract test validates real answers against them.
 * `meta({id})` names a schema as a reusable component of the OpenAPI document.
 */

/** The one error body: `{"error":{"code","message"}}`, the message in the request's language. */
export const ErrorBodySchema = z
  .object({
    error: z.object({
      code: z.string().meta({ description: 'Stable snake_case code, e.g. `daily_limit_reached`.' }),
      message: z.string().meta({ description: "Localized text in the request's language." }),
    }),
  })
  .meta({ id: 'Error' });

/** ISO 8601 date-time with offset. */
export const DateTimeSchema = z.string().meta({ format: 'date-time' });

export const TierSchema = z.enum(TIERS);
export const LanguageSchema = z.enum(LANGUAGES);

export const UsageViewSchema = z
  .object({
    current: z.number().int().min(0),
    total: z.number().int().min(0),
    period: z.enum(['daily', 'monthly']),
    lastUpdated: DateTimeSchema,
  })
  .meta({ id: 'Usage' });

/** `{ok: true}` of admin actions. */
export const OkSchema = z.object({ ok: z.literal(true) });

/** An empty JSON object (`{}`). */
export const EmptySchema = z.object({}).strict();
