import type { Language } from '@captia/shared';

export type Tier = 'free' | 'profissional' | 'premium';

/** `GET /api/me` (ARCHITECTURE.md §4). */
export interface Me {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  role: 'user' | 'admin';
  isAdmin: boolean;
  language: Language | null;
  timezone: string | null;
  tier: Tier;
  subscription: {
    subscribed: boolean;
    subscription_tier: Tier | null;
    subscription_end: string | null;
    cancel_at_period_end: boolean;
  };
  usage: { current: number; total: number; period: 'daily' | 'monthly'; lastUpdated: string };
  createdAt: string;
}

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
