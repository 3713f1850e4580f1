/*
 * The review area as other parts use it: a campaign's posts' review states and comments, and
 * each campaign's approved count, which the planner shows its owner (docs/decisions/0058).
 * Only app.ts mounts review.routes.ts; start.ts runs the owners' follow-up e-mails.
 */

export { type NoticeDeps, reviewNotices, sendFollowUps } from './notice';
export { campaignReviews, type PostReview, reviewCounts } from './review.service';
