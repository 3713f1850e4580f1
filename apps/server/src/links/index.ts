/*
 * The links area as other areas use it: reading a page a user names, within its limits. Other
 * areas import from here (`#server/links`, or `../links` beside it), never from a file inside;
 * only app.ts mounts links.routes.ts (docs/decisions/0052, 0053).
 */
export type { PageContent } from './extract';
export {
  type AllowList,
  DEFAULT_POLICY,
  type FetchPolicy,
  LinkError,
  parseAllowList,
} from './fetch-user-url';
export { type GuardedRequest, type GuardedResponse, guardedRequest } from './guarded-request';
export { type LinkReader, withScheme } from './link-reader';
export { LINK_READS_PER_MINUTE, type LinkAsker, type LinkLimits, readLinkLimited } from './read-limited';
