// Review links: the owner's side, the public review a link opens, and its limits (createTestApp's fixtures).
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { Database } from '../src/db/client';
import { campaignPosts, reviewDecisions, reviewLinks, usuarios } from '../src/db/schema/index';
import { createLogger } from '../src/logger';
import { reviewReceivedEmail } from '../src/mail';
import type { Mailer } from '../src/mail/mailer';
import { sendFollowUps } from '../src/review';
import { signUpMember, TestClient } from './client';
import { seedCampaign } from './fixtures/campaigns';
import { test as base } from './fixtures/setup';

interface SentMail {
  to: string;
  subject: string;
  text: string;
}
const sent: SentMail[] = [];
const recordingMailer: Mailer = {
  kind: 'outbox',
  send: async (message) => {
    sent.push(message);
  },
  close: async () => {},
};

// Real limits (scale 1), each test's reviewers at addresses of their own behind one proxy.
const test = base.extend('appOptions', { scope: 'file' }, () => ({
  env: { TRUST_PROXY: '1', RATE_LIMIT_SCALE: '1' },
  mailer: recordingMailer,
}));

let ipCounter = 0;
/** A reviewer's browser: no cookies, no account, an address of its own. */
function reviewer(app: { request(input: string, init?: RequestInit): Response | Promise<Response> }) {
  ipCounter += 1;
  return new TestClient(app, {
    language: 'pt-BR',
    ip: `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`,
  });
}

/** A paid account signed up from an address of its own (sign-ups are rate-limited per address). */
async function paidOwner(
  app: Parameters<typeof signUpMember>[0],
  options: Parameters<typeof signUpMember>[1] = {},
) {
  ipCounter += 1;
  const client = new TestClient(app.app, {
    language: options.language ?? 'pt-BR',
    ip: `203.0.113.${ipCounter % 250}`,
  });
  return signUpMember(app, { plan: 'premium', ...options, client });
}

const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/** Any version: for answers decided before the version is compared (404s, 400s). */
const ANY_VERSION = '2027-01-01T00:00:00.000000Z';

/** The post's version as a reviewer reads it, read from the database (no rate limit spent). */
async function versionOf(database: Database, postId: string): Promise<string> {
  const [row] = await database.db
    .select({
      version: sql<string>`to_char(${campaignPosts.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(campaignPosts)
    .where(eq(campaignPosts.id, postId));
  return row?.version ?? ANY_VERSION;
}

describe('review links', () => {
  test.override('plan', 'premium');

  test('free plan refused, localized; another account’s campaign is a 404', async ({ app, member }) => {
    const free = await signUpMember(app, { plan: 'free', language: 'pt-BR' });
    const own = await seedCampaign(app.database, free.id);
    const res = await free.client.api('POST /api/campaigns/{id}/review-links', {
      params: { id: own.id },
      body: {},
    });
    expect(res.status).toBe(403);
    const { error } = await res.errorBody();
    expect(error.code).toBe('plan_required');
    expect(error.message).toContain('Links de revisão');
    // The paid member cannot make, list or revoke links of the free member's campaign.
    const foreign = await member.client.api('POST /api/campaigns/{id}/review-links', {
      params: { id: own.id },
      body: {},
    });
    expect(foreign.status).toBe(404);
    expect(
      (await member.client.api('GET /api/campaigns/{id}/review-links', { params: { id: own.id } })).status,
    ).toBe(404);
  });

  test('a link: URL once, token hashed, the review shows nothing else of the owner, revoked at once', async ({
    app,
    member,
  }) => {
    const { id, postIds } = await seedCampaign(app.database, member.id);
    const made = await member.client.api('POST /api/campaigns/{id}/review-links', {
      params: { id },
      body: { expiresInDays: 7 },
    });
    expect(made.status).toBe(201);
    const link = await made.json();
    expect(link.url).toMatch(/^http:\/\/localhost:3000\/review\/[A-Za-z0-9_-]{43}$/);
    expect(link.allowComments).toBe(true);
    const days = (Date.parse(link.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const token = tokenOf(link.url);
    // Only the token's hash is stored; the list never shows a URL.
    const stored = await app.database.db.select().from(reviewLinks).where(eq(reviewLinks.id, link.id));
    expect(JSON.stringify(stored)).not.toContain(token);
    const list = await (
      await member.client.api('GET /api/campaigns/{id}/review-links', { params: { id } })
    ).text();
    expect(list).not.toContain(token);
    expect(JSON.parse(list).items).toMatchObject([{ id: link.id, expired: false }]);

    const guest = reviewer(app.app);
    const res = await guest.api('GET /api/review/{token}', { params: { token } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toContain('noindex');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const text = await res.text();
    for (const secret of [member.email, 'internal brief', member.id, 'premium', 'usage'])
      expect(text).not.toContain(secret);
    const review = JSON.parse(text);
    expect(review.campaign).toEqual({
      title: 'Launch week',
      startDate: '2027-03-01',
      days: 3,
      timezone: 'America/Sao_Paulo',
    });
    expect(review.posts.map((p: { id: string }) => p.id)).toEqual(postIds);
    expect(review.posts[0]).toMatchObject({
      network: 'x',
      state: 'pending',
      hashtags: ['launch'],
      limit: 280,
    });
    // The token is not in the logs.
    expect(app.logs.join('\n')).not.toContain(token);

    // Revoked: the same 404 as a token never made, at once, for reads and decisions.
    const revoke = await member.client.api('DELETE /api/campaigns/{id}/review-links/{linkId}', {
      params: { id, linkId: link.id },
    });
    expect(revoke.status).toBe(204);
    const after = await guest.api('GET /api/review/{token}', { params: { token } });
    const unknown = await guest.api('GET /api/review/{token}', {
      params: { token: randomBytes(32).toString('base64url') },
    });
    expect(after.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(await after.text()).toBe(await unknown.text());
    const decide = await guest.api('POST /api/review/{token}/posts/{postId}/decision', {
      params: { token, postId: postIds[0] as string },
      body: { decision: 'approved', reviewerName: 'Ana', version: ANY_VERSION },
    });
    expect(decide.status).toBe(404);
  });

  test('guessing tokens: every guess the same 404, then the per-address limit', async ({ app }) => {
    const guest = reviewer(app.app);
    const answers = new Set<string>();
    let limited = 0;
    for (let i = 0; i < 70; i++) {
      const token = i % 2 ? randomBytes(32).toString('base64url') : `short${i}`;
      const res = await guest.api('GET /api/review/{token}', { params: { token } });
      if (res.status === 429) limited += 1;
      else {
        expect(res.status).toBe(404);
        answers.add(await res.text());
      }
    }
    expect(answers.size).toBe(1);
    expect(limited).toBe(10);
  });

  test('an expired link is the same 404; the list says expired', async ({ app, member }) => {
    const { id, postIds } = await seedCampaign(app.database, member.id);
    const link = await (
      await member.client.api('POST /api/campaigns/{id}/review-links', { params: { id }, body: {} })
    ).json();
    const token = tokenOf(link.url);
    const guest = reviewer(app.app);
    expect((await guest.api('GET /api/review/{token}', { params: { token } })).status).toBe(200);
    await app.database.db
      .update(reviewLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(reviewLinks.id, link.id));
    expect((await guest.api('GET /api/review/{token}', { params: { token } })).status).toBe(404);
    const decide = await guest.api('POST /api/review/{token}/posts/{postId}/decision', {
      params: { token, postId: postIds[0] as string },
      body: { decision: 'approved', reviewerName: 'Ana', version: ANY_VERSION },
    });
    expect(decide.status).toBe(404);
    const list = await (
      await member.client.api('GET /api/campaigns/{id}/review-links', { params: { id } })
    ).json();
    expect(list.items[0]?.expired).toBe(true);
  });

  test('decisions: another campaign’s post is a 404; the owner sees states, comments and counts; an edit makes it pending; one e-mail', async ({
    app,
    member,
  }) => {
    const { id, postIds } = await seedCampaign(app.database, member.id, { count: 3, title: 'Spring sale' });
    const other = await seedCampaign(app.database, member.id, { count: 1 });
    const link = await (
      await member.client.api('POST /api/campaigns/{id}/review-links', { params: { id }, body: {} })
    ).json();
    const token = tokenOf(link.url);
    const guest = reviewer(app.app);
    const [first, second] = postIds as [string, string];
    const foreign = await guest.api('POST /api/review/{token}/posts/{postId}/decision', {
      params: { token, postId: other.postIds[0] as string },
      body: { decision: 'approved', reviewerName: 'Ana', version: ANY_VERSION },
    });
    expect(foreign.status).toBe(404);
    const mailsBefore = sent.filter((m) => m.to === member.email).length;
    const approve = await guest.api('POST /api/review/{token}/posts/{postId}/decision', {
      params: { token, postId: first },
      body: {
        decision: 'approved',
        reviewerName: 'Ana Cliente',
        version: await versionOf(app.database, first),
      },
    });
    expect(approve.status).toBe(201);
    expect(approve.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await approve.json()).toMatchObject({ postId: first, state: 'approved' });
    const changes = await guest.api('POST /api/review/{token}/posts/{postId}/decision', {
      params: { token, postId: second },
      body: {
        decision: 'changes',
        reviewerName: 'Ana Cliente',
        comment: 'Menos emojis, por favor.\nObrigada!',
        version: await versionOf(app.database, second),
      },
    });
    expect(changes.status).toBe(201);
    // One e-mail for both (the second within 30 minutes), in the owner's language.
    const mails = sent.filter((m) => m.to === member.email);
    expect(mails.length - mailsBefore).toBe(1);
    expect(mails[mails.length - 1]?.subject).toContain('Spring sale');
    expect(mails[mails.length - 1]?.text).toContain('Ana Cliente');

    const campaign = await (await member.client.api('GET /api/campaigns/{id}', { params: { id } })).json();
    const byId = new Map(campaign.posts.map((p) => [p.id, p]));
    expect(byId.get(first)?.review).toMatchObject({
      state: 'approved',
      comments: [{ reviewerName: 'Ana Cliente' }],
    });
    expect(byId.get(second)?.review).toMatchObject({
      state: 'changes',
      comments: [{ decision: 'changes', comment: 'Menos emojis, por favor.\nObrigada!', current: true }],
    });
    expect(byId.get(postIds[2] as string)?.review).toEqual({ state: 'pending', comments: [] });
    const summary = async () =>
      (await (await member.client.api('GET /api/campaigns')).json()).items.find((c) => c.id === id)?.review;
    expect(await summary()).toEqual({ approved: 1, total: 3 });

    // Edited after approval: pending again, the old approval kept but no longer current.
    const edit = await member.client.api('PATCH /api/campaigns/{id}/posts/{postId}', {
      params: { id, postId: first },
      body: { text: 'Post 1, rewritten #launch' },
    });
    expect(edit.status).toBe(200);
    const again = await (await member.client.api('GET /api/campaigns/{id}', { params: { id } })).json();
    const edited = again.posts.find((p) => p.id === first);
    expect(edited?.review).toMatchObject({
      state: 'pending',
      comments: [{ decision: 'approved', current: false }],
    });
    expect(await summary()).toEqual({ approved: 0, total: 3 });
    const seen = await (await guest.api('GET /api/review/{token}', { params: { token } })).json();
    expect(seen.posts.find((p) => p.id === first)?.state).toBe('pending');
  });

  test('a post edited between the reviewer’s read and decision: 409, nothing recorded; the new version is recorded', async ({
    app,
    member,
  }) => {
    const { id, postIds } = await seedCampaign(app.database, member.id, { count: 1 });
    const postId = postIds[0] as string;
    const link = await (
      await member.client.api('POST /api/campaigns/{id}/review-links', { params: { id }, body: {} })
    ).json();
    const token = tokenOf(link.url);
    const guest = reviewer(app.app);
    const read = await (await guest.api('GET /api/review/{token}', { params: { token } })).json();
    const seen = read.posts[0]?.version as string;
    expect(seen).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    const edit = await member.client.api('PATCH /api/campaigns/{id}/posts/{postId}', {
      params: { id, postId },
      body: { text: 'Post 1, rewritten after the link was sent #launch' },
    });
    expect(edit.status).toBe(200);
    const stale = await guest.api('POST /api/review/{token}/posts/{postId}/decision', {
      params: { token, postId },
      body: { decision: 'approved', reviewerName: 'Ana', version: seen },
    });
    expect(stale.status).toBe(409);
    const { error } = await stale.errorBody();
    expect(error.code).toBe('review_post_changed');
    expect(error.message).toContain('alterado');
    const none = await app.database.db
      .select()
      .from(reviewDecisions)
      .where(eq(reviewDecisions.postId, postId));
    expect(none).toHaveLength(0);
    const again = await (await guest.api('GET /api/review/{token}', { params: { token } })).json();
    expect(again.posts[0]?.version).not.toBe(seen);
    expect(again.posts[0]?.text).toContain('rewritten');
    const fresh = await guest.api('POST /api/review/{token}/posts/{postId}/decision', {
      params: { token, postId },
      body: { decision: 'approved', reviewerName: 'Ana', version: again.posts[0]?.version as string },
    });
    expect(fresh.status).toBe(201);
    const after = await (await guest.api('GET /api/review/{token}', { params: { token } })).json();
    expect(after.posts[0]?.state).toBe('approved');
  });

  test('after a downgrade to the free plan the link is the same 404 as an unknown token, and sends nothing', async ({
    app,
  }) => {
    const owner = await paidOwner(app);
    const { id, postIds } = await seedCampaign(app.database, owner.id, { count: 1 });
    const postId = postIds[0] as string;
    const link = await (
      await owner.client.api('POST /api/campaigns/{id}/review-links', { params: { id }, body: {} })
    ).json();
    const token = tokenOf(link.url);
    const guest = reviewer(app.app);
    expect((await guest.api('GET /api/review/{token}', { params: { token } })).status).toBe(200);
    await app.database.db.update(usuarios).set({ complimentaryPlan: null }).where(eq(usuarios.id, owner.id));
    const mailsBefore = sent.filter((m) => m.to === owner.email).length;
    const read = await guest.api('GET /api/review/{token}', { params: { token } });
    const unknown = await guest.api('GET /api/review/{token}', {
      params: { token: randomBytes(32).toString('base64url') },
    });
    expect(read.status).toBe(404);
    expect(await read.text()).toBe(await unknown.text());
    const decide = await guest.api('POST /api/review/{token}/posts/{postId}/decision', {
      params: { token, postId },
      body: { decision: 'approved', reviewerName: 'Ana', version: await versionOf(app.database, postId) },
    });
    expect(decide.status).toBe(404);
    expect(
      await app.database.db.select().from(reviewDecisions).where(eq(reviewDecisions.postId, postId)),
    ).toHaveLength(0);
    expect(sent.filter((m) => m.to === owner.email).length).toBe(mailsBefore);
    // Paid again: the same link works again.
    await app.database.db
      .update(usuarios)
      .set({ complimentaryPlan: 'premium' })
      .where(eq(usuarios.id, owner.id));
    expect((await guest.api('GET /api/review/{token}', { params: { token } })).status).toBe(200);
  });

  test('30 link creations at once on one campaign: exactly the limit made, the rest refused', async ({
    app,
  }) => {
    const owner = await paidOwner(app);
    const { id } = await seedCampaign(app.database, owner.id, { count: 1 });
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        owner.client.api('POST /api/campaigns/{id}/review-links', { params: { id }, body: {} }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 409)).toHaveLength(10);
    const stored = await app.database.db.select().from(reviewLinks).where(eq(reviewLinks.campaignId, id));
    expect(stored).toHaveLength(20);
  });

  test('the owner’s e-mail counts the posts’ current states; decisions inside the 30 minutes get a follow-up', async ({
    app,
  }) => {
    const owner = await paidOwner(app, { language: 'en-US', body: { language: 'en-US' } });
    const { id, postIds } = await seedCampaign(app.database, owner.id, { count: 3, title: 'Summer' });
    const [first] = postIds as [string];
    const link = await (
      await owner.client.api('POST /api/campaigns/{id}/review-links', { params: { id }, body: {} })
    ).json();
    const token = tokenOf(link.url);
    const guest = reviewer(app.app);
    const decide = async (decision: 'approved' | 'changes') =>
      guest.api('POST /api/review/{token}/posts/{postId}/decision', {
        params: { token, postId: first },
        body: { decision, reviewerName: 'Bea', version: await versionOf(app.database, first) },
      });
    const mails = () => sent.filter((m) => m.to === owner.email && m.subject.includes('Summer'));
    expect((await decide('approved')).status).toBe(201);
    expect(mails()).toHaveLength(1);
    expect(mails()[0]?.text).toContain('1 post approved, 0 with changes asked, 2 waiting for review');
    // Changed her mind within the 30 minutes: no e-mail now, and none was due yet.
    expect((await decide('changes')).status).toBe(201);
    expect(mails()).toHaveLength(1);
    const deps = {
      publicUrl: 'http://localhost:3000',
      mailer: recordingMailer,
      logger: createLogger('silent'),
    };
    expect(await sendFollowUps(app.database.db, deps)).toBe(0);
    // The window over: one follow-up with the states as they are now (not every decision ever made).
    await app.database.db
      .update(reviewLinks)
      .set({ notifiedAt: new Date(Date.now() - 31 * 60 * 1000) })
      .where(eq(reviewLinks.id, link.id));
    expect(await sendFollowUps(app.database.db, deps)).toBe(1);
    expect(mails()).toHaveLength(2);
    expect(mails()[1]?.text).toContain('0 posts approved, 1 with changes asked, 2 waiting for review');
    expect(mails()[1]?.text).toContain('Bea');
    expect(await sendFollowUps(app.database.db, deps)).toBe(0);
    expect(mails()).toHaveLength(2);
  });

  test('the e-mail’s counts agree with their number in three languages', () => {
    const values = {
      name: 'Ana',
      url: 'http://x',
      title: 'T',
      reviewer: 'Bea',
      approved: 1,
      changes: 2,
      pending: 5,
    };
    expect(reviewReceivedEmail('pt-BR', values).text).toContain(
      '1 post aprovado, 2 com alterações pedidas, 5 aguardando',
    );
    expect(reviewReceivedEmail('es-ES', values).text).toContain(
      '1 publicación aprobada, 2 con cambios pedidos, 5 pendientes',
    );
    expect(reviewReceivedEmail('en-US', { ...values, approved: 2, pending: 1 }).text).toContain(
      '2 posts approved, 2 with changes asked, 1 waiting for review',
    );
  });

  test('hostile bodies: NUL, bidi and control characters, huge bodies, unknown fields, comments off', async ({
    app,
    member,
  }) => {
    const { id, postIds } = await seedCampaign(app.database, member.id, { count: 1 });
    const link = await (
      await member.client.api('POST /api/campaigns/{id}/review-links', {
        params: { id },
        body: { allowComments: false },
      })
    ).json();
    const token = tokenOf(link.url);
    const postId = postIds[0] as string;
    const guest = reviewer(app.app);
    const path = `/api/review/${token}/posts/${postId}/decision`;
    for (const body of [
      { decision: 'approved', reviewerName: 'Ana\u0000', version: ANY_VERSION },
      { decision: 'approved', reviewerName: 'Ana \u202Egnp.exe', version: ANY_VERSION },
      { decision: 'approved', reviewerName: 'Ana\u0007', version: ANY_VERSION },
      { decision: 'changes', reviewerName: 'Ana', comment: 'ok\u0000', version: ANY_VERSION },
      { decision: 'changes', reviewerName: 'Ana', comment: 'looks \u202Efine', version: ANY_VERSION },
      { decision: 'maybe', reviewerName: 'Ana', version: ANY_VERSION },
      { decision: 'approved', reviewerName: 'A'.repeat(81), version: ANY_VERSION },
      { decision: 'approved', reviewerName: 'Ana', extra: true, version: ANY_VERSION },
      { decision: 'approved', version: ANY_VERSION },
      { decision: 'approved', reviewerName: 'Ana' },
      { decision: 'approved', reviewerName: 'Ana', version: 'yesterday' },
    ]) {
      const res = await guest.post(path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const { error } = (await res.json()) as { error: { code: string; message: string } };
      expect(error.message.length).toBeGreaterThan(0);
    }
    const huge = await guest.post(path, {
      decision: 'changes',
      reviewerName: 'Ana',
      version: ANY_VERSION,
      comment: 'x'.repeat(2_000_000),
    });
    expect(huge.status).toBe(413);
    const long = await guest.post(path, {
      decision: 'changes',
      reviewerName: 'Ana',
      version: ANY_VERSION,
      comment: 'x'.repeat(2001),
    });
    expect(long.status).toBe(400);
    const off = await guest.post(path, {
      decision: 'changes',
      reviewerName: 'Ana',
      version: ANY_VERSION,
      comment: 'Please change',
    });
    expect(off.status).toBe(400);
    expect(((await off.json()) as { error: { message: string } }).error.message).toContain('comentários');
    // A NUL in the token is refused before anything is read; nothing was recorded.
    expect((await guest.get(`/api/review/${token}%00`)).status).toBe(400);
    const [{ count } = { count: 0 }] = (await app.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(reviewDecisions)
      .where(eq(reviewDecisions.campaignId, id))) as { count: number }[];
    expect(count).toBe(0);
    // Forged headers: a foreign Origin cannot write, a forged Forwarded-For does not reset the limit.
    const forged = await guest.post(
      path,
      { decision: 'approved', reviewerName: 'Ana' },
      {
        headers: { origin: 'https://evil.example' },
      },
    );
    expect(forged.status).toBe(403);
  });

  test('200 decisions at once on one link: each recorded once, the link’s limit holds', async ({
    app,
    member,
  }) => {
    const { id, postIds } = await seedCampaign(app.database, member.id, { count: 5 });
    const link = await (
      await member.client.api('POST /api/campaigns/{id}/review-links', { params: { id }, body: {} })
    ).json();
    const token = tokenOf(link.url);
    const versions = await Promise.all(postIds.map((postId) => versionOf(app.database, postId)));
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        reviewer(app.app).api('POST /api/review/{token}/posts/{postId}/decision', {
          params: { token, postId: postIds[i % postIds.length] as string },
          body: {
            decision: i % 3 ? 'approved' : 'changes',
            reviewerName: `Reviewer ${i}`,
            version: versions[i % postIds.length] as string,
          },
        }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    const created = statuses.filter((s) => s === 201).length;
    expect(statuses.every((s) => s === 201 || s === 429)).toBe(true);
    expect(created).toBe(100);
    const rows = await app.database.db
      .select()
      .from(reviewDecisions)
      .where(eq(reviewDecisions.campaignId, id));
    expect(rows).toHaveLength(created);
    expect(new Set(rows.map((r) => r.reviewerName)).size).toBe(created);
    // One address: 30 decisions in 10 minutes, whatever it writes in X-Forwarded-For before the proxy's entry.
    const one = reviewer(app.app);
    const other = await seedCampaign(app.database, member.id, { count: 1 });
    const second = await (
      await member.client.api('POST /api/campaigns/{id}/review-links', { params: { id: other.id }, body: {} })
    ).json();
    const onlyVersion = await versionOf(app.database, other.postIds[0] as string);
    let ok = 0;
    for (let i = 0; i < 35; i++) {
      const res = await one.api('POST /api/review/{token}/posts/{postId}/decision', {
        params: { token: tokenOf(second.url), postId: other.postIds[0] as string },
        body: { decision: 'approved', reviewerName: 'Same person', version: onlyVersion },
        headers: { 'x-forwarded-for': `10.9.9.${i}, 203.0.113.77` },
      });
      if (res.status === 201) ok += 1;
      else expect(res.status).toBe(429);
    }
    expect(ok).toBe(30);
  });
});
