import { getCookies, getSessionCookie } from 'better-auth/cookies';
import type { MiddlewareHandler } from 'hono';
import type { CurrentSession, SessionUser } from '../http/current-session';
import { AppError } from '../http/errors';
import type { AppEnv } from '../http/router';
import { roleOf } from './account';
import type { Revocations } from './revocations';

/**
 * What the session middleware needs of Better Auth: the session a request's cookie names.
 * Better Auth's answer must fit `CurrentSession` (checked where app.ts passes its instance).
 */
export interface SessionReader {
  api: { getSession(context: { headers: Headers }): Promise<CurrentSession | null> };
}

/**
 * The session cookie's name as Better Auth writes it on plain HTTP (on HTTPS it gains the
 * `__Secure-` prefix): the OpenAPI document names it. Requests are read with Better Auth's own
 * `getSessionCookie`, which knows both forms.
 */
export const SESSION_COOKIE_NAME = getCookies({ advanced: { useSecureCookies: false } }).sessionToken.name;

/** The session token a request carries, or null: Better Auth's reading of its own cookie. */
export function sessionToken(headers: Headers): string | null {
  return getSessionCookie(headers);
}
const MAX_CACHED_SESSIONS = 10_000;

/**
 * Sessions read in the last few seconds, by session cookie. Better Auth's own read costs
 * about 2 ms of CPU; this keeps the authenticated hot path cheap. An ended session is
 * refused at once all the same: every hit is checked against the revocation list (see
 * revocations.ts). Its time to live (SESSION_CACHE_SECONDS, at most 10 s) only bounds how
 * stale a cached name or language can be on another instance; any successful write to
 * /api/auth/* or admin change also empties it on this instance.
 */
export class SessionCache {
  private readonly entries = new Map<string, { session: CurrentSession | null; expires: number }>();
  /** Reads under way, by session cookie, with the epoch they began in. */
  private readonly reads = new Map<string, { epoch: number; read: Promise<CurrentSession | null> }>();
  /** Bumped by `clear`: a read begun before it is neither stored nor joined. */
  private epoch = 0;

  constructor(private readonly ttlSeconds: number) {}

  get(token: string): CurrentSession | null | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.expires < Date.now()) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.session;
  }

  set(token: string, session: CurrentSession | null) {
    if (this.ttlSeconds <= 0) return;
    if (this.entries.size >= MAX_CACHED_SESSIONS) this.entries.clear();
    this.entries.set(token, { session, expires: Date.now() + this.ttlSeconds * 1000 });
  }

  /**
   * One read for every request that needs the same session meanwhile. When entries expire
   * under load, each user's concurrent requests would otherwise all ask Better Auth at once
   * (about 2 ms of CPU each, slower still while the herd runs): the bench saw a fifth of its
   * generations doing it (decision 0022). The result is stored only when nothing was cleared
   * while it ran and `storable` still agrees; a read begun before a `clear` is not joined.
   */
  read(
    token: string,
    fetch: () => Promise<CurrentSession | null>,
    storable: () => boolean,
  ): Promise<CurrentSession | null> {
    const pending = this.reads.get(token);
    if (pending && pending.epoch === this.epoch) return pending.read;
    const epoch = this.epoch;
    const read = fetch();
    const entry = { epoch, read };
    this.reads.set(token, entry);
    read
      .then(
        (session) => {
          if (epoch === this.epoch && storable()) this.set(token, session);
        },
        // The requests sharing the read get its error.
        () => {},
      )
      .finally(() => {
        if (this.reads.get(token) === entry) this.reads.delete(token);
      });
    return read;
  }

  clear() {
    this.epoch += 1;
    this.entries.clear();
    this.reads.clear();
  }
}

/**
 * Reads the session cookie through the session cache, then Better Auth (a database read:
 * its cookie cache is off, see auth.ts). The cache is used only while the revocation
 * listener is up, and a session ended on any instance is refused on its next request.
 */
export function loadSession(
  auth: SessionReader,
  cache: SessionCache,
  revocations: Revocations,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('session', null);
    const token = sessionToken(c.req.raw.headers);
    if (token) {
      const trusted = revocations.trusted;
      let session = trusted ? cache.get(token) : undefined;
      if (session === undefined) {
        const generation = revocations.generation;
        session = await cache.read(
          token,
          async () => (await auth.api.getSession({ headers: c.req.raw.headers })) ?? null,
          // Not stored when the listener was down or dropped meanwhile: a revocation may have been missed.
          () => trusted && revocations.trusted && generation === revocations.generation,
        );
      }
      if (session && revocations.isEnded(session.session.id)) session = null;
      if (session && new Date(session.session.expiresAt).getTime() > Date.now()) c.set('session', session);
    }
    await next();
  };
}

export function currentUser(c: { get(key: 'session'): CurrentSession | null }): SessionUser {
  const session = c.get('session');
  if (!session) throw new AppError(401, 'unauthorized');
  return session.user;
}

export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  currentUser(c);
  await next();
};

/** Admin rights are read from user_roles on every request: a demotion takes effect at once. */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = currentUser(c);
  if ((await roleOf(c.get('db'), user.id)) !== 'admin') throw new AppError(403, 'admin_required');
  await next();
};
