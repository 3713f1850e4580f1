import type {
  AdminActionListSchema,
  AdminChangeSchema,
  AdminUserPageSchema,
  ApiKeyListSchema,
  BrandCreateSchema,
  BrandListSchema,
  BrandPatchSchema,
  BrandSchema,
  CaptionOptionsSchema,
  CaptionRequestSchema,
  CheckoutRequestSchema,
  CheckSubscriptionSchema,
  CreateApiKeySchema,
  CreatedApiKeySchema,
  EmptySchema,
  GenerationResultSchema,
  HistoryPageSchema,
  Language,
  MeSchema,
  OkSchema,
  PlanCatalogSchema,
  PublicConfigSchema,
  RedirectUrlSchema,
  ReworkRequestSchema,
  ReworkResultSchema,
  UpdateMeSchema,
  z,
} from '@captia/shared';

/**
 * One route of the contract: it answers its response schema's output and takes its request
 * schema's input, so a schema the server changes changes the web's types with it.
 */
interface Contract<Response extends z.ZodType, Body = never, Query = never> {
  response: z.output<Response>;
  body: Body;
  query: Query;
}

/** A route outside the contract (Better Auth's own endpoints), typed from its documentation. */
interface External<Response, Body = never> {
  response: Response;
  body: Body;
  query: never;
}

/** A Better Auth session row, as `list-sessions` answers it (dates as ISO strings once in JSON). */
export interface SessionRow {
  id: string;
  token: string;
  userId: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
}

/**
 * Every `/api` call the web makes, keyed `METHOD /path` with `{name}` for a path parameter,
 * as in the OpenAPI document. Types only: nothing here reaches the bundle.
 */
export interface ApiRoutes {
  'GET /api/config': Contract<typeof PublicConfigSchema>;
  'GET /api/me': Contract<typeof MeSchema, never, { refresh?: '1' }>;
  'PATCH /api/me': Contract<typeof MeSchema, z.input<typeof UpdateMeSchema>>;
  'GET /api/options': Contract<typeof CaptionOptionsSchema>;
  'POST /api/functions/generate-captions': Contract<
    typeof GenerationResultSchema,
    z.input<typeof CaptionRequestSchema>
  >;
  'POST /api/functions/rework-caption': Contract<
    typeof ReworkResultSchema,
    z.input<typeof ReworkRequestSchema>
  >;
  'GET /api/history': Contract<typeof HistoryPageSchema, never, { q?: string; cursor?: string }>;
  'POST /api/history/{id}/pin': Contract<typeof OkSchema>;
  'DELETE /api/history/{id}/pin': Contract<typeof OkSchema>;
  'DELETE /api/history/{id}': Contract<typeof OkSchema>;
  'GET /api/plans': Contract<typeof PlanCatalogSchema>;
  // The spec's `{timestamp}` body keeps proxies from answering a cached check; the server ignores it.
  'POST /api/functions/check-subscription': Contract<typeof CheckSubscriptionSchema, { timestamp: number }>;
  'POST /api/functions/create-checkout': Contract<
    typeof RedirectUrlSchema,
    z.input<typeof CheckoutRequestSchema>
  >;
  'POST /api/functions/cancel-subscription': Contract<typeof EmptySchema>;
  'POST /api/functions/customer-portal': Contract<typeof RedirectUrlSchema>;
  'GET /api/admin/users': Contract<typeof AdminUserPageSchema, never, { q: string; page: string }>;
  'PATCH /api/admin/users/{id}': Contract<typeof OkSchema, z.input<typeof AdminChangeSchema>>;
  'POST /api/admin/users/{id}/reset-usage': Contract<typeof OkSchema>;
  'DELETE /api/admin/users/{id}': Contract<typeof OkSchema>;
  'GET /api/admin/actions': Contract<typeof AdminActionListSchema>;
  'GET /api/keys': Contract<typeof ApiKeyListSchema>;
  'POST /api/keys': Contract<typeof CreatedApiKeySchema, z.input<typeof CreateApiKeySchema>>;
  // 204: no body.
  'DELETE /api/keys/{id}': { response: null; body: never; query: never };
  'GET /api/brands': Contract<typeof BrandListSchema>;
  'POST /api/brands': Contract<typeof BrandSchema, z.input<typeof BrandCreateSchema>>;
  'GET /api/brands/{id}': Contract<typeof BrandSchema>;
  'PATCH /api/brands/{id}': Contract<typeof BrandSchema, z.input<typeof BrandPatchSchema>>;
  // 204: no body.
  'DELETE /api/brands/{id}': { response: null; body: never; query: never };
  // The OpenAPI document itself, handed to the reference viewer as it is.
  'GET /api/openapi.json': External<Record<string, unknown>>;

  // Better Auth's endpoints: not part of the contract nor of the OpenAPI document.
  'GET /api/auth/get-session': External<{
    session: { id: string; userId: string; expiresAt: string };
    user: { id: string; email: string; name: string };
  } | null>;
  'GET /api/auth/list-sessions': External<SessionRow[]>;
  'POST /api/auth/sign-up/email': External<
    unknown,
    {
      name: string;
      email: string;
      password: string;
      language: Language;
      timezone: string;
      callbackURL: string;
    }
  >;
  'POST /api/auth/sign-in/email': External<unknown, { email: string; password: string }>;
  'POST /api/auth/sign-in/social': External<
    { url: string },
    { provider: 'google'; callbackURL: string; errorCallbackURL: string }
  >;
  'POST /api/auth/sign-out': External<unknown, Record<string, never>>;
  'POST /api/auth/change-password': External<
    unknown,
    { currentPassword: string; newPassword: string; revokeOtherSessions: boolean }
  >;
  'POST /api/auth/request-password-reset': External<unknown, { email: string; redirectTo: string }>;
  'POST /api/auth/reset-password': External<unknown, { newPassword: string; token: string }>;
  'POST /api/auth/revoke-session': External<unknown, { token: string }>;
  'POST /api/auth/revoke-other-sessions': External<unknown, Record<string, never>>;
  'POST /api/auth/delete-user': External<unknown, { password: string }>;
}

export type ApiRoute = keyof ApiRoutes;
/** What a route answers. */
export type ApiResult<R extends ApiRoute> = ApiRoutes[R]['response'];
/** What a route takes as its JSON body. */
export type ApiBody<R extends ApiRoute> = ApiRoutes[R]['body'];

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;
type PathParams<R extends ApiRoute> = R extends `${string} ${infer Path}` ? ParamNames<Path> : never;

/** Whatever a route needs: its path parameters, body and query, each only where it has one. */
export type RouteInput<R extends ApiRoute> = ([PathParams<R>] extends [never]
  ? { params?: never }
  : { params: Record<PathParams<R>, string> }) &
  ([ApiBody<R>] extends [never] ? { body?: never } : { body: ApiBody<R> }) &
  ([ApiRoutes[R]['query']] extends [never] ? { query?: never } : { query?: ApiRoutes[R]['query'] });
