import type { ApiOperation, OperationKey, z } from '@captia/shared';

/**
 * The contract's operations as the tests call them (TestClient.api): keyed `METHOD /path` as the
 * OpenAPI document names them, each with what it answers on success and what it takes. Derived
 * from the shared declarations (packages/shared/src/contract/operations) the way the web derives
 * its own (apps/web/src/lib/api-routes.ts), so a declaration the server changes changes the tests'
 * types with it. Types only. Better Auth's endpoints are not in the contract: tests call them
 * with the raw `post`/`request`.
 */

/** A response's JSON schema's output, or never when it has no JSON (a CSV, a thumbnail). */
type JsonOf<R> = R extends { content: { 'application/json': { schema: infer S extends z.ZodType } } }
  ? z.output<S>
  : never;
/** What an operation answers on success: its 200/201 JSON, or null for a 204. */
type SuccessOf<O extends ApiOperation> = 204 extends keyof O['responses']
  ? null
  : { [S in (200 | 201) & keyof O['responses']]: JsonOf<O['responses'][S]> }[(200 | 201) &
      keyof O['responses']];
type BodyOf<O extends ApiOperation> = O extends {
  request: { body: { content: { 'application/json': { schema: infer S extends z.ZodType } } } };
}
  ? z.input<S>
  : never;
type QueryOf<O extends ApiOperation> = O extends { request: { query: infer Q extends z.ZodType } }
  ? z.input<Q>
  : never;

export type ApiRoutes = {
  [O in ApiOperation as OperationKey<O>]: { response: SuccessOf<O>; body: BodyOf<O>; query: QueryOf<O> };
};

export type ApiRoute = keyof ApiRoutes;
/** What a route answers on success (2xx), as its response schema's output. */
export type ApiResult<R extends ApiRoute> = ApiRoutes[R]['response'];
/** What a route takes as its JSON body, as its request schema's input. */
export type ApiBody<R extends ApiRoute> = ApiRoutes[R]['body'];
/** What a route takes in its query string, as its query schema's input. */
export type ApiQuery<R extends ApiRoute> = ApiRoutes[R]['query'];

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;
/** The names of a route's path parameters: `id` and `postId` of `PATCH /api/campaigns/{id}/posts/{postId}`. */
export type ApiParamName<R extends ApiRoute> = R extends `${string} ${infer Path}` ? ParamNames<Path> : never;

/** Whatever a route needs: its path parameters, body and query, each only where it has one. */
export type RouteInput<R extends ApiRoute> = ([ApiParamName<R>] extends [never]
  ? { params?: never }
  : { params: Record<ApiParamName<R>, string> }) &
  ([ApiBody<R>] extends [never] ? { body?: never } : { body: ApiBody<R> }) &
  ([ApiQuery<R>] extends [never] ? { query?: never } : { query?: ApiQuery<R> });
