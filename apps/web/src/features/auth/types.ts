export type { Me, Tier } from '@captia/shared';

/** One row of `GET /api/auth/list-sessions`. */
export interface ActiveSession {
  id: string;
  token: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
}
