import { describe, expect, it } from 'vitest';
import { GroupInsert } from './group-insert';

/** An insert that waits to be let go, recording each statement's rows. */
function fakeInsert(options: { failMany?: boolean; bad?: number } = {}) {
  const statements: number[][] = [];
  const gates: (() => void)[] = [];
  const run = (rows: number[]) =>
    new Promise<void>((resolve, reject) => {
      statements.push(rows);
      gates.push(() => {
        if (rows.length > 1 && options.failMany) reject(new Error('group failed'));
        else if (rows.includes(options.bad ?? -1)) reject(new Error(`row ${options.bad} refused`));
        else resolve();
      });
    });
  const release = async () => {
    while (gates.length > 0) {
      gates.shift()?.();
      await new Promise((r) => setImmediate(r));
    }
  };
  return { statements, release, insert: { one: (row: number) => run([row]), many: run } };
}

describe('GroupInsert', () => {
  it('sends a row that comes alone at once, and the rows that come during an insert as one statement', async () => {
    const fake = fakeInsert();
    const writer = new GroupInsert(fake.insert);
    const first = writer.add(1);
    expect(fake.statements).toEqual([[1]]);
    const more = [2, 3, 4, 5].map((row) => writer.add(row));
    expect(fake.statements).toHaveLength(1);
    await fake.release();
    await Promise.all([first, ...more]);
    expect(fake.statements).toEqual([[1], [2, 3, 4, 5]]);
  });

  it('keeps groups to their largest size', async () => {
    const fake = fakeInsert();
    const writer = new GroupInsert(fake.insert, 3);
    const all = [1, 2, 3, 4, 5, 6, 7, 8].map((row) => writer.add(row));
    await fake.release();
    await Promise.all(all);
    expect(fake.statements).toEqual([[1], [2, 3, 4], [5, 6, 7], [8]]);
  });

  it('tries a failed group row by row: only the bad row’s caller gets the error', async () => {
    const fake = fakeInsert({ failMany: true, bad: 3 });
    const writer = new GroupInsert(fake.insert);
    const first = writer.add(1);
    const results = [2, 3, 4].map((row) =>
      writer.add(row).then(
        () => 'stored',
        (error: Error) => error.message,
      ),
    );
    await fake.release();
    await first;
    expect(await Promise.all(results)).toEqual(['stored', 'row 3 refused', 'stored']);
    expect(fake.statements).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
    // And it goes on: the next row is sent at once.
    const next = writer.add(5);
    await fake.release();
    await next;
    expect(fake.statements.at(-1)).toEqual([5]);
  });
});
