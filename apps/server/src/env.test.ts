import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

describe('loadEnv', () => {
  it('has working defaults with nothing set', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
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
    const env = loadEnv({
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
    });
    expect(env.PUBLIC_URL).toBe('https://captia.app');
  });
});
