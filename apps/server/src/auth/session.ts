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

/** Reads the session cookie (served from its signed cache for SESSION_CACHE_SECONDS). */
export function loadSession(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('session', null);
    if (c.req.header('cookie')) {
      const result = await auth.api.getSession({ headers: c.req.raw.headers });
      if (result) c.set('session', result as unknown as CurrentSession);
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
