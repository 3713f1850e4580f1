import type { ApiErrorBody } from '@captia/shared';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { brands, captionsHistory, usuarios } from '../src/db/schema/index';
import type { Mailer } from '../src/mail/mailer';
import { GOOD_PASSWORD, signUpMember, TestClient, uniqueEmail } from './client';
import { test as base } from './fixtures/setup';
import type { TestApp } from './helpers';

/**
 * Invisible and direction-changing characters (schemas/text.ts): short labels refuse them with a
 * localized message naming the problem; longer texts have them removed before they are used.
 */
const mailer: Mailer = { kind: 'outbox', send: async () => {}, close: async () => {} };
// The app is fixtures/setup.ts's (createTestApp), with an outbox mailer.
const test = base.extend('appOptions', { scope: 'file' }, { mailer });

const MESSAGES = {
  'pt-BR': /invisíveis/,
  'en-US': /invisible/,
  'es-ES': /invisibles/,
} as const;
type Language = keyof typeof MESSAGES;

/** A member whose name holds an emoji joined by U+200D, which names may. */
const member = (t: TestApp, language: Language = 'en-US', plan?: 'premium') =>
  signUpMember(t, { language, tag: 'invisible', name: 'Ana 👩‍💻', plan });

async function expectRefused(res: Response | Promise<Response>, language: Language) {
  const answer = await res;
  expect(answer.status).toBe(400);
  const body: ApiErrorBody = await answer.json();
  expect(body.error.code).toBe('bad_request');
  expect(body.error.message).toMatch(MESSAGES[language]);
}

describe('short labels refuse them', () => {
  // Raw: Better Auth's sign-up is not an operation of the contract.
  test.for(Object.keys(MESSAGES) as Language[])(
    'sign-up with a bidi override in the name: 400 in %s',
    async (language, { app: t }) => {
      const client = new TestClient(t.app, { language });
      const email = uniqueEmail('bidi');
      await expectRefused(
        client.post('/api/auth/sign-up/email', {
          name: 'Dave \u202etxt.exe',
          email,
          password: GOOD_PASSWORD,
        }),
        language,
      );
      expect(await t.database.db.select().from(usuarios).where(eq(usuarios.email, email))).toHaveLength(0);
    },
  );

  test('each kind is refused in a name: isolates, marks, zero-width characters, tags', async ({ app: t }) => {
    for (const name of [
      'Ana\u2067 Souza',
      'Ana\u200f',
      'A\u200bna',
      'Ana\ufeff',
      'Ana\u200dSouza',
      'Ana \u{e0041}\u{e0042}',
    ]) {
      const client = new TestClient(t.app, { language: 'en-US' });
      await expectRefused(
        client.post('/api/auth/sign-up/email', { name, email: uniqueEmail('bidi'), password: GOOD_PASSWORD }),
        'en-US',
      );
    }
  });

  test('a profile update (ours and Better Auth’s) refuses them; emoji joined by U+200D and flags are names', async ({
    app: t,
  }) => {
    const { client, id } = await member(t, 'pt-BR');
    await expectRefused(client.api('PATCH /api/me', { body: { name: 'Ana\u202e' } }), 'pt-BR');
    // Raw: Better Auth's update is not an operation of the contract.
    await expectRefused(client.post('/api/auth/update-user', { name: 'Ana\u2066' }), 'pt-BR');
    const flag = 'Ewan 🏴󠁧󠁢󠁳󠁣󠁴󠁿 🏳️‍🌈';
    expect((await client.api('PATCH /api/me', { body: { name: flag } })).status).toBe(200);
    const [row] = await t.database.db
      .select({ name: usuarios.nome })
      .from(usuarios)
      .where(eq(usuarios.id, id));
    expect(row?.name).toBe(flag);
  });

  test('a brand name with U+202E: 400 localized; an API key name too', async ({ app: t }) => {
    const { client, id } = await member(t, 'es-ES', 'premium');
    await expectRefused(client.api('POST /api/brands', { body: { name: 'Padaria \u202eanA' } }), 'es-ES');
    expect(await t.database.db.select().from(brands).where(eq(brands.userId, id))).toHaveLength(0);
    await expectRefused(
      client.api('POST /api/keys', { body: { name: 'Zap\u200bier', password: GOOD_PASSWORD } }),
      'es-ES',
    );
  });
});

describe('longer texts have them removed', () => {
  test('a brief with zero-width spaces is generated; the stored and listed brief has none', async ({
    app: t,
  }) => {
    const { client, id } = await member(t, 'en-US');
    const brief = '\u200bSummer\u200b sale\u202e on linen shirts\u2066, 20% off until Sunday 👨‍👩‍👧\ufeff';
    const res = await client.api('POST /api/functions/generate-captions', {
      body: {
        networks: ['instagram'],
        postType: 'product-promotion',
        style: 'friendly',
        length: 'short',
        variants: 1,
        emojis: false,
        hashtags: false,
        text: brief,
      },
    });
    expect(res.status).toBe(200);
    const clean = 'Summer sale on linen shirts, 20% off until Sunday 👨‍👩‍👧';
    const [row] = await t.database.db
      .select({ request: captionsHistory.request, searchText: captionsHistory.searchText })
      .from(captionsHistory)
      .where(eq(captionsHistory.userId, id));
    expect((row?.request as { text: string } | undefined)?.text).toBe(clean);
    expect(row?.searchText).not.toMatch(/[\u200b\u202e\u2066\ufeff]/u);
    const listed = await (await client.api('GET /api/history')).json();
    expect(listed.items[0]?.request.text).toBe(clean);
    // A search with one in it finds the entry (removed there too).
    const found = await (await client.api('GET /api/history', { query: { q: 'linen\u200b shirts' } })).json();
    expect(found.items).toHaveLength(1);
  });

  test("a brand's description, audience, call to action, samples and words to avoid are stored without them", async ({
    app: t,
  }) => {
    const { client } = await member(t, 'en-US', 'premium');
    const res = await client.api('POST /api/brands', {
      body: {
        name: 'Padaria da Ana 🥖',
        description: 'Sourdough\u200b bakery\u202e',
        audience: '\u2067Neighbours\u2069',
        callToAction: 'Pass\u200c by',
        wordsToAvoid: ['ch\u200beap'],
        samples: ['Warm bread at 7\u200f! 🍞'],
      },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      description: 'Sourdough bakery',
      audience: 'Neighbours',
      callToAction: 'Pass by',
      wordsToAvoid: ['cheap'],
      samples: ['Warm bread at 7! 🍞'],
    });
  });

  test('a caption sent to be reworked has them removed', async ({ app: t }) => {
    const { client } = await member(t, 'en-US');
    const res = await client.api('POST /api/functions/rework-caption', {
      body: {
        text: 'Fresh\u200b bread\u202e every morning at our bakery. Come early!',
        network: 'instagram',
        action: 'shorter',
      },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(JSON.stringify(body)).not.toMatch(/\\u200b|\\u202e|[\u200b\u202e]/u);
  });
});
