/** The one error body of the HTTP contract (docs/architecture.md, HTTP contract). */
export interface ApiErrorBody {
  error: { code: string; message: string };
}

/** Error codes the API answers with; each has a message in every catalog under `errors.api`. */
export const ERROR_CODES = [
  'not_found',
  'bad_request',
  'invalid_json',
  'method_not_allowed',
  'payload_too_large',
  'unsupported_media_type',
  'service_unavailable',
  'internal_error',
  // CPU work on the input ran past its deadline (docs/decisions/0047).
  'input_too_complex',
  // Accounts
  'unauthorized',
  'forbidden_origin',
  'invalid_credentials',
  'email_taken',
  'invalid_email',
  'password_too_short',
  'password_too_long',
  'weak_password',
  'invalid_token',
  'email_not_verified',
  'current_password_incorrect',
  'current_password_required',
  'recent_sign_in_required',
  'account_banned',
  'session_expired',
  'rate_limited',
  'admin_required',
  'auth_failed',
  'invalid_timezone',
  'admin_self_action',
  // Two-factor sign-in (decision 0038)
  'two_factor_invalid_code',
  'two_factor_code_required',
  'two_factor_expired',
  'two_factor_locked',
  'two_factor_already_enabled',
  'two_factor_not_enabled',
  'two_factor_required',
  // Passkeys (decision 0041)
  'passkey_failed',
  'passkey_unavailable',
  'passkey_limit_reached',
  // Plans and usage
  'plan_network_limit',
  'plan_long_text',
  'plan_variant_limit',
  'plan_emojis',
  'plan_hashtags',
  'daily_limit_reached',
  'monthly_limit_reached',
  'monthly_limit_exceeded',
  'usage_update_failed',
  'request_cancelled',
  'quota_insufficient',
  // Planner: messages under `planner.import` / `planner.rules` (AppError messageKey).
  'import_invalid',
  'post_rule_broken',
  // API keys
  'plan_required',
  'api_key_limit_reached',
  'api_key_in_query',
  // Brands
  'brand_limit_reached',
  // Reworks
  'ai_required',
  'invalid_signature',
  // Billing: messages under `billing.errors` (AppError messageKey).
  'payment_not_configured',
  'verification_temporary',
  'portal_not_configured',
  'billing_failed',
  'no_subscription',
  // Caption engine: messages under `captions.validation` / `captions.errors` (AppError messageKey).
  'caption_networks_required',
  'caption_text_required',
  'caption_text_too_long',
  'caption_options_invalid',
  'caption_generation_failed',
  // Photos (decision 0018)
  'image_invalid',
  // Links (decision 0031): messages under `errors.api`, some under `links.errors` (messageKey).
  'link_blocked',
  'link_unreadable',
  'link_too_large',
  'link_timeout',
  // Publishing (decision 0057): messages under `errors.api`, some under `publishing.errors`.
  'connection_failed',
  'connection_limit_reached',
  'publish_limit_reached',
  'publish_invalid',
  // Review links and webhooks (decision 0058): messages under `errors.api`, some under `integrations`.
  'review_link_limit_reached',
  'review_post_changed',
  'webhook_limit_reached',
  'webhook_url_invalid',
  'webhook_disabled',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const error = (value as { error?: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}
