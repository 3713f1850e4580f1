import { randomBytes } from 'node:crypto';
import { isApiErrorBody } from '@captia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger';
import { createMailer, type Mailer } from '../src/mail/mailer';
import { GOOD_PASSWORD, TestClient, uniqueEmail } from './client';
import { createTestApp, type TestApp } from './helpers';

interface OutboxItem {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

let t: TestApp;
let mailer: Mailer;

beforeAll(async () => {
  t = await createTestApp();
  mailer = createMailer({
    from: 'CaptIA <no-reply@captia.test>',
    database: t.database,
    logger: createLogger('silent'),
  });
});
afterAll(async () => {
  await mailer.close();
  await t.close();
});

const mail = (to: string, subject: string, extra: Partial<Parameters<Mailer['send']>[0]> = {}) =>
  mailer.send({
    to,
    subject,
    text: `Text of ${subject}`,
    html: `<p>${subject}</p>`,
    language: 'en-US',
    ...extra,
  });

async function outbox(query = ''): Promise<OutboxItem[]> {
  const res = await t.app.request(`/api/dev/outbox${query}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return (await res.json()) as OutboxItem[];
}

describe('outbox mailer', () => {
  it('is the default without SMTP_URL and writes one row per mail', async () => {
    expect(mailer.kind).toBe('outbox');
    const to = uniqueEmail('row');
    await mail(to, 'Hello row', { language: 'pt-BR' });
    const items = await outbox(`?to=${encodeURIComponent(to)}`);
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

  it('refuses a recipient that could inject headers', async () => {
    await expect(mail('a@example.com\r\nBcc: b@example.com', 'x')).rejects.toThrow(/recipient/);
    await expect(mail('  ', 'x')).rejects.toThrow(/recipient/);
  });
});

describe('GET /api/dev/outbox', () => {
  it('lists mails newest first', async () => {
    const to = uniqueEmail('order');
    await mail(to, 'first');
    await mail(to, 'second');
    await mail(to, 'third');
    const items = await outbox(`?to=${encodeURIComponent(to)}`);
    expect(items.map((m) => m.subject)).toEqual(['third', 'second', 'first']);
    const all = await outbox();
    expect(all.length).toBeGreaterThanOrEqual(4);
    const times = all.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('filters by recipient: exact match, case-insensitive', async () => {
    const to = uniqueEmail('filter');
    await mail(to, 'for the filter');
    await mail(`x${to}`, 'for someone else');
    expect((await outbox(`?to=${encodeURIComponent(to.toUpperCase())}`)).map((m) => m.subject)).toEqual([
      'for the filter',
    ]);
    expect(await outbox(`?to=${encodeURIComponent(to.slice(0, -4))}`)).toEqual([]);
  });

  it('honours ?limit', async () => {
    const to = uniqueEmail('limit');
    await mail(to, 'one');
    await mail(to, 'two');
    expect((await outbox(`?to=${encodeURIComponent(to)}&limit=1`)).map((m) => m.subject)).toEqual(['two']);
  });

  it('receives the verification mail of a real sign-up', async () => {
    const email = uniqueEmail('signup');
    const client = new TestClient(t.app, { ip: '10.9.0.1' });
    const res = await client.post('/api/auth/sign-up/email', {
      name: 'Outbox Reader',
      email,
      password: GOOD_PASSWORD,
      callbackURL: '/',
    });
    expect(res.status).toBe(200);
    const [verification] = await outbox(`?to=${encodeURIComponent(email)}`);
    expect(verification?.subject).toBe('Confirm your email for CaptIA');
    expect(verification?.text).toMatch(/http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
  });
});

describe('GET /dev/mailbox', () => {
  it('renders the outbox newest first, with clickable links and the HTML in a sandboxed srcdoc frame', async () => {
    const to = uniqueEmail('page');
    await mail(to, 'Older mail');
    await mail(to, 'Newer mail', {
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

  it('escapes everything it shows', async () => {
    const to = uniqueEmail('xss');
    const evil = `"><img src=x onerror=alert(1)><script>alert(2)</script>`;
    await mail(to, evil, { text: evil, html: `<p title='${evil}'>${evil}</p>` });
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

  it('says so when nothing matches', async () => {
    const page = await (await t.app.request(`/dev/mailbox?to=${uniqueEmail('nobody')}`)).text();
    expect(page).toContain('The outbox is empty');
  });
});

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

  it('answers 404 in production, even with an outbox mailer', async () => {
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
    await mail(uniqueEmail('prod'), 'never listed');
    await expectGone(prod.app);
  });

  it('answers 404 when mail goes over SMTP', async () => {
    const smtp = await createTestApp({ database: t.database, env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
    await expectGone(smtp.app);
  });
});
