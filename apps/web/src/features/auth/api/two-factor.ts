import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '#web/lib/api-client.ts';

/**
 * Better Auth's two-factor endpoints (decision 0038). Enabling answers the otpauth:// URI and the
 * backup codes; it is on once a first code from the app is confirmed (`verifyTotp` while signed in).
 */
export function useEnableTwoFactor() {
  return useMutation({
    mutationFn: (password: string) =>
      apiFetch('POST /api/auth/two-factor/enable', { body: { password, method: 'totp' } }),
  });
}

/** A code from the app: confirms the setup while signed in, or is the second step of a sign-in. */
export function useVerifyTotp() {
  return useMutation({
    mutationFn: (body: { code: string; trustDevice?: boolean }) =>
      apiFetch('POST /api/auth/two-factor/verify-totp', { body }),
  });
}

/** A backup code instead, at sign-in: each works once. */
export function useVerifyBackupCode() {
  return useMutation({
    mutationFn: (body: { code: string; trustDevice?: boolean }) =>
      apiFetch('POST /api/auth/two-factor/verify-backup-code', { body }),
  });
}

/** Needs the password and a code (or a backup code). */
export function useDisableTwoFactor() {
  return useMutation({
    mutationFn: (body: { password: string; code: string }) =>
      apiFetch('POST /api/auth/two-factor/disable', { body }),
  });
}

/** Ten new backup codes; the old ones stop working. */
export function useRegenerateBackupCodes() {
  return useMutation({
    mutationFn: (password: string) =>
      apiFetch('POST /api/auth/two-factor/generate-backup-codes', { body: { password } }),
  });
}
