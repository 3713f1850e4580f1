import { randomUUID } from 'node:crypto';
import type { ResolvedCaptionRequest } from '@captia/shared';
import { inArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { captionsHistory, usuarios } from '../src/db/schema/index';
import { saveHistory } from '../src/lib/history-rows';
import { test as base } from './fixtures/setup';

/** Three accounts on the file's database (fixtures/setup.ts's freshDatabase), made for its first test. */
const test = base.extend('users', { scope: 'file' }, async ({ database }) => {
  const users = [randomUUID(), randomUUID(), randomUUID()];
  await database.db
    .insert(usuarios)
    .values(users.map((id) => ({ id, nome: 'History', email: `${id}@history.test` })));
  return users;
});

function request(n: number): ResolvedCaptionRequest {
  return {
    networks: ['instagram'],
    postType: 'announcement',
    style: 'friendly',
    length: 'short',
    variants: 1,
    emojis: n % 2 === 0,
    hashtags: true,
    text: `Brief número ${n}: "quotes", back\\slash, {braces} and 'single'`,
    language: 'pt-BR',
  } as ResolvedCaptionRequest;
}

describe('saveHistory', () => {
  test('stores every row of concurrent saves with its own values (groups of every size, split past 50)', async ({
    database,
    users,
  }) => {
    const [parentUser] = users;
    if (!parentUser) throw new Error('no user');
    const parentId = await saveHistory(database.db, parentUser, request(0), {
      captions: [{ network: 'instagram', text: 'Original' }] as never,
      source: 'basic',
    });
    // 120 saves at once: the first goes alone, the rest in groups as the inserts finish.
    const inputs = Array.from({ length: 120 }, (_, n) => ({
      userId: users[n % users.length] as string,
      request: request(n + 1),
      captions: [{ network: 'instagram', text: `Legenda ${n + 1} #tag` }],
      thumbnail: n % 7 === 0 ? Buffer.from([n, 0, 255, n % 256]) : null,
      parentId: n % 5 === 0 && n % users.length === 0 ? parentId : null,
    }));
    const ids = await Promise.all(
      inputs.map((input) =>
        saveHistory(
          database.db,
          input.userId,
          input.request,
          { captions: input.captions as never, source: 'basic' },
          { thumbnail: input.thumbnail, parentId: input.parentId },
        ),
      ),
    );
    expect(new Set(ids).size).toBe(120);

    const rows = await database.db.select().from(captionsHistory).where(inArray(captionsHistory.id, ids));
    expect(rows).toHaveLength(120);
    const byId = new Map(rows.map((row) => [row.id, row]));
    ids.forEach((id, n) => {
      const input = inputs[n];
      const row = byId.get(id);
      expect(row, `row ${n}`).toBeDefined();
      expect(row?.userId).toBe(input?.userId);
      expect(row?.request).toEqual(input?.request);
      expect(row?.captions).toEqual(input?.captions);
      expect(row?.source).toBe('basic');
      expect(row?.parentId).toBe(input?.parentId);
      expect(row?.thumbnail ? [...row.thumbnail] : null).toEqual(
        input?.thumbnail ? [...input.thumbnail] : null,
      );
      expect(row?.searchText).toContain(`legenda ${n + 1} #tag`);
      expect(row?.searchText).toContain(`brief numero ${n + 1}`);
      expect(row?.pinned).toBe(false);
    });
    // Each row took its own place in the order (seq), defaults applied per row.
    expect(new Set(rows.map((row) => row.seq)).size).toBe(120);
  });
});
