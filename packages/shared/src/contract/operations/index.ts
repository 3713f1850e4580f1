import type { z } from 'zod';
import type { accountApi } from './account';
import type { adminApi } from './admin';
import type { billingApi } from './billing';
import type { brandsApi } from './brands';
import type { campaignsApi } from './campaigns';
import type { captionsApi } from './captions';
import type { devApi } from './dev';
import type { historyApi } from './history';
import type { keysApi } from './keys';
import type { linksApi } from './links';
import type { publishingApi } from './publishing';
import type { reviewApi } from './review';
import type { webhooksApi } from './webhooks';

export * from './account';
export * from './admin';
export * from './billing';
export * from './brands';
export * from './campaigns';
export * from './captions';
export * from './dev';
export * from './history';
export * from './keys';
export * from './links';
export * from './publishing';
export * from './review';
export * from './webhooks';

type ValuesOf<T> = T[keyof T];

/** Every operation of the contract, as a union of their declarations. */
export type ApiOperation =
  | ValuesOf<typeof accountApi>
  | ValuesOf<typeof adminApi>
  | ValuesOf<typeof billingApi>
  | ValuesOf<typeof brandsApi>
  | ValuesOf<typeof campaignsApi>
  | ValuesOf<typeof captionsApi>
  | ValuesOf<typeof devApi>
  | ValuesOf<typeof historyApi>
  | ValuesOf<typeof keysApi>
  | ValuesOf<typeof linksApi>
  | ValuesOf<typeof publishingApi>
  | ValuesOf<typeof reviewApi>
  | ValuesOf<typeof webhooksApi>;

/** An operation's name as the OpenAPI document and the web name it: `PATCH /api/brands/{id}`. */
export type OperationKey<O extends ApiOperation = ApiOperation> = O extends {
  method: infer M extends string;
  path: infer P extends string;
}
  ? `${Uppercase<M>} ${P}`
  : never;

/** A response's JSON schema's output, or never when it has no JSON (a CSV, a thumbnail). */
type JsonOf<R> = R extends { content: { 'application/json': { schema: infer S extends z.ZodType } } }
  ? z.output<S>
  : never;
/** What an operation answers on success: its 200/201/202 JSON, or null for a 204. */
type SuccessOf<O extends ApiOperation> = 204 extends keyof O['responses']
  ? null
  : { [S in (200 | 201 | 202) & keyof O['responses']]: JsonOf<O['responses'][S]> }[(200 | 201 | 202) &
      keyof O['responses']];
type BodyOf<O extends ApiOperation> = O extends {
  request: { body: { content: { 'application/json': { schema: infer S extends z.ZodType } } } };
}
  ? z.input<S>
  : never;
type QueryOf<O extends ApiOperation> = O extends { request: { query: infer Q extends z.ZodType } }
  ? z.input<Q>
  : never;

/**
 * Every operation of the contract keyed `METHOD /path` as the OpenAPI document names it: what it
 * answers on success (its response schema's output) and what it takes (its request schema's
 * input). The web's client (apps/web/src/lib/api-routes.ts) and the server tests' typed client
 * (apps/server/test/api-routes.ts) take their types from here, so a declaration the server
 * changes changes theirs with it. Types only.
 */
export type ContractRoutes = {
  [O in ApiOperation as OperationKey<O>]: { response: SuccessOf<O>; body: BodyOf<O>; query: QueryOf<O> };
};
