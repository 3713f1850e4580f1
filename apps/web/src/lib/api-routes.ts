import type { ContractRoutes, Language, Passkey } from '@captia/shared';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

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

/** What the web calls beyond the contract's operations as they are declared. */
interface WebRoutes {
  // The `{timestamp}` body keeps proxies from answering a cached check; the server ignores it.
  'POST /api/functions/check-subscription': Omit<
    ContractRoutes['POST /api/functions/check-subscription'],
    'body'
  > & {
    body: { timestamp: number };
  };
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
  // With two-factor on, the password alone answers `twoFactorRedirect` and signs nobody in.
  'POST /api/auth/sign-in/email': External<
    { twoFactorRedirect?: boolean; twoFactorMethods?: string[] },
    { email: string; password: string }
  >;
  'POST /api/auth/two-factor/enable': External<
    { totpURI: string; backupCodes: string[] },
    { password: string; method: 'totp' }
  >;
  'POST /api/auth/two-factor/verify-totp': External<unknown, { code: string; trustDevice?: boolean }>;
  'POST /api/auth/two-factor/verify-backup-code': External<unknown, { code: string; trustDevice?: boolean }>;
  'POST /api/auth/two-factor/disable': External<unknown, { password: string; code: string }>;
  'POST /api/auth/two-factor/generate-backup-codes': External<
    { backupCodes: string[] },
    { password: string }
  >;
  // Passkeys (decision 0041): a ceremony's options, then the authenticator's answer to them.
  'POST /api/auth/passkey/generate-register-options': External<
    PublicKeyCredentialCreationOptionsJSON,
    { password?: string; code?: string }
  >;
  'POST /api/auth/passkey/verify-registration': External<
    { passkey: Passkey },
    { response: RegistrationResponseJSON; name?: string }
  >;
  'POST /api/auth/passkey/generate-authenticate-options': External<
    PublicKeyCredentialRequestOptionsJSON,
    Record<string, never>
  >;
  'POST /api/auth/passkey/verify-authentication': External<unknown, { response: AuthenticationResponseJSON }>;
  'GET /api/auth/passkey/list-user-passkeys': External<Passkey[]>;
  'POST /api/auth/passkey/update-passkey': External<{ passkey: Passkey }, { id: string; name: string }>;
  'POST /api/auth/passkey/delete-passkey': External<unknown, { id: string }>;
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

/** Every `/api` call the web makes: the contract's operations, then what is the web's own. */
export type ApiRoutes = Omit<ContractRoutes, keyof WebRoutes> & WebRoutes;

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
