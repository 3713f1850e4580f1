import { randomUUID } from 'node:crypto';
import {
  charsOf,
  DEFAULT_LANGUAGE,
  type Language,
  languageFromAcceptLanguage,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  trimEndWhile,
} from '@captia/shared';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';
import { genericOAuth, twoFactor } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { authAccounts, authSessions, authTwoFactors, authVerifications, usuarios } from '../db/schema/index';
import { isDatabaseUnavailable } from '../db/unavailable';
import type { Env } from '../env';
import type { OriginPolicy } from '../http/same-origin';
import { forgetAccount, twoFactorOn } from '../lib/account';
import { consumeRateLimit, pruneUsedCodes, userRateKeys } from '../lib/rate-limit';
import type { Logger } from '../logger';
import { type Mailer, passwordResetEmail, verificationEmail } from '../mail';
import {
  ensureAccountRows,
  grantAdminIfListed,
  mailLanguage,
  preferredLanguage,
  removeAllPasskeys,
  revokeAllKeys,
} from './accounts.service';
import { passkeys } from './passkeys';
import { passwordHashing } from './password-hashing';
import { askForCode, mayStartSession, signedInAs, twoFactorRequired } from './second-factor';
// Counts Better Auth's calls and quiets its AsyncLocalStorage between them (see the module).
import './auth-context';

export const RESET_TOKEN_SECONDS = 60 * 60;
/** "Trust this device": the second step is skipped there for 30 days (renewed at each sign-in). */
export const TRUST_DEVICE_SECONDS = 30 * 24 * 60 * 60;
/** A TOTP code is taken in its own 30-second step and either neighbour. */
const TOTP_CODE_LIFETIME_SECONDS = 3 * 30;

export type AuthEnv = Pick<
  Env,
  | 'NODE_ENV'
  | 'PUBLIC_URL'
  | 'BETTER_AUTH_SECRET'
  | 'REQUIRE_EMAIL_VERIFICATION'
  | 'ADMIN_EMAILS'
  | 'GOOGLE_CLIENT_ID'
  | 'GOOGLE_CLIENT_SECRET'
  | 'GOOGLE_ISSUER'
  | 'SESSION_CACHE_SECONDS'
  | 'PASSWORD_HASH_COST'
>;

export interface AuthDeps {
  env: AuthEnv;
  /** The origins writes may come from (http/same-origin.ts): Better Auth's check agrees with ours. */
  origins: OriginPolicy;
  database: Database;
  mailer: Mailer;
  logger: Logger;
  /** Told about every session row deleted (sign-out, revocations, password reset, account deletion). */
  onSessionsEnded?: (sessionIds: string[]) => Promise<void>;
}

function requestLanguage(request: { headers?: Headers } | null | undefined): Language {
  return languageFromAcceptLanguage(request?.headers?.get('accept-language')) ?? DEFAULT_LANGUAGE;
}

export function googleEnabled(env: AuthEnv): boolean {
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}

/**
 * Better Auth on our tables: `usuarios` is its user model (name → nome), sessions,
 * accounts and verifications live in auth_* tables. Google sign-in is plain OpenID
 * Connect discovery against GOOGLE_ISSUER, so a local provider can stand in for it in tests.
 */
export function createAuth({ env, origins, database, mailer, logger, onSessionsEnded }: AuthDeps) {
  const { db } = database;
  const secure = env.PUBLIC_URL.startsWith('https://');

  const send = async (
    to: string,
    language: Language,
    message: { subject: string; text: string; html: string },
  ) => {
    try {
      await mailer.send({ to, language, ...message });
    } catch (error) {
      // The user gets the same answer either way; the failure is for operators.
      logger.error({ err: error }, 'mail could not be sent');
    }
  };

  /**
   * Better Auth takes a code of the current 30-second step or either neighbour, as often as it is
   * sent. RFC 6238 (5.2) wants a code that worked refused after: the first success claims
   * (account, code) for the 90 seconds it could be valid, and a second success within them is
   * undone (a sign-in's new session is deleted) and answered as a wrong code (decision 0038).
   */
  const refuseReplayedCode = async (ctx: Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]) => {
    const returned = ctx.context.returned as { user?: { id?: unknown }; token?: unknown } | null | undefined;
    const code = (ctx.body as { code?: unknown } | undefined)?.code;
    if (isAPIError(returned) || typeof returned?.user?.id !== 'string' || typeof code !== 'string') return;
    const first = await consumeRateLimit(db, userRateKeys.usedCode(returned.user.id, code), {
      window: TOTP_CODE_LIFETIME_SECONDS,
      max: 1,
    });
    if (first.allowed) {
      await pruneUsedCodes(db, returned.user.id, TOTP_CODE_LIFETIME_SECONDS);
      return;
    }
    const created = ctx.context.newSession?.session.token;
    // A sign-in's session (or an in-session check's renewed one) made by this very request.
    if (created && created === returned.token) {
      await ctx.context.internalAdapter.deleteSession(created);
      deleteSessionCookie(ctx, true);
    }
    throw new APIError('UNAUTHORIZED', { message: 'Invalid code', code: 'INVALID_CODE' });
  };

  return betterAuth({
    appName: 'CaptIA',
    // Better Auth's own messages go to our log, at debug for expected failures (wrong passwords).
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        // A failed query's text ends with its parameters (session tokens): never logged.
        const text = args.map((arg) => String(arg).replace(/\nparams: [\s\S]*$/, '\nparams: [redacted]'));
        const data = { source: 'better-auth', args: args.length > 0 ? text : undefined };
        // The database being down is answered with a 503 and logged once, by our error handler.
        if (level === 'error' && args.some(isDatabaseUnavailable)) logger.debug(data, message);
        else if (level === 'error') logger.error(data, message);
        else logger.debug(data, message);
      },
    },
    baseURL: env.PUBLIC_URL,
    basePath: '/api/auth',
    secret: env.BETTER_AUTH_SECRET,
    // Asked per request (its URL's host is the request's Host); without a request, PUBLIC_URL only.
    trustedOrigins: (request) => origins.originsFor(request?.url),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        usuarios,
        sessions: authSessions,
        accounts: authAccounts,
        verifications: authVerifications,
        twoFactors: authTwoFactors,
      },
    }),
    user: {
      modelName: 'usuarios',
      fields: { name: 'nome' },
      additionalFields: {
        language: { type: 'string', required: false, input: true },
        timezone: { type: 'string', required: false, input: true },
        // Set by the create hook below, never from a request body.
        signupLanguage: { type: 'string', required: false, input: false, returned: false },
        banned: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
      // POST /api/auth/delete-user always needs proof (auth.routes.ts, confirmIdentity): the
      // password, or for an account without one (Google only) a sign-in in the last 5 minutes;
      // Better Auth's own rule would take `{}` from any session under a day old.
      deleteUser: {
        enabled: true,
        // After the row is gone nothing new can name the account (no reset mail, no key):
        // its tokens, outbox mails and address counters go now. The rest cascades.
        afterDelete: async (user) => {
          await forgetAccount(db, user);
        },
      },
    },
    session: {
      modelName: 'sessions',
      // Off: a signed session cookie would be trusted without a lookup for its whole age, after a
      // sign-out or ban too. Our session cache plus the revocation list does that job (decision 0012).
      cookieCache: { enabled: false },
    },
    account: {
      modelName: 'accounts',
      accountLinking: { enabled: true, trustedProviders: ['google'] },
    },
    verification: { modelName: 'verifications' },
    emailAndPassword: {
      enabled: true,
      password: passwordHashing(env.PASSWORD_HASH_COST),
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION,
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // A reset means the password may be known to someone else: so may the keys (decision 0014).
      onPasswordReset: async ({ user }) => {
        await revokeAllKeys(db, user.id);
        await removeAllPasskeys(db, user.id);
      },
      sendResetPassword: async ({ user, token }, request) => {
        const language = mailLanguage(user as { language?: unknown }, requestLanguage(request));
        const url = `${env.PUBLIC_URL}/reset-password?token=${encodeURIComponent(token)}`;
        await send(
          user.email,
          language,
          passwordResetEmail(language, { name: user.name, url, expiresInMinutes: RESET_TOKEN_SECONDS / 60 }),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }, request) => {
        const language = mailLanguage(user as { language?: unknown }, requestLanguage(request));
        await send(user.email, language, verificationEmail(language, { name: user.name, url }));
      },
    },
    databaseHooks: {
      // A new way to sign in to an account with two-factor on (Google found by its address) is
      // added only by an endpoint running with that account's session: a sign-in must not leave
      // one behind (0048).
      account: {
        create: {
          before: async (account, context) => {
            if (account.providerId === 'credential' || signedInAs(context, account.userId)) return;
            if (await twoFactorOn(db, account.userId)) throw twoFactorRequired();
          },
        },
      },
      user: {
        create: {
          // The interface language at sign-up (the form sends it; else the browser's): the
          // account's mails use it until the user chooses a language.
          before: async (user, context) => {
            const chosen = (user as { language?: unknown }).language;
            const signupLanguage = preferredLanguage(chosen, requestLanguage(context?.request ?? context));
            return { data: { ...user, signupLanguage } };
          },
          // ADMIN_EMAILS: only a verified address (Google's verified e-mail) is admin at once.
          after: async (user) => {
            await ensureAccountRows(db, user.id);
            await grantAdminIfListed(db, user, env.ADMIN_EMAILS);
          },
        },
        // …an address verified later (the mail's link, a Google sign-in that proves it) too.
        update: {
          after: async (user) => {
            await grantAdminIfListed(db, user, env.ADMIN_EMAILS);
          },
        },
      },
      session: {
        create: {
          before: async (session, context) => {
            const [row] = await db
              .select({ banned: usuarios.banned, twoFactor: usuarios.twoFactorEnabled })
              .from(usuarios)
              .where(eq(usuarios.id, session.userId));
            if (row?.banned)
              throw new APIError('FORBIDDEN', { message: 'account_banned', code: 'ACCOUNT_BANNED' });
            // Two-factor on: a session only after the second factor (second-factor.ts, decision 0048).
            if (row?.twoFactor && !mayStartSession(context, session.userId)) throw twoFactorRequired();
          },
        },
        // Called once per deleted row, after its transaction: every instance refuses it from now on.
        delete: {
          after: async (session) => {
            await onSessionsEnded?.([session.id]);
          },
        },
      },
    },
    hooks: {
      // …and so does a change of password (reset is above): every API key of the account goes.
      after: createAuthMiddleware(async (ctx) => {
        // Google signed in an account with two-factor on: the code step instead (decision 0048).
        if (ctx.path === '/callback/:id') {
          await askForCode(ctx, env.PUBLIC_URL, (userId) => twoFactorOn(db, userId));
          return;
        }
        if (ctx.path === '/two-factor/verify-totp') {
          await refuseReplayedCode(ctx);
          return;
        }
        if (ctx.path !== '/change-password') return;
        const returned = ctx.context.returned as { user?: { id?: unknown } } | null | undefined;
        if (isAPIError(returned) || typeof returned?.user?.id !== 'string') return;
        await revokeAllKeys(db, returned.user.id);
      }),
    },
    // Abuse limits are ours (shared through the database, localized): see auth.routes.ts.
    rateLimit: { enabled: false },
    // An unexpected failure (the database is down) reaches our error handler, which answers
    // 503 or 500 in the contract's shape; Better Auth's own errors still become its responses.
    onAPIError: { throw: true },
    advanced: {
      database: { generateId: () => randomUUID() },
      // Better Auth turns its Origin check off when NODE_ENV is `test`: on, the tests see what runs.
      disableOriginCheck: false,
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
    },
    plugins: [
      // An authenticator app's code (or a backup code) after the password (decision 0038): its
      // own routes under /api/auth/two-factor/*, limited per IP in auth.routes.ts on top of its
      // own 5 tries per sign-in and 10 failures in a row per account (then 15 minutes locked).
      twoFactor({
        issuer: 'CaptIA',
        schema: { twoFactor: { modelName: 'twoFactors' } },
        backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: 'encrypted' },
        trustDeviceMaxAge: TRUST_DEVICE_SECONDS,
      }),
      // Sign-in with a passkey, and adding, naming and removing them (decision 0041).
      passkeys({
        rpName: 'CaptIA',
        origins,
        db,
        requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION,
      }),
      ...(googleEnabled(env)
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  clientId: env.GOOGLE_CLIENT_ID as string,
                  clientSecret: env.GOOGLE_CLIENT_SECRET as string,
                  discoveryUrl: `${trimEndWhile(env.GOOGLE_ISSUER, charsOf('/'))}/.well-known/openid-configuration`,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                  mapProfileToUser: (profile) => ({
                    name:
                      (typeof profile.name === 'string' && profile.name) ||
                      (typeof profile.email === 'string' ? profile.email.split('@')[0] : undefined),
                  }),
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
