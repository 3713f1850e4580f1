import { randomUUID } from 'node:crypto';
import { type CaptionResult, fold, type ResolvedCaptionRequest, type ReworkRequest } from '@captia/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { Grouped } from '../db/grouped';
import { perDatabase } from '../db/per-database';
import { captionsHistory } from '../db/schema/index';

/*
 * The history rows a counted use leaves: a generation's or a rework's captions, written once
 * the result exists (usage/counted-run.ts), and the entry a rework is filed under. Reading,
 * searching, pinning and deleting them is the history feature's (history/history.service.ts).
 */

/** Lower case without accents, so "promoção" finds "PROMOCAO" and the other way round. */
export function searchable(text: string): string {
  return fold(text);
}

type HistoryRow = typeof captionsHistory.$inferInsert;

/** The columns a generation writes; the others take their defaults (time, order, not pinned). */
const SAVED_COLUMNS = [
  'id',
  'userId',
  'request',
  'captions',
  'source',
  'parentId',
  'thumbnail',
  'altText',
  'searchText',
] as const;

/** Most rows one insert takes (a larger group is split): bounds the statements kept per handle. */
const MAX_GROUP_ROWS = 50;

/** `insert … values (…), (…)` for `size` rows, with a placeholder per value (`id0`, `userId0`, …). */
function prepareSaveHistory(db: AppDb, size: number) {
  const rows = Array.from({ length: size }, (_, i) =>
    Object.fromEntries(SAVED_COLUMNS.map((column) => [column, sql.placeholder(`${column}${i}`)])),
  ) as unknown as HistoryRow[];
  return db.insert(captionsHistory).values(rows).prepare(`save_history_${size}`);
}

function placeholderValues(rows: HistoryRow[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  rows.forEach((row, i) => {
    for (const column of SAVED_COLUMNS) values[`${column}${i}`] = row[column] ?? null;
  });
  return values;
}

/**
 * Per database handle: the history writer (Grouped: concurrent generations share a round
 * trip) over one named statement per group size, built on first use. Neither a row alone nor a
 * group is rebuilt or re-planned on the hot path: building a group's insert each time was a
 * twentieth of a generation's CPU (decision 0022).
 */
const writerFor = perDatabase((db) => {
  const statements = new Map<number, ReturnType<typeof prepareSaveHistory>>();
  const insert = (rows: HistoryRow[]) => {
    let statement = statements.get(rows.length);
    if (!statement) {
      statement = prepareSaveHistory(db, rows.length);
      statements.set(rows.length, statement);
    }
    return statement.execute(placeholderValues(rows));
  };
  return new Grouped<HistoryRow, void>(
    {
      one: async (row) => {
        await insert([row]);
      },
      many: async (rows) => {
        await insert(rows);
        return rows.map(() => undefined);
      },
    },
    MAX_GROUP_ROWS,
  );
});

export async function saveHistory(
  db: AppDb,
  userId: string,
  request: ResolvedCaptionRequest | (ReworkRequest & { kind: 'rework' }),
  result: Pick<CaptionResult, 'captions' | 'source' | 'altText' | 'altTextShort'>,
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
    altText:
      result.altText !== undefined
        ? { altText: result.altText, altTextShort: result.altTextShort ?? '' }
        : null,
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

/**
 * The reworks saved under the given entries (the account's own), oldest first: the history
 * list and the data export show each entry with its versions.
 */
export function readVersions(db: AppDb, userId: string, rootIds: readonly string[]) {
  const t = captionsHistory;
  return db
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
    .where(and(eq(t.userId, userId), inArray(t.parentId, [...rootIds])))
    .orderBy(asc(t.createdAt), asc(t.seq));
}
