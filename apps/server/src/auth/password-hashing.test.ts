import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { HASHES_AT_ONCE, hashingLoad, passwordHashing } from './password-hashing';

describe('password hashing', () => {
  it("is Better Auth's own: hashes made before still verify, and Better Auth verifies ours", async () => {
    const before = await hashPassword('quiet harbour lantern 58');
    expect(await passwordHashing.verify({ hash: before, password: 'quiet harbour lantern 58' })).toBe(true);
    expect(await passwordHashing.verify({ hash: before, password: 'quiet harbour lantern 59' })).toBe(false);
    const ours = await passwordHashing.hash('amber canyon whistle 19');
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash: ours, password: 'amber canyon whistle 19' })).toBe(true);
  });

  it('runs one hash at a time; the others wait their turn', async () => {
    const cores = HASHES_AT_ONCE;
    let most = 0;
    const sample = setInterval(() => {
      most = Math.max(most, hashingLoad().running);
    }, 1);
    const hashes = await Promise.all(
      Array.from({ length: cores + 3 }, (_, i) => passwordHashing.hash(`password number ${i}`)),
    );
    clearInterval(sample);
    expect(new Set(hashes).size).toBe(cores + 3);
    expect(most).toBeGreaterThan(0);
    expect(most).toBe(1);
    expect(hashingLoad()).toEqual({ running: 0, waiting: 0 });
  });
});
