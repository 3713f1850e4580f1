/*
 * The review area as other parts use it: a campaign's posts' review states and comments, and
 * each campaign's approved count, which the planner shows its owner (docs/decisions/0058).
 * Only app.ts mounts review.routes.ts; start.ts runs the owners' follow-up e-mails. The MCP tools
 * make links and read the notices through the same functions as the routes.
 */

export { listReviewNotices } from './inbox.service';
export { type NoticeDeps, reviewNotices, sendFollowUps } from './notice';
export { campaignReviews, newReviewLink, type PostReview, reviewCounts } from './review.service';
