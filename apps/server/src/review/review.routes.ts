import { reviewApi } from '@captia/shared';
import type { Context } from 'hono';
import { clientNetwork } from '#server/http/client-ip.ts';
import { AppError } from '#server/http/errors.ts';
import { route } from '#server/http/route.ts';
import { type AppEnv, createRouter } from '#server/http/router.ts';
import { hasPaidPlan } from '#server/lib/paid-plan.ts';
import { consumeRateLimit, type RateRule } from '#server/lib/rate-limit.ts';
import { currentUser, requireUser } from '#server/lib/session.ts';
import type { Logger } from '#server/logger.ts';
import type { Mailer } from '#server/mail';
import { emitEvent } from '#server/webhooks';
import { listReviewNotices, markNoticesSeen } from './inbox.service';
import { notifyOwner } from './notice';
import {
  claimNotice,
  linkOfToken,
  linkView,
  listLinks,
  newReviewLink,
  ownCampaign,
  publicReview,
  recordDecision,
  revokeLink,
} from './review.service';

export interface ReviewDeps {
  publicUrl: string;
  trustProxy: number;
  rateLimitScale: number;
  mailer: Mailer;
  logger: Logger;
}

/** Decisions through one link an hour: a long campaign reviewed twice over, never a flood. */
export const DECISIONS_PER_LINK_HOUR = 100;
/** Decisions from one network in 10 minutes. */
export const DECISIONS_PER_IP = 30;
/** Review pages read from one network a minute (guessing tokens gains nothing, and is slowed). */
export const READS_PER_IP_MINUTE = 60;

/**
 * A reviewer's answers are kept by no cache (http/security-headers.ts adds `noindex` and
 * `Referrer-Policy: no-referrer` to every `/review/` and `/api/review/` answer).
 */
function privateAnswer(c: Context<AppEnv>) {
  c.header('Cache-Control', 'no-store');
}

/**
 * Review links (owner side, paid plans) and the public review they open (no account):
 * docs/decisions/0058. Another account's campaign, and an unknown, expired or revoked token,
 * are the same 404. Last, the owner's in-app notices of reviews (inbox.service.ts).
 */
export function reviewRoutes(deps: ReviewDeps) {
  const limited = async (c: Context<AppEnv>, key: string, rule: RateRule) => {
    const decision = await consumeRateLimit(c.get('db'), key, {
      window: rule.window,
      max: Math.ceil(rule.max * deps.rateLimitScale),
    });
    if (!decision.allowed)
      throw new AppError(429, 'rate_limited', {
        retryAfter: decision.retryAfterSeconds,
        values: { minutes: Math.max(1, Math.ceil(decision.retryAfterSeconds / 60)) },
      });
  };
  const network = (c: Context<AppEnv>) => clientNetwork(c, deps.trustProxy);
  /**
   * The link a token opens while it works and its owner is on a paid plan: after a downgrade the
   * links stay stored but answer the same 404 as an unknown token (they work again on an upgrade).
   */
  const workingLink = async (c: Context<AppEnv>, token: string) => {
    const link = await linkOfToken(c.get('db'), token);
    return link && (await hasPaidPlan(c.get('db'), link.userId)) ? link : null;
  };

  return createRouter()
    .openapi(route(reviewApi.createLink, requireUser), async (c) => {
      const body = c.req.valid('json');
      const link = await newReviewLink(c.get('db'), currentUser(c).id, c.req.valid('param').id, {
        ...body,
        publicUrl: deps.publicUrl,
      });
      c.header('Cache-Control', 'no-store');
      return c.json(link, 201);
    })
    .openapi(route(reviewApi.listLinks, requireUser), async (c) => {
      const db = c.get('db');
      const campaign = await ownCampaign(db, currentUser(c).id, c.req.valid('param').id);
      if (!campaign) throw new AppError(404, 'not_found');
      const now = new Date();
      c.header('Cache-Control', 'no-store');
      return c.json({ items: (await listLinks(db, campaign.id)).map((row) => linkView(row, now)) }, 200);
    })
    .openapi(route(reviewApi.revokeLink, requireUser), async (c) => {
      const { id, linkId } = c.req.valid('param');
      if (!(await revokeLink(c.get('db'), currentUser(c).id, id, linkId)))
        throw new AppError(404, 'not_found');
      return c.body(null, 204);
    })
    .openapi(
      route(reviewApi.read, async (c, next) => {
        privateAnswer(c);
        await next();
      }),
      async (c) => {
        const db = c.get('db');
        await limited(c, `review-read:${network(c)}`, { window: 60, max: READS_PER_IP_MINUTE });
        const link = await workingLink(c, c.req.valid('param').token);
        const review = link ? await publicReview(db, link) : null;
        if (!review) throw new AppError(404, 'not_found');
        return c.json(review, 200);
      },
    )
    .openapi(
      route(reviewApi.decide, async (c, next) => {
        privateAnswer(c);
        await next();
      }),
      async (c) => {
        const db = c.get('db');
        const { token, postId } = c.req.valid('param');
        const body = c.req.valid('json');
        await limited(c, `review-decide:${network(c)}`, { window: 600, max: DECISIONS_PER_IP });
        const link = await workingLink(c, token);
        if (!link) throw new AppError(404, 'not_found');
        const comment = body.comment ? body.comment : null;
        if (comment && !link.allowComments)
          throw new AppError(400, 'bad_request', { messageKey: 'integrations.review.errors.commentsOff' });
        await limited(c, `review-link:${link.id}`, { window: 3600, max: DECISIONS_PER_LINK_HOUR });
        const recorded = await recordDecision(db, link, postId, {
          decision: body.decision,
          comment,
          reviewerName: body.reviewerName,
          version: body.version,
        });
        if (recorded === null) throw new AppError(404, 'not_found');
        if (recorded === 'changed') throw new AppError(409, 'review_post_changed');
        if (recorded === 'full') throw new AppError(429, 'rate_limited', { values: { minutes: 60 } });
        await emitEvent(
          db,
          link.userId,
          'review.decided',
          {
            campaignId: link.campaignId,
            postId,
            decision: body.decision,
            comment,
            reviewerName: body.reviewerName,
          },
          c.get('logger'),
        );
        if (await claimNotice(db, link.id)) await notifyOwner(db, deps, link, body.reviewerName);
        return c.json({ postId, state: body.decision, at: recorded.createdAt.toISOString() }, 201);
      },
    )
    .openapi(route(reviewApi.notices, requireUser), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await listReviewNotices(c.get('db'), currentUser(c).id), 200);
    })
    .openapi(route(reviewApi.noticesSeen, requireUser), async (c) => {
      const unseen = await markNoticesSeen(c.get('db'), currentUser(c).id, c.req.valid('json').until);
      return c.json({ unseen }, 200);
    });
}
