import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (tokens, sessions, app secrets): AES-256-GCM under a key derived (HKDF-SHA256)
 * from CONNECTIONS_KEY, else from the install's session secret (BETTER_AUTH_SECRET or the one
 * kept in its database). Stored as `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
export type SealKey = Buffer;

export function sealKey(secret: string): SealKey {
  return Buffer.from(hkdfSync('sha256', secret, 'captia', 'publishing connections v1', 32));
}

export function seal(key: SealKey, value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function unseal<T>(key: SealKey, sealed: string): T {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const clear = Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]);
  return JSON.parse(clear.toString('utf8')) as T;
}
