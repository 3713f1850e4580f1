import { type Caption, HISTORY_CURSOR_MAX_LENGTH, type Language } from '@captia/shared';
import { and, desc, eq, exists, isNull, like, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDb } from '../db/client';
import { escapeLike } from '../db/like';
import { captionsHistory } from '../db/schema/index';
import { readVersions, searchable } from '../lib/history-rows';
import { historyCaptionKey, historyPublications, type PostPublication } from '../lib/post-publications';

export const HISTORY_PAGE_SIZE = 20;

interface Cursor {
  pinned: boolean;
  createdAt: string;
  seq: number;
}

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.pinned, cursor.createdAt, cursor.seq])).toString('base64url');
}

/** Unpadded base64url, as encodeCursor writes it. */
const CURSOR_PATTERN = /^[A-Za-z0-9_-]+$/;

/**
 * A timestamp as PostgreSQL writes `timestamptz::text` (ISO DateStyle, any session time zone),
 * which is what a cursor carries: `2026-01-01 12:34:56.123456+00`, `…-03`, `…+05:30`, or with a
 * `T` and a `Z`. Nothing else: whatever PostgreSQL would refuse must be refused here.
 */
const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:Z|[+-](\d{2})(?::(\d{2})(?::(\d{2}))?)?)$/;

/** True when `value` is a TIMESTAMP naming a real instant: 2020-02-30 or 24:00 are not. */
export function isCursorTimestamp(value: string): boolean {
  const match = TIMESTAMP.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second, offsetHours = 0, offsetMinutes = 0, offsetSeconds = 0] =
    match.slice(1).map((part) => (part === undefined ? undefined : Number(part)));
  if (year === undefined || month === undefined || day === undefined) return false;
  if (hour === undefined || minute === undefined || second === undefined) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const daysInMonth = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return (
    year >= 1 &&
    day >= 1 &&
    day <= daysInMonth &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    offsetHours <= 15 &&
    offsetMinutes <= 59 &&
    offsetSeconds <= 59
  );
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The cursor of a history page, or null for anything encodeCursor could not have written:
 * canonical unpadded base64url of UTF-8 JSON `[pinned, createdAt, seq]`, with a real timestamp
 * (see TIMESTAMP) and a row number PostgreSQL's bigserial can hold (1 to 2^53 − 1 here). Nothing
 * else reaches SQL: a bad cursor is the client's 400, never a database error.
 */
export function decodeCursor(value: string): Cursor | null {
  if (value.length > HISTORY_CURSOR_MAX_LENGTH || !CURSOR_PATTERN.test(value)) return null;
  const bytes = Buffer.from(value, 'base64url');
  // Node skips what it cannot decode; only a value that encodes back to itself is one we wrote.
  if (bytes.toString('base64url') !== value) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(UTF8.decode(bytes));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) return null;
  const [pinned, createdAt, seq] = parsed as unknown[];
  if (typeof pinned !== 'boolean' || typeof createdAt !== 'string' || !isCursorTimestamp(createdAt))
    return null;
  if (typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq < 1) return null;
  return { pinned, createdAt, seq };
}

/** Each caption with its latest publication, where one was made from it (`publication`). */
function withPublications(
  historyId: string,
  captions: Caption[],
  published: Map<string, PostPublication> | null,
) {
  if (!published || published.size === 0) return captions;
  return captions.map((caption) => {
    const publication = published.get(historyCaptionKey(historyId, caption.network, caption.variant));
    return publication ? { ...caption, publication } : caption;
  });
}

/**
 * Pinned entries first, then newest first; keyset pages so scrolling stays fast and stable.
 * With a `language`, each caption carries its latest publication (translated reasons).
 */
export async function listHistory(
  db: AppDb,
  userId: string,
  options: { q?: string; cursor?: Cursor | null; language?: Language },
) {
  const t = captionsHistory;
  // Versions are listed with their original entry, and a search finds an entry by any of them.
  const conditions = [eq(t.userId, userId), isNull(t.parentId)];
  const q = searchable(options.q?.trim() ?? '');
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    const version = alias(captionsHistory, 'version');
    conditions.push(
      or(
        like(t.searchText, pattern),
        exists(
          db
            .select({ one: sql`1` })
            .from(version)
            .where(and(eq(version.parentId, t.id), like(version.searchText, pattern))),
        ),
      ) as ReturnType<typeof eq>,
    );
  }
  const cursor = options.cursor;
  if (cursor) {
    const after = sql`${cursor.createdAt}::timestamptz`;
    conditions.push(
      or(
        sql`${t.pinned} < ${cursor.pinned}`,
        and(
          eq(t.pinned, cursor.pinned),
          or(
            sql`${t.createdAt} < ${after}`,
            and(sql`${t.createdAt} = ${after}`, sql`${t.seq} < ${cursor.seq}`),
          ),
        ),
      ) as ReturnType<typeof eq>,
    );
  }
  const rows = await db
    .select({
      id: t.id,
      createdAt: t.createdAt,
      createdAtExact: sql<string>`${t.createdAt}::text`,
      seq: t.seq,
      pinned: t.pinned,
      request: t.request,
      captions: t.captions,
      source: t.source,
      altText: t.altText,
      // Whether there is a thumbnail, not its bytes: a page stays small (each is served on its own).
      hasThumbnail: sql<boolean>`${t.thumbnail} is not null`,
    })
    .from(t)
    .where(and(...conditions))
    .orderBy(desc(t.pinned), desc(t.createdAt), desc(t.seq))
    .limit(HISTORY_PAGE_SIZE + 1);
  const page = rows.slice(0, HISTORY_PAGE_SIZE);
  const last = page.at(-1);
  const versions = page.length
    ? await readVersions(
        db,
        userId,
        page.map((row) => row.id),
      )
    : [];
  const published = options.language
    ? await historyPublications(
        db,
        userId,
        [...page.map((row) => row.id), ...versions.map((v) => v.id)],
        options.language,
      )
    : null;
  return {
    items: page.map(({ createdAtExact: _exact, seq: _seq, hasThumbnail, ...item }) => ({
      ...item,
      captions: withPublications(item.id, item.captions, published),
      createdAt: item.createdAt.toISOString(),
      thumbnail: hasThumbnail ? thumbnailPath(item.id) : null,
      versions: versions
        .filter((v) => v.parentId === item.id)
        .map(({ parentId: _parent, ...v }) => ({
          ...v,
          captions: withPublications(v.id, v.captions, published),
          createdAt: v.createdAt.toISOString(),
        })),
    })),
    nextCursor:
      rows.length > HISTORY_PAGE_SIZE && last
        ? encodeCursor({ pinned: last.pinned, createdAt: last.createdAtExact, seq: last.seq })
        : null,
  };
}

/** Where an entry's thumbnail is served (to its owner only). */
export function thumbnailPath(id: string): string {
  return `/api/history/${encodeURIComponent(id)}/thumbnail`;
}

/** The owner's thumbnail of an entry; null when there is none or the entry is someone else's. */
export async function readThumbnail(db: AppDb, userId: string, id: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ thumbnail: captionsHistory.thumbnail })
    .from(captionsHistory)
    .where(and(eq(captionsHistory.id, id), eq(captionsHistory.userId, userId)))
    .limit(1);
  return row?.thumbnail ?? null;
}

/** Only the owner's entry changes; anyone else's id behaves as if it did not exist. */
export async function setPinned(db: AppDb, userId: string, id: string, pinned: boolean): Promise<boolean> {
  const updated = await db
    .update(captionsHistory)
    .set({ pinned })
    .where(and(eq(captionsHistory.id, id), eq(captionsHistory.userId, userId)))
    .returning({ id: captionsHistory.id });
  return updated.length > 0;
}

export async function deleteHistory(db: AppDb, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(captionsHistory)
    .where(and(eq(captionsHistory.id, id), eq(captionsHistory.userId, userId)))
    .returning({ id: captionsHistory.id });
  return deleted.length > 0;
}

/**
 * Saves an edited alt text of an entry written from a photo (its own or a rework's entry keeps
 * none). Null when the entry is another account's or has no alt text to edit.
 */
export async function saveAltText(
  db: AppDb,
  userId: string,
  id: string,
  alt: { altText: string; altTextShort: string },
): Promise<{ altText: string; altTextShort: string } | null> {
  const [row] = await db
    .update(captionsHistory)
    .set({ altText: alt })
    .where(
      and(
        eq(captionsHistory.id, id),
        eq(captionsHistory.userId, userId),
        // A row without alt text may hold SQL null or JSON null (a placeholder's null is JSON's).
        sql`jsonb_typeof(${captionsHistory.altText}) = 'object'`,
      ),
    )
    .returning({ altText: captionsHistory.altText });
  return row?.altText ?? null;
}
