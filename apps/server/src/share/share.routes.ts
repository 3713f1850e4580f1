import { createHash, randomBytes } from 'node:crypto';
import { MAX_PHOTO_BYTES } from '@captia/shared';
import { and, eq, gt, lte } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { sharedItems } from '../db/schema/index';
import { limitBody } from '../http/body-limit';
import { clientNetwork } from '../http/client-ip';
import { sendError } from '../http/errors';
import type { AppEnv } from '../http/router';
import type { OriginPolicy } from '../http/same-origin';
import { consumeRateLimit } from '../lib/rate-limit';
import { imageRefusal, normalizeShare, sniffImageType } from './share-input';

/**
 * Sharing into CaptIA without the service worker (decision 0054): the manifest's `share_target`
 * posts here, the share is kept for minutes under an unguessable id, and the browser is sent
 * with a 303 to the generator, which reads it once. Outside /api: a browser's form target and
 * what its page reads back, bound to that browser by a cookie, never for an API key.
 */
export const SHARE_PATH = '/share';
/** A photo at the generator's limit plus the text fields and the multipart framing. */
export const SHARE_BODY_BYTES = MAX_PHOTO_BYTES + 256 * 1024;
/** Long enough to sign in (or create an account) on the way, short enough to be forgotten. */
export const SHARE_TTL_SECONDS = 15 * 60;
export const SHARE_COOKIE = 'captia_share';
/** Shares a minute from one network (each may hold a photo). */
export const SHARES_PER_MINUTE = 20;
/** 32 random bytes, base64url. */
const ID_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export interface ShareOptions {
  origins: OriginPolicy;
  trustProxy: number;
  rateLimitScale: number;
  /** Cookies marked Secure (PUBLIC_URL is https). */
  secure: boolean;
}

/** The handoff the generator reads: the three texts, whether a photo came and why one did not. */
export interface SharedHandoff {
  title: string;
  text: string;
  url: string;
  photo: boolean;
  photoRefused: string | null;
}

const hashOf = (id: string) => createHash('sha256').update(id).digest('base64url');

/**
 * Our own pages post with our Origin, as every write must (same-origin.ts). The system's share
 * sheet is no page: Chromium sends such a navigation with no Origin (or `null`) and
 * `Sec-Fetch-Site: none`, which a page of another site cannot forge (its posts say
 * `cross-site`). Anything else is refused, cookie or not.
 */
export function shareOriginAllowed(c: Context, origins: OriginPolicy): boolean {
  const origin = c.req.header('origin');
  if (origin !== undefined && origin !== 'null') return origins.originsFor(c.req.url).includes(origin);
  const site = c.req.header('sec-fetch-site');
  return site === 'none' || site === 'same-origin';
}

export function shareRoutes(options: ShareOptions) {
  const app = new Hono<AppEnv>();
  const tooLarge = (c: Context) => sendError(c, 413, 'payload_too_large');

  app.post(SHARE_PATH, async (c, next) => {
    if (!shareOriginAllowed(c, options.origins)) return sendError(c, 403, 'forbidden_origin');
    const type = c.req.header('content-type') ?? '';
    if (!/^multipart\/form-data\s*;\s*boundary=/i.test(type))
      return sendError(c, 415, 'unsupported_media_type');
    const rule = { window: 60, max: Math.ceil(SHARES_PER_MINUTE * options.rateLimitScale) };
    const key = `share:${clientNetwork(c, options.trustProxy)}`;
    const decision = await consumeRateLimit(c.get('db'), key, rule);
    if (!decision.allowed)
      return sendError(c, 429, 'rate_limited', {
        retryAfter: decision.retryAfterSeconds,
        values: { minutes: Math.max(1, Math.ceil(decision.retryAfterSeconds / 60)) },
      });
    return next();
  });

  app.post(SHARE_PATH, limitBody(SHARE_BODY_BYTES, tooLarge), async (c) => {
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch {
      return sendError(c, 400, 'bad_request');
    }
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    const shared = normalizeShare({ title: field('title'), text: field('text'), url: field('url') });
    // The first file of the manifest's `photo` field; anything else posted is ignored.
    const file = form.getAll('photo').find((value) => typeof value !== 'string') as Blob | undefined;
    let image: Buffer | null = null;
    let imageType: string | null = null;
    let imageRefused: string | null = null;
    if (file && file.size > 0) {
      const bytes = file.size > MAX_PHOTO_BYTES ? null : new Uint8Array(await file.arrayBuffer());
      const sniffed = bytes ? sniffImageType(bytes) : null;
      imageRefused = imageRefusal(file.size, sniffed);
      if (!imageRefused && bytes) {
        image = Buffer.from(bytes);
        imageType = sniffed;
      }
    }
    if (!shared.title && !shared.text && !shared.url && !image && !imageRefused) return c.redirect('/', 303);

    const db = c.get('db');
    // Shares nobody came back for go with the next one.
    await db.delete(sharedItems).where(lte(sharedItems.expiresAt, new Date()));
    const id = randomBytes(32).toString('base64url');
    await db.insert(sharedItems).values({
      idHash: hashOf(id),
      ...shared,
      image,
      imageType,
      imageRefused,
      expiresAt: new Date(Date.now() + SHARE_TTL_SECONDS * 1000),
    });
    // The id in the URL alone does not open the share: the browser that posted it holds it too.
    setCookie(c, SHARE_COOKIE, id, {
      path: SHARE_PATH,
      httpOnly: true,
      sameSite: 'Lax',
      secure: options.secure,
      maxAge: SHARE_TTL_SECONDS,
    });
    c.header('Cache-Control', 'no-store');
    return c.redirect(`/?share=${id}`, 303);
  });

  /** The live share `id` of this browser, or null (unknown, expired, or another browser's). */
  const find = async (c: Context<AppEnv>) => {
    const id = c.req.param('id') ?? '';
    if (!ID_SHAPE.test(id) || getCookie(c, SHARE_COOKIE) !== id) return null;
    const [row] = await c
      .get('db')
      .select()
      .from(sharedItems)
      .where(and(eq(sharedItems.idHash, hashOf(id)), gt(sharedItems.expiresAt, new Date())))
      .limit(1);
    return row ?? null;
  };

  app.get(`${SHARE_PATH}/:id`, async (c) => {
    const row = await find(c);
    if (!row) return sendError(c, 404, 'not_found');
    c.header('Cache-Control', 'no-store');
    const handoff: SharedHandoff = {
      title: row.title,
      text: row.text,
      url: row.url,
      photo: row.image !== null,
      photoRefused: row.imageRefused,
    };
    return c.json(handoff);
  });

  app.get(`${SHARE_PATH}/:id/photo`, async (c) => {
    const row = await find(c);
    if (!row?.image || !row.imageType) return sendError(c, 404, 'not_found');
    return c.body(new Uint8Array(row.image), 200, {
      'Content-Type': row.imageType,
      'Cache-Control': 'no-store',
    });
  });

  // Taken: the generator drops it at once rather than leave it for its minutes.
  app.delete(`${SHARE_PATH}/:id`, async (c) => {
    if (!shareOriginAllowed(c, options.origins) || c.req.header('origin') === undefined)
      return sendError(c, 403, 'forbidden_origin');
    const id = c.req.param('id');
    if (ID_SHAPE.test(id) && getCookie(c, SHARE_COOKIE) === id) {
      await c
        .get('db')
        .delete(sharedItems)
        .where(eq(sharedItems.idHash, hashOf(id)));
      deleteCookie(c, SHARE_COOKIE, { path: SHARE_PATH, secure: options.secure });
    }
    return c.body(null, 204);
  });

  return app;
}
