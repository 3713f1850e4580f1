import { z } from 'zod';
import { RecordIdSchema, singleLineText } from '../../schemas/text';
import { COOKIE_OR_KEY, errors, json, jsonBody, operation, PUBLIC } from '../declare';
import {
  CreatedReviewLinkSchema,
  CreateReviewLinkSchema,
  MAX_REVIEW_LINKS,
  PublicReviewSchema,
  ReviewDecisionBodySchema,
  ReviewDecisionResultSchema,
  ReviewLinkListSchema,
  ReviewNoticeListSchema,
  ReviewNoticesSeenResultSchema,
  ReviewNoticesSeenSchema,
} from '../review';

const tags = ['Review links'];
const campaignParams = z.object({ id: RecordIdSchema });
/** Any token-looking text: a malformed one is answered like an unknown one (404). */
const token = singleLineText(128);

/**
 * Review links for a campaign (paid plans) and the public review they open: a reviewer with the
 * link approves posts or asks for changes without an account (docs/decisions/0058).
 */
export const reviewApi = {
  createLink: operation({
    method: 'post',
    path: '/api/campaigns/{id}/review-links',
    tags,
    summary: 'Make a review link for a campaign (its URL is answered only here)',
    description:
      'The link carries 256 random bits; only their SHA-256 is kept. Paid plans only (403 `plan_required`); ' +
      `409 \`review_link_limit_reached\` past ${MAX_REVIEW_LINKS} links on one campaign.`,
    security: COOKIE_OR_KEY,
    request: { params: campaignParams, ...jsonBody(CreateReviewLinkSchema) },
    responses: { 201: json(CreatedReviewLinkSchema, 'Made'), ...errors(400, 401, 403, 404, 409) },
  }),
  listLinks: operation({
    method: 'get',
    path: '/api/campaigns/{id}/review-links',
    tags,
    summary: 'A campaign’s review links (never their URLs)',
    security: COOKIE_OR_KEY,
    request: { params: campaignParams },
    responses: { 200: json(ReviewLinkListSchema, 'Newest first'), ...errors(400, 401, 404) },
  }),
  revokeLink: operation({
    method: 'delete',
    path: '/api/campaigns/{id}/review-links/{linkId}',
    tags,
    summary: 'Revoke a review link at once (what reviewers said through it stays)',
    security: COOKIE_OR_KEY,
    request: { params: z.object({ id: RecordIdSchema, linkId: RecordIdSchema }) },
    responses: { 204: { description: 'Revoked' }, ...errors(400, 401, 404) },
  }),
  read: operation({
    method: 'get',
    path: '/api/review/{token}',
    tags,
    summary: 'The campaign a review link shows: title, dates and posts, nothing else of its owner',
    description:
      'No account. An unknown, expired or revoked token is the same 404. Answers carry ' +
      '`X-Robots-Tag: noindex` and `Referrer-Policy: no-referrer`.',
    security: PUBLIC,
    request: { params: z.object({ token }) },
    responses: { 200: json(PublicReviewSchema, 'The campaign to review'), ...errors(400, 404, 429) },
  }),
  decide: operation({
    method: 'post',
    path: '/api/review/{token}/posts/{postId}/decision',
    tags,
    summary: 'Approve a post or ask for changes (with a comment when the link allows)',
    description:
      'Rate-limited per link and per client address (429). A post of another campaign is a 404, as is an ' +
      'unknown, expired or revoked token. 409 `review_post_changed` when the post was edited after the ' +
      'reviewer read it (its `version` differs): nothing is recorded.',
    security: PUBLIC,
    request: { params: z.object({ token, postId: RecordIdSchema }), ...jsonBody(ReviewDecisionBodySchema) },
    responses: {
      201: json(ReviewDecisionResultSchema, 'Recorded'),
      ...errors(400, 404, 409, 413, 429),
    },
  }),
  notices: operation({
    method: 'get',
    path: '/api/review-notices',
    tags,
    summary: 'The latest reviews of the account’s campaigns, and how many are unseen',
    description:
      'The header’s notices: the last 20 decisions on the account’s campaigns, newest first, each marked ' +
      '`unseen` when made after the account last marked them seen; `unseen` counts them all (at most 99).',
    security: COOKIE_OR_KEY,
    responses: { 200: json(ReviewNoticeListSchema, 'Newest first'), ...errors(401) },
  }),
  noticesSeen: operation({
    method: 'post',
    path: '/api/review-notices/seen',
    tags,
    summary: 'Mark the reviews up to a time as seen',
    description:
      'Every decision made up to `until` (the newest notice read) is seen; a later one stays unseen. ' +
      'The mark never moves back, and never past the server’s clock.',
    security: COOKIE_OR_KEY,
    request: jsonBody(ReviewNoticesSeenSchema),
    responses: {
      200: json(ReviewNoticesSeenResultSchema, 'Marked: the decisions still unseen'),
      ...errors(400, 401, 413),
    },
  }),
};
