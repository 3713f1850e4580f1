import { scryptSync } from 'node:crypto';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { HASHES_AT_ONCE, hashingLoad, passwordHashing, TEST_SCRYPT } from './password-hashing';

describe('password hashing', () => {
  it("is Better Auth's own at the standard cost: hashes made before still verify, and Better Auth verifies ours", async () => {
    const standard = passwordHashing();
    const before = await hashPassword('quiet harbour lantern 58');
    expect(await standard.verify({ hash: before, password: 'quiet harbour lantern 58' })).toBe(true);
    expect(await standard.verify({ hash: before, password: 'quiet harbour lantern 59' })).toBe(false);
    const ours = await standard.hash('amber canyon whistle 19');
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash: ours, password: 'amber canyon whistle 19' })).toBe(true);
  });

  it('at the test cost: the same form and scrypt with N=1024, which the standard cost does not accept', async () => {
    const cheap = passwordHashing('test');
    const hash = await cheap.hash('amber canyon whistle 19');
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    const [salt = '', key] = hash.split(':');
    const { N, r, p, dkLen } = TEST_SCRYPT;
    expect(N).toBe(1024);
    expect(scryptSync('amber canyon whistle 19', salt, dkLen, { N, r, p }).toString('hex')).toBe(key);
    expect(await cheap.verify({ hash, password: 'amber canyon whistle 19' })).toBe(true);
    expect(await cheap.verify({ hash, password: 'amber canyon whistle 18' })).toBe(false);
    // A test-cost hash is no standard one: a server at the standard cost refuses it.
    expect(await passwordHashing().verify({ hash, password: 'amber canyon whistle 19' })).toBe(false);
    await expect(cheap.verify({ hash: 'not-a-hash', password: 'x' })).rejects.toThrow();
  });

  it('runs one hash at a time; the others wait their turn', async () => {
    const cores = HASHES_AT_ONCE;
    let most = 0;
    const sample = setInterval(() => {
      most = Math.max(most, hashingLoad().running);
    }, 1);
    const standard = passwordHashing();
    const hashes = await Promise.all(
      Array.from({ length: cores + 3 }, (_, i) => standard.hash(`password number ${i}`)),
    );
    clearInterval(sample);
    expect(new Set(hashes).size).toBe(cores + 3);
    expect(most).toBeGreaterThan(0);
    expect(most).toBe(1);
    expect(hashingLoad()).toEqual({ running: 0, waiting: 0 });
  });
});
