import { z } from 'zod';
import { ErrorBodySchema } from './common';

/**
 * The pieces every operation of the HTTP contract is declared with. An operation is declared
 * once, here in the shared package: its method, full path, parameters, request and response
 * schemas. The server implements it (`createRoute` of @hono/zod-openapi takes the declaration
 * as it is, and the OpenAPI document is generated from those routes), and the web takes its
 * paths and types from the same declaration (`apps/web/src/lib/api-routes.ts`).
 *
 * The functions are marked free of side effects so a bundle that imports none of the
 * declarations' values (the web imports their types only) keeps none of them.
 */

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Who may call an operation: a signed-in browser (session cookie) and/or an API key. */
export type Security = Record<string, string[]>[];
export const COOKIE_ONLY: Security = [{ cookie: [] }];
export const COOKIE_OR_KEY: Security = [{ cookie: [] }, { bearer: [] }];
export const PUBLIC: Security = [];

/**
 * A request body's shape written as OpenAPI itself, for a media type the routes read on their
 * own (a form with a file): documented, while the library validates only the zod ones.
 */
export interface DocumentedSchema {
  type: 'object';
  required: string[];
  properties: Record<string, { type: 'string'; format?: 'binary'; enum?: string[]; description?: string }>;
}

interface MediaContent {
  [mediaType: string]: { schema: z.ZodType | DocumentedSchema };
}

/** The shape of one declaration: what @hono/zod-openapi's `createRoute` takes, minus server-only parts. */
export interface OperationDeclaration {
  method: HttpMethod;
  path: `/api/${string}`;
  tags: string[];
  summary: string;
  description?: string;
  security: Security;
  request?: {
    params?: z.ZodObject;
    query?: z.ZodObject;
    headers?: z.ZodObject;
    body?: { content: MediaContent; required: boolean };
  };
  responses: { [status: number]: { description: string; content?: MediaContent } };
}

/** Declares an operation, keeping its literal method and path in its type. */
/*#__NO_SIDE_EFFECTS__*/
export function operation<O extends OperationDeclaration>(declaration: O): O {
  return declaration;
}

/** A JSON answer of the given schema. */
/*#__NO_SIDE_EFFECTS__*/
export function json<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

/** A required JSON request body. */
/*#__NO_SIDE_EFFECTS__*/
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { body: { content: { 'application/json': { schema } }, required: true } };
}

const ERROR_DESCRIPTIONS = {
  400: 'Bad input (the error shape, localized)',
  401: 'No session, or a missing, wrong or revoked API key',
  403: 'Forbidden: plan gating, a foreign Origin, or an admin-only route',
  404: 'Not found (also for another account’s id)',
  409: 'Conflict',
  413: 'Body over the route’s limit',
  415: 'A body of a type the route does not take',
  422: 'Needs something this server does not have (e.g. `ai_required`: an AI model)',
  429: 'Quota used up, or rate limited (see Retry-After)',
  502: 'An upstream service failed',
  503: 'Temporarily unavailable (see Retry-After)',
} as const;
type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

/** The error answers an operation can give, all in the one error shape. */
/*#__NO_SIDE_EFFECTS__*/
export function errors<const S extends readonly ErrorStatus[]>(...statuses: S) {
  return Object.fromEntries(
    statuses.map((status) => [status, json(ErrorBodySchema, ERROR_DESCRIPTIONS[status])]),
  ) as {
    [K in S[number]]: ReturnType<typeof json<typeof ErrorBodySchema>>;
  };
}

/** Decimal digits without a leading zero, at most as many as `max` has. */
export const wholeNumberPattern = (max: number) =>
  new RegExp(`^(?:0|[1-9][0-9]{0,${String(max).length - 1}})$`);

/**
 * A whole number in a query string (a page, a limit): decimal digits only, between `min` and
 * `max`. `Number()` would take " 5", "1e3", "0x10", "1.0", "-0", "007" and "Infinity";
 * each of those is a 400 here, stated in the OpenAPI document by the pattern.
 */
/*#__NO_SIDE_EFFECTS__*/
export function wholeNumberQuery(min: number, max: number) {
  return z
    .string()
    .regex(wholeNumberPattern(max))
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))
    .meta({ description: `A whole number from ${min} to ${max}.` });
}

/** An event stream's declaration beside the JSON answer (generation and rework). */
/*#__NO_SIDE_EFFECTS__*/
export function jsonOrEventStream<T extends z.ZodType>(schema: T, description: string) {
  return {
    description,
    content: {
      'application/json': { schema },
      'text/event-stream': {
        schema: z.string().meta({ description: 'caption, notice, then result or error events' }),
      },
    },
  };
}
