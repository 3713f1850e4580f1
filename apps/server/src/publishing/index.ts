/*
 * The publishing area as other parts use it: the scheduler the process starts, and the key its
 * secrets are sealed with, and publishing as the MCP tools ask for it (docs/decisions/0057).
 * Only app.ts mounts publishing.routes.ts.
 */

export {
  connectionsOf,
  type PublishDeps,
  type Publisher,
  type PublishInput,
  type PublishPostInput,
  publicationOf,
  publishCampaignPost,
  publishText,
} from './publish';
export { createScheduler, LEASE_MS, MISSED_AFTER_MS, type Scheduler } from './scheduler';
export { type SealKey, sealKey } from './seal';
