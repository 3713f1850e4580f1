import { ErrorBodySchema } from '@captia/shared';
import type { z } from 'zod';

/** Helpers for route declarations (`createRoute`): the same pieces in every `*.routes.ts`. */

export function json<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } } as const;
}

const ERROR_DESCRIPTIONS = {
  400: 'Bad input (the error shape, localized)',
  401: 'No session, or a missing, wrong or revoked API key',
  403: 'Forbidden: plan gating, a foreign Origin, or an admin-only route',
  404: 'Not found (also for another account’s id)',
  409: 'Conflict',
  413: 'Body over the route’s limit',
  422: 'Needs something this server does not have (e.g. `ai_required`: an AI model)',
  429: 'Quota used up, or rate limited (see Retry-After)',
  502: 'An upstream service failed',
  503: 'Temporarily unavailable (see Retry-After)',
} as const;
type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

/** The error answers a route can give, all in the one error shape. */
export function errors<const S extends readonly ErrorStatus[]>(...statuses: S) {
  return Object.fromEntries(
    statuses.map((status) => [status, json(ErrorBodySchema, ERROR_DESCRIPTIONS[status])]),
  ) as {
    [K in S[number]]: ReturnType<typeof json<typeof ErrorBodySchema>>;
  };
}

/** Who may call an operation: a signed-in browser (session cookie) and/or an API key. */
type Security = Record<string, string[]>[];
export const COOKIE_ONLY: Security = [{ cookie: [] }];
export const COOKIE_OR_KEY: Security = [{ cookie: [] }, { bearer: [] }];
export const PUBLIC: Security = [];
