import { randomUUID } from 'node:crypto';
import { type CaptionResult, fold, type ResolvedCaptionRequest, type ReworkRequest } from '@captia/shared';
import { and, asc, desc, eq, exists, inArray, isNull, like, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDb } from '../db/client';
import { GroupInsert } from '../db/group-insert';
import { escapeLike } from '../db/like';
import { perDatabase } from '../db/per-database';
import { captionsHistory } from '../db/schema/index';

export const HISTORY_PAGE_SIZE = 20;

/** Lower case without accents, so "promoção" finds "PROMOCAO" and the other way round. */
export function searchable(text: string): string {
  return fold(text);
}

function prepareSaveHistory(db: AppDb) {
  const value = (name: string) => sql.placeholder(name);
  return db
    .insert(captionsHistory)
    .values({
      id: value('id'),
      userId: value('userId'),
      request: value('request'),
      captions: value('captions'),
      source: value('source'),
      parentId: value('parentId'),
      thumbnail: value('thumbnail'),
      searchText: value('searchText'),
    })
    .prepare('save_history');
}

type HistoryRow = typeof captionsHistory.$inferInsert;

/**
 * Per database handle: a named statement for a row alone, and the groups of rows that come
 * together under load (GroupInsert). Every generation stores its row; the insert is neither
 * rebuilt nor re-planned for one row, and concurrent generations share a round trip.
 */
const writerFor = perDatabase((db) => {
  const one = prepareSaveHistory(db);
  return new GroupInsert<HistoryRow>({
    one: (row) => one.execute(row),
    many: (rows) => db.insert(captionsHistory).values(rows),
  });
});

export async function saveHistory(
  db: AppDb,
  userId: string,
  request: ResolvedCaptionRequest | (ReworkRequest & { kind: 'rework' }),
  result: Pick<CaptionResult, 'captions' | 'source'>,
  /** `thumbnail`: the small WebP of the photo the captions were written from (never the upload). */
  options: { parentId?: string | null; thumbnail?: Buffer | null } = {},
): Promise<string> {
  const id = randomUUID();
  await writerFor(db).add({
    id,
    userId,
    request: request as unknown as Record<string, unknown>,
    captions: result.captions,
    source: result.source,
    parentId: options.parentId ?? null,
    thumbnail: options.thumbnail ?? null,
    searchText: searchable([request.text, ...result.captions.map((c) => c.text)].join('\n')),
  });
  return id;
}

/**
 * The entry a rework of `entryId` is saved under: the entry itself, or — for a rework of a
 * rework — its original, so every version sits with the first one. Another account's id: null.
 */
export async function versionRoot(db: AppDb, userId: string, entryId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: captionsHistory.id, parentId: captionsHistory.parentId })
    .from(captionsHistory)
    .where(and(eq(captionsHistory.id, entryId), eq(captionsHistory.userId, userId)));
  return row ? (row.parentId ?? row.id) : null;
}

interface Cursor {
  pinned: boolean;
  createdAt: string;
  seq: number;
}

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.pinned, cursor.createdAt, cursor.seq])).toString('base64url');
}

export function decodeCursor(value: string): Cursor | null {
  try {
    const [pinned, createdAt, seq] = JSON.parse(
      Buffer.from(value, 'base64url').toString('utf8'),
    ) as unknown[];
    if (typeof pinned !== 'boolean' || typeof createdAt !== 'string' || !Number.isSafeInteger(seq))
      return null;
    if (Number.isNaN(Date.parse(createdAt))) return null;
    return { pinned, createdAt, seq: seq as number };
  } catch {
    return null;
  }
}

/** Pinned entries first, then newest first; keyset pages so scrolling stays fast and stable. */
export async function listHistory(
  db: AppDb,
  userId: string,
  options: { q?: string; cursor?: Cursor | null },
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
    ? await db
        .select({
          id: t.id,
          parentId: t.parentId,
          createdAt: t.createdAt,
          pinned: t.pinned,
          request: t.request,
          captions: t.captions,
          source: t.source,
        })
        .from(t)
        .where(
          and(
            eq(t.userId, userId),
            inArray(
              t.parentId,
              page.map((row) => row.id),
            ),
          ),
        )
        .orderBy(asc(t.createdAt), asc(t.seq))
    : [];
  return {
    items: page.map(({ createdAtExact: _exact, seq: _seq, hasThumbnail, ...item }) => ({
      ...item,
      createdAt: item.createdAt.toISOString(),
      thumbnail: hasThumbnail ? thumbnailPath(item.id) : null,
      versions: versions
        .filter((v) => v.parentId === item.id)
        .map(({ parentId: _parent, ...v }) => ({ ...v, createdAt: v.createdAt.toISOString() })),
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
