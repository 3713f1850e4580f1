import type { ContractRoutes } from '@captia/shared';

/**
 * The contract's operations as the tests call them (TestClient.api): keyed `METHOD /path` as the
 * OpenAPI document names them, each with what it answers on success and what it takes — the
 * shared contract's `ContractRoutes` (packages/shared/src/contract/operations/index.ts), as the
 * web's are. Types only. Better Auth's endpoints are not in the contract: tests call them with
 * the raw `post`/`request`.
 */

export type ApiRoutes = ContractRoutes;

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
