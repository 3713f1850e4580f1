import { randomUUID } from 'node:crypto';
import type { CaptionResult, ResolvedCaptionRequest } from '@captia/shared';
import { and, desc, eq, like, or, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { captionsHistory } from '../db/schema/index';

export const HISTORY_PAGE_SIZE = 20;

/** Lower case without accents, so "promoção" finds "PROMOCAO" and the other way round. */
export function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export async function saveHistory(
  db: AppDb,
  userId: string,
  request: ResolvedCaptionRequest,
  result: CaptionResult,
): Promise<string> {
  const id = randomUUID();
  await db.insert(captionsHistory).values({
    id,
    userId,
    request: request as unknown as Record<string, unknown>,
    captions: result.captions as unknown as Record<string, unknown>[],
    source: result.source,
    searchText: searchable([request.text, ...result.captions.map((c) => c.text)].join('\n')),
  });
  return id;
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

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** Pinned entries first, then newest first; keyset pages so scrolling stays fast and stable. */
export async function listHistory(
  db: AppDb,
  userId: string,
  options: { q?: string; cursor?: Cursor | null },
) {
  const t = captionsHistory;
  const conditions = [eq(t.userId, userId)];
  const q = searchable(options.q?.trim() ?? '');
  if (q) conditions.push(like(t.searchText, `%${escapeLike(q)}%`));
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
    })
    .from(t)
    .where(and(...conditions))
    .orderBy(desc(t.pinned), desc(t.createdAt), desc(t.seq))
    .limit(HISTORY_PAGE_SIZE + 1);
  const page = rows.slice(0, HISTORY_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map(({ createdAtExact: _exact, seq: _seq, ...item }) => ({
      ...item,
      createdAt: item.createdAt.toISOString(),
    })),
    nextCursor:
      rows.length > HISTORY_PAGE_SIZE && last
        ? encodeCursor({ pinned: last.pinned, createdAt: last.createdAtExact, seq: last.seq })
        : null,
  };
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
