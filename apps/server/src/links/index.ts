/*
 * The links area as other areas use it: reading a page a user names, within its limits. Other
 * areas import from here, never from a file inside (docs/decisions/0052).
 */
export type { PageContent } from './extract';
export { type LinkReader, withScheme } from './link-reader';
export { LINK_READS_PER_MINUTE, type LinkAsker, type LinkLimits, readLinkLimited } from './read-limited';
