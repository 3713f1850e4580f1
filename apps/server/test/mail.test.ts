import { randomBytes } from 'node:crypto';
import { isApiErrorBody } from '@captia/shared';
import { describe, expect } from 'vitest';
import { createLogger } from '../src/logger';
import { createMailer, type Mailer } from '../src/mail/mailer';
import type { ApiQuery } from './api-routes';
import { GOOD_PASSWORD, TestClient, uniqueEmail } from './client';
import { test as base } from './fixtures/setup';
import { createTestApp, type TestApp } from './helpers';

/**
 * `app` is fixtures/setup.ts's (createTestApp); `mailer` the outbox mailer on its database, made
 * for the first test that needs it and closed after the file. The mailbox page (HTML) and the
 * apps where the outbox does not exist are requested raw.
 */
const test = base.extend('mailer', { scope: 'file' }, async ({ database }, { onCleanup }) => {
  const mailer = createMailer({
    from: 'CaptIA <no-reply@captia.test>',
    database,
    logger: createLogger('silent'),
  });
  onCleanup(() => mailer.close());
  return mailer;
});

const mail = (
  mailer: Mailer,
  to: string,
  subject: string,
  extra: Partial<Parameters<Mailer['send']>[0]> = {},
) =>
  mailer.send({
    to,
    subject,
    text: `Text of ${subject}`,
    html: `<p>${subject}</p>`,
    language: 'en-US',
    ...extra,
  });

async function outbox(t: TestApp, query: ApiQuery<'GET /api/dev/outbox'> = {}) {
  // No Origin, as the request built in-process was.
  const res = await new TestClient(t.app, { origin: null }).api('GET /api/dev/outbox', { query });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return res.json();
}

describe('outbox mailer', () => {
  test('is the default without SMTP_URL and writes one row per mail', async ({ app: t, mailer }) => {
    expect(mailer.kind).toBe('outbox');
    const to = uniqueEmail('row');
    await mail(mailer, to, 'Hello row', { language: 'pt-BR' });
    const items = await outbox(t, { to });
    expect(items).toHaveLength(1);
    expect(items[0]).toEqual({
      to,
      subject: 'Hello row',
      text: 'Text of Hello row',
      html: '<p>Hello row</p>',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(Date.now() - Date.parse(items[0]!.createdAt)).toBeLessThan(60_000);
  });

  test('refuses a recipient that could inject headers', async ({ mailer }) => {
    await expect(mail(mailer, 'a@example.com\r\nBcc: b@example.com', 'x')).rejects.toThrow(/recipient/);
    await expect(mail(mailer, '  ', 'x')).rejects.toThrow(/recipient/);
  });
});

describe('GET /api/dev/outbox', () => {
  test('lists mails newest first', async ({ app: t, mailer }) => {
    const to = uniqueEmail('order');
    await mail(mailer, to, 'first');
    await mail(mailer, to, 'second');
    await mail(mailer, to, 'third');
    const items = await outbox(t, { to });
    expect(items.map((m) => m.subject)).toEqual(['third', 'second', 'first']);
    const all = await outbox(t);
    expect(all.length).toBeGreaterThanOrEqual(4);
    const times = all.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  test('filters by recipient: exact match, case-insensitive', async ({ app: t, mailer }) => {
    const to = uniqueEmail('filter');
    await mail(mailer, to, 'for the filter');
    await mail(mailer, `x${to}`, 'for someone else');
    expect((await outbox(t, { to: to.toUpperCase() })).map((m) => m.subject)).toEqual(['for the filter']);
    expect(await outbox(t, { to: to.slice(0, -4) })).toEqual([]);
  });

  test('honours ?limit', async ({ app: t, mailer }) => {
    const to = uniqueEmail('limit');
    await mail(mailer, to, 'one');
    await mail(mailer, to, 'two');
    expect((await outbox(t, { to, limit: '1' })).map((m) => m.subject)).toEqual(['two']);
  });

  test('receives the verification mail of a real sign-up', async ({ app: t }) => {
    const email = uniqueEmail('signup');
    const client = new TestClient(t.app, { ip: '10.9.0.1' });
    const res = await client.post('/api/auth/sign-up/email', {
      name: 'Outbox Reader',
      email,
      password: GOOD_PASSWORD,
      callbackURL: '/',
    });
    expect(res.status).toBe(200);
    const [verification] = await outbox(t, { to: email });
    expect(verification?.subject).toBe('Confirm your email for CaptIA');
    expect(verification?.text).toMatch(/http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
  });
});

describe('GET /dev/mailbox', () => {
  test('renders the outbox newest first, with clickable links and the HTML in a sandboxed srcdoc frame', async ({
    app: t,
    mailer,
  }) => {
    const to = uniqueEmail('page');
    await mail(mailer, to, 'Older mail');
    await mail(mailer, to, 'Newer mail', {
      text: 'Open https://localhost:3000/reset-password?token=abc123. Thanks',
      html: '<!doctype html><html><head><title>x</title></head><body><a href="https://localhost:3000/r?a=1&b=2">Go</a></body></html>',
    });
    const res = await t.app.request(`/dev/mailbox?to=${encodeURIComponent(to)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    const page = await res.text();
    expect(page).not.toMatch(/<script/i);
    expect(page).not.toMatch(/\son\w+=/i);
    expect(page.indexOf('Newer mail')).toBeLessThan(page.indexOf('Older mail'));
    expect(page).toContain(`<dd class="to">${to}</dd>`);
    expect(page).toMatch(/<time datetime="\d{4}-\d\d-\d\dT[\d:.]+Z">/);
    // The URL is a link, without the sentence's full stop.
    expect(page).toContain(
      '<a href="https://localhost:3000/reset-password?token=abc123">https://localhost:3000/reset-password?token=abc123</a>. Thanks',
    );
    const frame = /<iframe[^>]*>/.exec(page)?.[0] ?? '';
    expect(frame).toMatch(/ sandbox="allow-top-navigation-by-user-activation"/);
    expect(frame).not.toMatch(/allow-scripts|allow-same-origin/);
    expect(frame).toContain(
      'srcdoc="&lt;!doctype html&gt;&lt;html&gt;&lt;head&gt;&lt;base target=&quot;_top&quot;&gt;&lt;title&gt;',
    );
    expect(frame).toContain('href=&quot;https://localhost:3000/r?a=1&amp;b=2&quot;');
  });

  test('escapes everything it shows', async ({ app: t, mailer }) => {
    const to = uniqueEmail('xss');
    const evil = `"><img src=x onerror=alert(1)><script>alert(2)</script>`;
    await mail(mailer, to, evil, { text: evil, html: `<p title='${evil}'>${evil}</p>` });
    const page = await (await t.app.request(`/dev/mailbox?to=${encodeURIComponent(to)}`)).text();
    expect(page).not.toContain('<img');
    expect(page).not.toMatch(/<script/i);
    expect(page).toContain(
      '&quot;&gt;&lt;img src=x onerror=alert(1)&gt;&lt;script&gt;alert(2)&lt;/script&gt;',
    );
    // The filter box echoes the query escaped as well.
    const echoed = await (await t.app.request(`/dev/mailbox?to=${encodeURIComponent(evil)}`)).text();
    expect(echoed).not.toContain('<img');
    expect(echoed).toContain('0 mails');
  });

  test('says so when nothing matches', async ({ app: t }) => {
    const page = await (await t.app.request(`/dev/mailbox?to=${uniqueEmail('nobody')}`)).text();
    expect(page).toContain('The outbox is empty');
  });
});

// Apps of their own (createTestApp) on the file's database: in production, and over SMTP.
describe('the outbox is not reachable where it does not exist', () => {
  const expectGone = async (app: TestApp['app']) => {
    const api = await app.request('/api/dev/outbox');
    expect(api.status).toBe(404);
    const body: unknown = await api.json();
    expect(isApiErrorBody(body) && body.error.code).toBe('not_found');
    const page = await app.request('/dev/mailbox');
    expect(page.status).toBe(404);
    expect(await page.text()).not.toContain('Dev mailbox');
  };

  test('answers 404 in production, even with an outbox mailer', async ({ app: t, mailer }) => {
    const prod = await createTestApp({
      database: t.database,
      mailer,
      env: {
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        // Production refuses a secret written in the source (this file included).
        BETTER_AUTH_SECRET: randomBytes(32).toString('base64url'),
        STRIPE_SECRET_KEY: 'sk_test_unused',
        STRIPE_WEBHOOK_SECRET: 'whsec_unused',
        STRIPE_PRICE_PROFISSIONAL_MONTHLY: 'price_1',
        STRIPE_PRICE_PROFISSIONAL_YEARLY: 'price_2',
        STRIPE_PRICE_PREMIUM_MONTHLY: 'price_3',
        STRIPE_PRICE_PREMIUM_YEARLY: 'price_4',
      },
    });
    await mail(mailer, uniqueEmail('prod'), 'never listed');
    await expectGone(prod.app);
  });

  test('answers 404 when mail goes over SMTP', async ({ app: t }) => {
    const smtp = await createTestApp({ database: t.database, env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
    await expectGone(smtp.app);
  });
});
