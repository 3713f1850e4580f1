/** Spec §3/§6/§9: the plans and what each allows. */
export const TIERS = ['free', 'profissional', 'premium'] as const;
export type Tier = (typeof TIERS)[number];
export const PAID_TIERS = ['profissional', 'premium'] as const satisfies readonly Tier[];

export interface TierLimits {
  /** Captions per period. */
  quota: number;
  period: 'daily' | 'monthly';
  /** null = unlimited. */
  maxNetworks: number | null;
  longText: boolean;
  maxVariants: number;
  emojis: boolean;
  hashtags: boolean;
}

export const TIER_LIMITS: Record<Tier, TierLimits> = {
  free: {
    quota: 3,
    period: 'daily',
    maxNetworks: 1,
    longText: false,
    maxVariants: 1,
    emojis: false,
    hashtags: false,
  },
  profissional: {
    quota: 100,
    period: 'monthly',
    maxNetworks: null,
    longText: true,
    maxVariants: 2,
    emojis: true,
    hashtags: true,
  },
  premium: {
    quota: 250,
    period: 'monthly',
    maxNetworks: null,
    longText: true,
    maxVariants: 3,
    emojis: true,
    hashtags: true,
  },
};

export function isTier(value: unknown): value is Tier {
  return typeof value === 'string' && (TIERS as readonly string[]).includes(value);
}

/** The better of two plans (a subscription and an admin's complimentary grant). */
export function higherTier(a: Tier, b: Tier): Tier {
  return TIERS.indexOf(a) >= TIERS.indexOf(b) ? a : b;
}
