import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app';
import { AppError } from '../http/errors';
import { roleOf } from './accounts.service';
import type { Auth } from './auth';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  language?: string | null;
  timezone?: string | null;
  createdAt: Date;
}

export interface CurrentSession {
  user: SessionUser;
  session: { id: string; token: string; expiresAt: Date };
}

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/;
const MAX_CACHED_SESSIONS = 10_000;

/**
 * Sessions read in the last few seconds, by session cookie. Better Auth's own read costs
 * about 2 ms of CPU even from its signed cookie cache; this keeps the authenticated hot path
 * cheap. Its time to live is capped by SESSION_CACHE_SECONDS (Better Auth's cookie cache),
 * so a revoked session stops working within that bound, as before; any successful write to
 * /api/auth/* or admin change also empties it on this instance.
 */
export class SessionCache {
  private readonly entries = new Map<string, { session: CurrentSession | null; expires: number }>();

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

  clear() {
    this.entries.clear();
  }
}

/** Reads the session cookie through the session cache, then Better Auth. */
export function loadSession(auth: Auth, cache: SessionCache): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('session', null);
    const cookie = c.req.header('cookie');
    const token = cookie ? SESSION_COOKIE.exec(cookie)?.[1] : undefined;
    if (token) {
      let session = cache.get(token);
      if (session === undefined) {
        const result = await auth.api.getSession({ headers: c.req.raw.headers });
        session = result ? (result as unknown as CurrentSession) : null;
        cache.set(token, session);
      }
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
