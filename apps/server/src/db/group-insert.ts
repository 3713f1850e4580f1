/**
 * Inserts rows in groups, as PostgreSQL commits them (group commit). A row that comes while an
 * insert is under way waits for it and then goes with every other row that came meanwhile, in
 * one statement; a row that comes alone goes at once, so a quiet server adds no wait. Under load
 * a group costs one round trip and one commit instead of one per row: the history insert was a
 * sixth of a generation's CPU on the bench's machine (decision 0022).
 *
 * A group that fails is tried again row by row, so a bad row (its user deleted meanwhile, say)
 * fails only its own caller. Kept by hand: batching loaders (DataLoader) group what arrives in
 * one tick and run groups side by side; this needs "whatever came during the last insert".
 */
export class GroupInsert<Row> {
  private waiting: { row: Row; resolve: () => void; reject: (error: unknown) => void }[] = [];
  private running = false;

  constructor(
    private readonly insert: {
      one: (row: Row) => Promise<unknown>;
      many: (rows: Row[]) => Promise<unknown>;
    },
    private readonly maxRows = 50,
  ) {}

  add(row: Row): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.waiting.push({ row, resolve, reject });
      if (!this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.waiting.length > 0) {
        const group = this.waiting.splice(0, this.maxRows);
        await this.write(group);
      }
    } finally {
      this.running = false;
    }
  }

  /** Never throws: every caller gets its own answer. */
  private async write(group: typeof this.waiting): Promise<void> {
    const one = (entry: (typeof group)[number]) => {
      let inserted: Promise<unknown>;
      try {
        inserted = this.insert.one(entry.row);
      } catch (error) {
        inserted = Promise.reject(error);
      }
      return inserted.then(entry.resolve, entry.reject);
    };
    const [only] = group;
    if (only && group.length === 1) return one(only);
    try {
      await this.insert.many(group.map((entry) => entry.row));
      for (const entry of group) entry.resolve();
    } catch {
      // One statement, all or nothing: each row on its own, each caller with its own answer.
      await Promise.all(group.map(one));
    }
  }
}
