/** The plans and what each allows (docs/product.md, Plans and limits). */
export const TIERS = ['free', 'profissional', 'premium'] as const;
export type Tier = (typeof TIERS)[number];

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
  /** Brand voices the account may keep. */
  brands: number;
  /**
   * Publishing to Bluesky and Mastodon (docs/decisions/0057): the accounts that may be connected
   * and the publications that may wait (scheduled or being sent) at once; 0 = not on this plan.
   */
  publishing: { connections: number; pending: number };
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
    brands: 1,
    publishing: { connections: 0, pending: 0 },
  },
  profissional: {
    quota: 100,
    period: 'monthly',
    maxNetworks: null,
    longText: true,
    maxVariants: 2,
    emojis: true,
    hashtags: true,
    brands: 3,
    publishing: { connections: 3, pending: 100 },
  },
  premium: {
    quota: 250,
    period: 'monthly',
    maxNetworks: null,
    longText: true,
    maxVariants: 3,
    emojis: true,
    hashtags: true,
    brands: 10,
    publishing: { connections: 10, pending: 1000 },
  },
};

/** Whether a plan may connect accounts and publish to them (the browser shows the same). */
export function canPublish(tier: Tier): boolean {
  return TIER_LIMITS[tier].publishing.connections > 0;
}

export function isTier(value: unknown): value is Tier {
  return typeof value === 'string' && (TIERS as readonly string[]).includes(value);
}

/** The better of two plans (a subscription and an admin's complimentary grant). */
export function higherTier(a: Tier, b: Tier): Tier {
  return TIERS.indexOf(a) >= TIERS.indexOf(b) ? a : b;
}

/** Plan gating: why a request is not allowed on a plan, in the order of docs/product.md, Plans and limits. */
export type GatingCode =
  | 'plan_network_limit'
  | 'plan_long_text'
  | 'plan_variant_limit'
  | 'plan_emojis'
  | 'plan_hashtags';

export const GATING_MESSAGE_KEYS: Record<GatingCode, string> = {
  plan_network_limit: 'errors.api.plan_network_limit',
  plan_long_text: 'errors.api.plan_long_text',
  plan_variant_limit: 'errors.api.plan_variant_limit',
  plan_emojis: 'errors.api.plan_emojis',
  plan_hashtags: 'errors.api.plan_hashtags',
};

export interface GatedRequest {
  networks: readonly string[];
  length: 'short' | 'long';
  variants: number;
  emojis: boolean;
  hashtags: boolean;
}

/** Every rule the request breaks on this plan (empty when allowed). Browser and server both use it. */
export function gatingViolations(tier: Tier, request: GatedRequest): GatingCode[] {
  const limits = TIER_LIMITS[tier];
  const codes: GatingCode[] = [];
  if (limits.maxNetworks !== null && request.networks.length > limits.maxNetworks)
    codes.push('plan_network_limit');
  if (request.length === 'long' && !limits.longText) codes.push('plan_long_text');
  if (request.variants > limits.maxVariants) codes.push('plan_variant_limit');
  if (request.emojis && !limits.emojis) codes.push('plan_emojis');
  if (request.hashtags && !limits.hashtags) codes.push('plan_hashtags');
  return codes;
}
