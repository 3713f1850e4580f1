import { extractContent, type PageContent } from './extract';
import { type FetchedPage, LinkError } from './fetch-user-url';

/**
 * A fetched page's parse and Readability, in lib/cpu-pool.ts's threads under a deadline
 * (docs/decisions/0047). A refusal comes back as data: an error's class does not cross threads.
 */
export type ExtractOutcome =
  | { content: PageContent }
  | { refused: { code: LinkError['code']; reason: string; bytesRead: number } };

export default function extract(page: FetchedPage): ExtractOutcome {
  // A Buffer arrives as a plain Uint8Array: the same bytes, seen as a Buffer again.
  const body = Buffer.from(page.body.buffer, page.body.byteOffset, page.body.byteLength);
  try {
    return { content: extractContent({ ...page, body }) };
  } catch (error) {
    if (!(error instanceof LinkError)) throw error;
    return { refused: { code: error.code, reason: error.reason, bytesRead: error.bytesRead } };
  }
}
