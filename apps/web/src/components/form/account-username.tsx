/**
 * The signed-in account's address as a hidden username field: a password manager then fills the
 * password of the right account in a form that asks only for the password.
 */
export function AccountUsername({ email }: { email: string }) {
  return <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />;
}
