/**
 * Who a request is from, as every route reads it (`c.get('session')`): set by the session
 * middleware from a Better Auth session, or by an API key for its owner (lib/session.ts,
 * keys/bearer.ts). Only the fields the server reads: Better Auth's answer is checked against
 * them where it is read.
 */
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
