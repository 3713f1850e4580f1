import { createHmac } from 'node:crypto';

/** RFC 4648 base32 (spaces and padding ignored), as authenticator apps take a secret. */
function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of text.replace(/[\s=]+/g, '').toUpperCase()) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/**
 * What an authenticator app shows (RFC 6238: HMAC-SHA1, 30-second steps, 6 digits), `steps`
 * away from `now`. The server takes the current step and either neighbour, once each. The API
 * tests and the browser tests (e2e/two-factor.spec.ts) compute their codes with it.
 */
export function totp(secret: string, steps = 0, now = Date.now()): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(Math.floor(now / 30_000) + steps));
  const digest = createHmac('sha1', base32Decode(secret)).update(message).digest();
  const offset = (digest[19] ?? 0) & 15;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}
