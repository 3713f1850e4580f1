import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, fileContaining, loadEnv, REPO_ROOT } from './env';

/** Everything production needs; each test changes one thing. */
const PRODUCTION = {
  NODE_ENV: 'production',
  BETTER_AUTH_SECRET: 'x'.repeat(40),
  SMTP_URL: 'smtp://mail.example.com',
  PUBLIC_URL: 'https://captia.app/',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  STRIPE_PRICE_PROFISSIONAL_MONTHLY: 'price_1',
  STRIPE_PRICE_PROFISSIONAL_YEARLY: 'price_2',
  STRIPE_PRICE_PREMIUM_MONTHLY: 'price_3',
  STRIPE_PRICE_PREMIUM_YEARLY: 'price_4',
};

describe('loadEnv', () => {
  it('has working defaults with nothing set', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.TRUST_PROXY).toBe(0);
    // No invented secret: the install's own is read from its database once it is open.
    expect(env.BETTER_AUTH_SECRET).toBeUndefined();
    expect(env.PGLITE_DIR).toMatch(/\.data[/\\]pglite$/);
  });

  it('treats empty strings as unset', () => {
    expect(loadEnv({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  it('refuses to start with a list of every problem', () => {
    try {
      loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const problems = (error as EnvError).problems.join('\n');
      expect(problems).toContain('PORT');
      expect(problems).toContain('DATABASE_URL');
      expect(problems).toContain('LOG_LEVEL');
    }
  });
});

describe('TRUST_PROXY', () => {
  it('is false, true (one proxy) or a number of proxies', () => {
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: 'TRUE' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(0);
    expect(() => loadEnv({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
    expect(() => loadEnv({ TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY/);
  });
});

describe('production', () => {
  it('refuses to fall back to development defaults', () => {
    try {
      loadEnv({ NODE_ENV: 'production' });
      expect.unreachable();
    } catch (error) {
      const problems = (error as EnvError).problems.join('\n');
      expect(problems).toContain('BETTER_AUTH_SECRET');
      expect(problems).toContain('SMTP_URL');
      expect(problems).toContain('PUBLIC_URL');
      expect(problems).toContain('STRIPE_SECRET_KEY');
    }
  });

  it('refuses another Google issuer than Google in production', () => {
    expect(() =>
      loadEnv({
        NODE_ENV: 'production',
        BETTER_AUTH_SECRET: 'x'.repeat(40),
        SMTP_URL: 'smtp://mail.example.com',
        PUBLIC_URL: 'https://captia.app',
        STRIPE_SECRET_KEY: 'sk_live_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        STRIPE_PRICE_PROFISSIONAL_MONTHLY: 'price_1',
        STRIPE_PRICE_PROFISSIONAL_YEARLY: 'price_2',
        STRIPE_PRICE_PREMIUM_MONTHLY: 'price_3',
        STRIPE_PRICE_PREMIUM_YEARLY: 'price_4',
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
        GOOGLE_ISSUER: 'http://127.0.0.1:9999',
      }),
    ).toThrow(/GOOGLE_ISSUER/);
  });

  it('starts with everything production needs', () => {
    const env = loadEnv(PRODUCTION);
    expect(env.PUBLIC_URL).toBe('https://captia.app');
    expect(env.BETTER_AUTH_SECRET).toBe(PRODUCTION.BETTER_AUTH_SECRET);
  });

  it('hashes passwords at the standard cost unless told, and never at the test cost in production', () => {
    expect(loadEnv({}).PASSWORD_HASH_COST).toBe('standard');
    expect(loadEnv(PRODUCTION).PASSWORD_HASH_COST).toBe('standard');
    expect(loadEnv({ PASSWORD_HASH_COST: 'test' }).PASSWORD_HASH_COST).toBe('test');
    expect(() => loadEnv({ ...PRODUCTION, PASSWORD_HASH_COST: 'test' })).toThrow(
      /PASSWORD_HASH_COST: only standard is allowed in production/,
    );
    expect(() => loadEnv({ PASSWORD_HASH_COST: 'low' })).toThrow(/PASSWORD_HASH_COST/);
  });

  it('refuses to start without BETTER_AUTH_SECRET (no generated secret in production)', () => {
    expect(() => loadEnv({ ...PRODUCTION, BETTER_AUTH_SECRET: '' })).toThrow(
      /BETTER_AUTH_SECRET: required in production/,
    );
  });

  it('refuses a BETTER_AUTH_SECRET written anywhere in the repository, naming the file', () => {
    // Values this repository publishes: the development default every install once used, and
    // the shared secret of the replica tests (test/postgres/processes.ts).
    for (const published of [
      'captia-development-secret-not-for-production-use',
      'captia-test-secret-shared-by-every-instance-0123456789',
    ]) {
      try {
        loadEnv({ ...PRODUCTION, BETTER_AUTH_SECRET: published });
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(EnvError);
        const [problem = ''] = (error as EnvError).problems;
        const file = /^BETTER_AUTH_SECRET: this value is written in (\S+),/.exec(problem)?.[1] ?? '';
        expect(fs.readFileSync(path.join(REPO_ROOT, file), 'utf8')).toContain(published);
      }
    }
  });

  it('looks through the text files of the repository only', () => {
    const made = `${Date.now()}-${Math.random()}-made-up-just-now`;
    expect(fileContaining(made)).toBeUndefined();
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'captia-source-'));
    try {
      for (const [file, text] of Object.entries({
        'node_modules/pkg/index.js': made,
        'apps/web/dist/index.js': made,
        '.data/pglite/base': made,
        'docs/other.md': 'nothing here',
      })) {
        fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        fs.writeFileSync(path.join(root, file), text);
      }
      expect(fileContaining(made, root)).toBeUndefined();
      fs.mkdirSync(path.join(root, 'docs/decisions'));
      fs.writeFileSync(path.join(root, 'docs/decisions/0001.md'), `the secret was ${made}.`);
      expect(fileContaining(made, root)).toBe(path.join('docs', 'decisions', '0001.md'));
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
