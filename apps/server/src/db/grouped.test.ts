import { describe, expect, it } from 'vitest';
import { Grouped } from './grouped';

/** An insert that waits to be let go, recording each statement's rows. */
function fakeInsert(options: { failMany?: boolean; bad?: number } = {}) {
  const statements: number[][] = [];
  const gates: (() => void)[] = [];
  // Answers each row with its square, in the rows' order.
  const run = (rows: number[]) =>
    new Promise<number[]>((resolve, reject) => {
      statements.push(rows);
      gates.push(() => {
        if (rows.length > 1 && options.failMany) reject(new Error('group failed'));
        else if (rows.includes(options.bad ?? -1)) reject(new Error(`row ${options.bad} refused`));
        else resolve(rows.map((row) => row * row));
      });
    });
  const release = async () => {
    while (gates.length > 0) {
      gates.shift()?.();
      await new Promise((r) => setImmediate(r));
    }
  };
  return {
    statements,
    release,
    insert: { one: async (row: number) => (await run([row]))[0] as number, many: run },
  };
}

describe('Grouped', () => {
  it('sends a row that comes alone at once, and the rows that come during an insert as one statement', async () => {
    const fake = fakeInsert();
    const writer = new Grouped(fake.insert);
    const first = writer.add(1);
    expect(fake.statements).toEqual([[1]]);
    const more = [2, 3, 4, 5].map((row) => writer.add(row));
    expect(fake.statements).toHaveLength(1);
    await fake.release();
    // Each caller gets its own answer from the group's.
    expect(await Promise.all([first, ...more])).toEqual([1, 4, 9, 16, 25]);
    expect(fake.statements).toEqual([[1], [2, 3, 4, 5]]);
  });

  it('keeps groups to their largest size', async () => {
    const fake = fakeInsert();
    const writer = new Grouped(fake.insert, 3);
    const all = [1, 2, 3, 4, 5, 6, 7, 8].map((row) => writer.add(row));
    await fake.release();
    await Promise.all(all);
    expect(fake.statements).toEqual([[1], [2, 3, 4], [5, 6, 7], [8]]);
  });

  it('tries a failed group row by row: only the bad row’s caller gets the error', async () => {
    const fake = fakeInsert({ failMany: true, bad: 3 });
    const writer = new Grouped(fake.insert);
    const first = writer.add(1);
    const results = [2, 3, 4].map((row) =>
      writer.add(row).then(
        (square) => `stored ${square}`,
        (error: Error) => error.message,
      ),
    );
    await fake.release();
    await first;
    expect(await Promise.all(results)).toEqual(['stored 4', 'row 3 refused', 'stored 16']);
    expect(fake.statements).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
    // And it goes on: the next row is sent at once.
    const next = writer.add(5);
    await fake.release();
    await next;
    expect(fake.statements.at(-1)).toEqual([5]);
  });

  it('never puts two calls with the same key in one group: the later waits for the next, in order', async () => {
    const fake = fakeInsert();
    const grouped = new Grouped(fake.insert, 50, (row: number) => String(row % 10));
    const all = [1, 2, 12, 3, 22, 13, 4].map((row) => grouped.add(row));
    await fake.release();
    expect(await Promise.all(all)).toEqual([1, 4, 144, 9, 484, 169, 16]);
    expect(fake.statements).toEqual([[1], [2, 3, 4], [12, 13], [22]]);
  });
});
