import { randomBytes, randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import { MAX_PASSKEYS, type Passkey, PasskeyNameSchema } from '@captia/shared';
import type { AuthenticatorTransportFuture, WebAuthnCredential } from '@simplewebauthn/server';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint, sessionMiddleware } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { and, count, eq, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDb } from '../db/client';
import { authPasskeys } from '../db/schema/index';
import type { OriginPolicy } from '../http/same-origin';

/** How long the browser (and the person at it) has to answer a challenge. */
const CHALLENGE_SECONDS = 5 * 60;
const CHALLENGE_COOKIE = 'passkey_challenge';

/** What a challenge was issued for, kept server-side until its answer consumes it. */
interface Challenge {
  challenge: string;
  purpose: 'register' | 'sign-in';
  /** Registration only: the account that asked. */
  userId: string | null;
  origin: string;
  rpID: string;
}

/** A WebAuthn response as the browser's JSON form carries it: bounded, otherwise the library's to judge. */
const Base64Url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*={0,2}$/);
const CredentialResponse = z
  .object({
    id: Base64Url.min(1).max(1_024),
    rawId: Base64Url.min(1).max(1_024),
    type: z.literal('public-key'),
    response: z.looseObject({ clientDataJSON: Base64Url }),
    clientExtensionResults: z.looseObject({}).optional(),
    authenticatorAttachment: z.string().max(32).optional(),
  })
  .loose();

const fail = (status: 'BAD_REQUEST' | 'UNAUTHORIZED', code: string) =>
  new APIError(status, { message: code.toLowerCase(), code });
const limitReached = () =>
  new APIError('CONFLICT', { message: 'passkey limit', code: 'PASSKEY_LIMIT_REACHED' });
const notFound = () => new APIError('NOT_FOUND', { message: 'not found', code: 'PASSKEY_NOT_FOUND' });

/**
 * The page's origin and the relying-party id (its host name) a ceremony is bound to. The origin
 * must be one this server accepts writes from (http/same-origin.ts). WebAuthn refuses an IP
 * address as an RP id, so an app opened at http://127.0.0.1 or a LAN address cannot use passkeys.
 */
function relyingParty(
  origins: OriginPolicy,
  request: Request | undefined,
  headers: Headers | undefined,
): { origin: string; rpID: string } {
  const origin = headers?.get('origin') ?? undefined;
  if (!origin || !origins.originsFor(request?.url).includes(origin))
    throw new APIError('FORBIDDEN', { message: 'invalid origin', code: 'INVALID_ORIGIN' });
  const hostname = new URL(origin).hostname;
  if (isIP(hostname.replace(/^\[|\]$/g, '')) !== 0) throw fail('BAD_REQUEST', 'PASSKEY_UNAVAILABLE');
  return { origin, rpID: hostname };
}

const transportsOf = (text: string | null): AuthenticatorTransportFuture[] | undefined =>
  text ? (text.split(',') as AuthenticatorTransportFuture[]) : undefined;

/** What the list shows of a passkey: never its key material. */
function passkeyView(row: typeof authPasskeys.$inferSelect): Passkey {
  return {
    id: row.id,
    name: row.name,
    deviceType: row.deviceType === 'multiDevice' ? 'multiDevice' : 'singleDevice',
    backedUp: row.backedUp,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

export interface PasskeyOptions {
  /** The relying party's name the authenticator shows ("CaptIA"). */
  rpName: string;
  origins: OriginPolicy;
  db: AppDb;
  /** REQUIRE_EMAIL_VERIFICATION: an unverified account does not sign in this way either. */
  requireEmailVerification: boolean;
}

/**
 * Passkeys as a Better Auth plugin (decision 0041): WebAuthn registration and sign-in on
 * `@simplewebauthn/server`, which does every check of the ceremonies (challenge, origin, RP id,
 * user verification, signature, counter). This file keeps the challenges (single use, five
 * minutes, bound to the browser by a signed cookie), the credentials and the session a sign-in
 * makes. Adding one takes the password (and the second factor when it is on): checked in
 * auth.routes.ts before this runs.
 */
export function passkeys({ rpName, origins, db, requireEmailVerification }: PasskeyOptions) {
  type Ctx = {
    context: {
      secret: string;
      createAuthCookie: (
        name: string,
        options?: { maxAge?: number },
      ) => {
        name: string;
        attributes: Record<string, unknown>;
      };
      internalAdapter: {
        createVerificationValue(data: {
          identifier: string;
          value: string;
          expiresAt: Date;
        }): Promise<unknown>;
        consumeVerificationValue(identifier: string): Promise<{ value: string; expiresAt: Date } | null>;
      };
    };
    setSignedCookie(
      name: string,
      value: string,
      secret: string,
      attributes: Record<string, unknown>,
    ): unknown;
    getSignedCookie(name: string, secret: string): Promise<string | null | false>;
  };

  const issueChallenge = async (ctx: Ctx, challenge: Challenge) => {
    const identifier = `passkey-challenge:${randomBytes(24).toString('base64url')}`;
    await ctx.context.internalAdapter.createVerificationValue({
      identifier,
      value: JSON.stringify(challenge),
      expiresAt: new Date(Date.now() + CHALLENGE_SECONDS * 1000),
    });
    const cookie = ctx.context.createAuthCookie(CHALLENGE_COOKIE, { maxAge: CHALLENGE_SECONDS });
    await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
  };

  /** The browser's challenge, used up: a second answer to it (a replay, a race) finds nothing. */
  const consumeChallenge = async (ctx: Ctx, purpose: Challenge['purpose'], origin: string) => {
    const failure =
      purpose === 'sign-in' ? fail('UNAUTHORIZED', 'PASSKEY_FAILED') : fail('BAD_REQUEST', 'PASSKEY_FAILED');
    const cookie = ctx.context.createAuthCookie(CHALLENGE_COOKIE);
    const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
    if (typeof identifier !== 'string' || !identifier.startsWith('passkey-challenge:')) throw failure;
    const row = await ctx.context.internalAdapter.consumeVerificationValue(identifier);
    if (!row || row.expiresAt.getTime() < Date.now()) throw failure;
    const stored = JSON.parse(row.value) as Challenge;
    if (stored.purpose !== purpose || stored.origin !== origin) throw failure;
    return { stored, failure };
  };

  return {
    id: 'captia-passkeys',
    endpoints: {
      passkeyRegisterOptions: createAuthEndpoint(
        '/passkey/generate-register-options',
        {
          method: 'POST',
          use: [sessionMiddleware],
          body: z.object({ password: z.string().optional(), code: z.string().optional() }).optional(),
        },
        async (ctx) => {
          const { user } = ctx.context.session;
          const party = relyingParty(origins, ctx.request, ctx.headers);
          const existing = await db
            .select({ credentialId: authPasskeys.credentialId, transports: authPasskeys.transports })
            .from(authPasskeys)
            .where(eq(authPasskeys.userId, user.id));
          if (existing.length >= MAX_PASSKEYS) throw limitReached();
          const options = await generateRegistrationOptions({
            rpName,
            rpID: party.rpID,
            userName: user.email,
            userDisplayName: user.name || user.email,
            userID: new TextEncoder().encode(user.id),
            attestationType: 'none',
            timeout: CHALLENGE_SECONDS * 1000,
            // The same authenticator twice would only be a second row for one key.
            excludeCredentials: existing.map((row) => ({
              id: row.credentialId,
              transports: transportsOf(row.transports),
            })),
            // Discoverable (sign-in without typing an address) and verified (PIN, fingerprint, face):
            // the passkey is both factors at once, so no code is asked after it.
            authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
          });
          await issueChallenge(ctx as unknown as Ctx, {
            challenge: options.challenge,
            purpose: 'register',
            userId: user.id,
            ...party,
          });
          return ctx.json(options);
        },
      ),

      passkeyVerifyRegistration: createAuthEndpoint(
        '/passkey/verify-registration',
        {
          method: 'POST',
          use: [sessionMiddleware],
          body: z.object({ response: CredentialResponse, name: PasskeyNameSchema.optional() }),
        },
        async (ctx) => {
          const { user } = ctx.context.session;
          const party = relyingParty(origins, ctx.request, ctx.headers);
          const { stored, failure } = await consumeChallenge(ctx as unknown as Ctx, 'register', party.origin);
          if (stored.userId !== user.id) throw failure;
          const verification = await verifyRegistrationResponse({
            response: ctx.body.response as unknown as Parameters<
              typeof verifyRegistrationResponse
            >[0]['response'],
            expectedChallenge: stored.challenge,
            expectedOrigin: stored.origin,
            expectedRPID: stored.rpID,
            requireUserVerification: true,
          }).catch(() => null);
          if (!verification?.verified) throw failure;
          const info = verification.registrationInfo;
          const id = randomUUID();
          const inserted = await db
            .insert(authPasskeys)
            .values({
              id,
              userId: user.id,
              name: ctx.body.name || null,
              credentialId: info.credential.id,
              publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
              counter: info.credential.counter,
              deviceType: info.credentialDeviceType,
              backedUp: info.credentialBackedUp,
              transports: info.credential.transports?.join(',') || null,
              aaguid: info.aaguid,
            })
            // One credential is one row: registered already (here or on another account) → refused.
            .onConflictDoNothing({ target: authPasskeys.credentialId })
            .returning();
          const row = inserted[0];
          if (!row) throw failure;
          // Two registrations at once may both have passed the count: the later one goes.
          const [total] = await db
            .select({ n: count() })
            .from(authPasskeys)
            .where(eq(authPasskeys.userId, user.id));
          if ((total?.n ?? 0) > MAX_PASSKEYS) {
            await db.delete(authPasskeys).where(eq(authPasskeys.id, id));
            throw limitReached();
          }
          return ctx.json({ passkey: passkeyView(row) });
        },
      ),

      passkeySignInOptions: createAuthEndpoint(
        '/passkey/generate-authenticate-options',
        { method: 'POST' },
        async (ctx) => {
          const party = relyingParty(origins, ctx.request, ctx.headers);
          // No list of credentials: the authenticator offers the passkeys it holds for this site.
          const options = await generateAuthenticationOptions({
            rpID: party.rpID,
            userVerification: 'required',
            timeout: CHALLENGE_SECONDS * 1000,
          });
          await issueChallenge(ctx as unknown as Ctx, {
            challenge: options.challenge,
            purpose: 'sign-in',
            userId: null,
            ...party,
          });
          return ctx.json(options);
        },
      ),

      passkeySignIn: createAuthEndpoint(
        '/passkey/verify-authentication',
        { method: 'POST', body: z.object({ response: CredentialResponse }) },
        async (ctx) => {
          const party = relyingParty(origins, ctx.request, ctx.headers);
          const { stored, failure } = await consumeChallenge(ctx as unknown as Ctx, 'sign-in', party.origin);
          const [passkey] = await db
            .select()
            .from(authPasskeys)
            .where(eq(authPasskeys.credentialId, ctx.body.response.id));
          if (!passkey) throw failure;
          const credential: WebAuthnCredential = {
            id: passkey.credentialId,
            publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
            counter: passkey.counter,
            transports: transportsOf(passkey.transports),
          };
          const verification = await verifyAuthenticationResponse({
            response: ctx.body.response as unknown as Parameters<
              typeof verifyAuthenticationResponse
            >[0]['response'],
            expectedChallenge: stored.challenge,
            expectedOrigin: stored.origin,
            expectedRPID: stored.rpID,
            credential,
            requireUserVerification: true,
          }).catch(() => null);
          // A counter that went back (a cloned authenticator) fails in the library, like a bad signature.
          if (!verification?.verified) throw failure;
          // An authenticator that counts must count up: of two answers with the same count (a
          // cloned key racing the real one), only the first moves it. Synced passkeys send 0.
          const { newCounter } = verification.authenticationInfo;
          const updated = await db
            .update(authPasskeys)
            .set({ counter: newCounter, lastUsedAt: new Date() })
            .where(
              and(
                eq(authPasskeys.id, passkey.id),
                newCounter > 0 ? lt(authPasskeys.counter, newCounter) : undefined,
              ),
            )
            .returning({ id: authPasskeys.id });
          if (updated.length === 0) throw failure;
          const user = await ctx.context.internalAdapter.findUserById(passkey.userId);
          if (!user) throw failure;
          if (requireEmailVerification && !user.emailVerified)
            throw new APIError('FORBIDDEN', { message: 'email not verified', code: 'EMAIL_NOT_VERIFIED' });
          // A banned account is refused by the session hook (auth.ts), as at any sign-in.
          const session = await ctx.context.internalAdapter.createSession(user.id);
          if (!session) throw new APIError('INTERNAL_SERVER_ERROR', { message: 'session not created' });
          await setSessionCookie(ctx, { session, user });
          return ctx.json({
            token: session.token,
            user: { id: user.id, email: user.email, name: user.name },
          });
        },
      ),

      passkeyList: createAuthEndpoint(
        '/passkey/list-user-passkeys',
        { method: 'GET', use: [sessionMiddleware] },
        async (ctx) => {
          const rows = await db
            .select()
            .from(authPasskeys)
            .where(eq(authPasskeys.userId, ctx.context.session.user.id))
            .orderBy(authPasskeys.createdAt);
          return ctx.json(rows.map(passkeyView));
        },
      ),

      passkeyRename: createAuthEndpoint(
        '/passkey/update-passkey',
        {
          method: 'POST',
          use: [sessionMiddleware],
          body: z.object({ id: z.string().max(64), name: PasskeyNameSchema }),
        },
        async (ctx) => {
          const [row] = await db
            .update(authPasskeys)
            .set({ name: ctx.body.name || null })
            .where(
              and(eq(authPasskeys.id, ctx.body.id), eq(authPasskeys.userId, ctx.context.session.user.id)),
            )
            .returning();
          if (!row) throw notFound();
          return ctx.json({ passkey: passkeyView(row) });
        },
      ),

      passkeyDelete: createAuthEndpoint(
        '/passkey/delete-passkey',
        { method: 'POST', use: [sessionMiddleware], body: z.object({ id: z.string().max(64) }) },
        async (ctx) => {
          const deleted = await db
            .delete(authPasskeys)
            .where(
              and(eq(authPasskeys.id, ctx.body.id), eq(authPasskeys.userId, ctx.context.session.user.id)),
            )
            .returning({ id: authPasskeys.id });
          if (deleted.length === 0) throw notFound();
          return ctx.json({ status: true });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
