import { AppError } from '../http/errors';
import { type CpuPool, textWorkPool } from '../lib/cpu-pool';
import type { WorkerTask } from '../lib/worker-pool';
import type { Logger } from '../logger';
import type { PageContent } from './extract';
import type { ExtractOutcome } from './extract.worker';
import {
  type AllowList,
  DEFAULT_POLICY,
  type FetchedPage,
  type FetchPolicy,
  fetchUserUrl,
  LinkError,
} from './fetch-user-url';

/** The extraction's task module (an entry of apps/server/build.mjs). */
const EXTRACT_TASK: WorkerTask = { entry: 'extract.worker', source: 'links/extract.worker.ts' };

export type { PageContent } from './extract';

/** Reads what a page says; refusals are 400s of the link_* codes. */
export interface LinkReader {
  read(url: string): Promise<PageContent>;
}

/** What the refusals' reasons become for the user: the code's message, or a more precise one. */
function refusal(error: LinkError): AppError {
  const { code, reason } = error;
  const messageKey =
    reason === 'not a URL'
      ? 'links.errors.notAUrl'
      : reason.startsWith('content type')
        ? 'links.errors.notText'
        : /answered|did not resolve|no address/.test(reason)
          ? 'links.errors.notFound'
          : reason === 'no text'
            ? 'links.errors.empty'
            : reason.startsWith('too complex')
              ? 'links.errors.tooComplex'
              : undefined;
  return new AppError(400, code, messageKey ? { messageKey } : {});
}

/** `example.com/article` as people paste it: https:// is assumed when there is no scheme. */
export function withScheme(raw: string): string {
  const trimmed = raw.trim();
  return /^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !/^[^:/]+:\d/.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/**
 * The link reader over the guarded fetcher (fetch-user-url.ts) and the extraction (extract.ts).
 * A refusal is logged with its reason (never what a private address answered) and answered as a
 * localized 400: never a 500, whatever the far end did.
 */
export function createLinkReader(
  options: { policy?: Partial<FetchPolicy>; logger?: Logger; pool?: CpuPool } = {},
): LinkReader {
  const policy: FetchPolicy = { ...DEFAULT_POLICY, ...options.policy };
  const pool = options.pool ?? textWorkPool();
  return {
    async read(url) {
      try {
        const page = await fetchUserUrl(withScheme(url), policy);
        // The parse and Readability run in the text-work pool, under its deadline (0047): a page
        // built to be slow to read is refused (422) without holding the server's thread.
        const outcome = await pool.run<FetchedPage, ExtractOutcome>(EXTRACT_TASK, page);
        if ('refused' in outcome) {
          const { code, reason, bytesRead } = outcome.refused;
          throw new LinkError(code, reason, bytesRead);
        }
        const { content } = outcome;
        if (!content.text && !content.title)
          throw new LinkError('link_unreadable', 'no text', page.bytesRead);
        return content;
      } catch (error) {
        if (!(error instanceof LinkError)) throw error;
        options.logger?.info(
          { code: error.code, reason: error.reason, bytesRead: error.bytesRead },
          'link refused',
        );
        throw refusal(error);
      }
    },
  };
}

/** The operator's allowed entries, logged where they open private addresses to users' links. */
export function logAllowList(allow: AllowList, logger: Logger, production: boolean) {
  if (allow.size === 0) return;
  const entries = [...allow];
  if (production)
    logger.warn({ entries }, 'LINK_FETCH_ALLOW: users may make the server fetch these hosts and ports');
  else logger.info({ entries }, 'LINK_FETCH_ALLOW');
}
