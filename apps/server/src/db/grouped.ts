/**
 * Runs calls in groups, as PostgreSQL commits them (group commit): a call that comes while a
 * statement is under way waits for it and then goes with every other call that came meanwhile,
 * as one statement; a call that comes alone goes at once, so a quiet server adds no wait. Under
 * load a group costs one round trip (and, for an insert, one commit) instead of one per call: on
 * the bench's machine a round trip is a tenth of a generation's CPU (decision 0022). Used for the
 * history rows and the account reads of generations.
 *
 * A group that fails is tried again call by call, so a bad one (a row whose user was deleted
 * meanwhile, say) fails only its own caller. Kept by hand: batching loaders (DataLoader) group
 * what arrives in one tick and run groups side by side; this needs "whatever came during the
 * last statement".
 */
export class Grouped<In, Out> {
  private waiting: { input: In; resolve: (output: Out) => void; reject: (error: unknown) => void }[] = [];
  private running = false;

  constructor(
    private readonly run: {
      one: (input: In) => Promise<Out>;
      /** One statement for them all; the outputs in the inputs' order. */
      many: (inputs: In[]) => Promise<Out[]>;
    },
    private readonly maxSize = 50,
    /**
     * Calls with the same key never share a group (the later one waits for the next): an UPDATE
     * changes a row once per statement, so two reservations of one account must not go together.
     */
    private readonly keyOf?: (input: In) => string,
  ) {}

  add(input: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.waiting.push({ input, resolve, reject });
      if (!this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.waiting.length > 0) {
        await this.runGroup(this.nextGroup());
      }
    } finally {
      this.running = false;
    }
  }

  /** The waiting calls, oldest first, up to the largest size and one per key; the rest wait. */
  private nextGroup(): typeof this.waiting {
    const keyOf = this.keyOf;
    if (!keyOf) return this.waiting.splice(0, this.maxSize);
    const keys = new Set<string>();
    const group: typeof this.waiting = [];
    const rest: typeof this.waiting = [];
    for (const entry of this.waiting) {
      const key = keyOf(entry.input);
      if (group.length < this.maxSize && !keys.has(key)) {
        keys.add(key);
        group.push(entry);
      } else rest.push(entry);
    }
    this.waiting = rest;
    return group;
  }

  /** Never throws: every caller gets its own answer. */
  private async runGroup(group: typeof this.waiting): Promise<void> {
    const one = (entry: (typeof group)[number]) => {
      let output: Promise<Out>;
      try {
        output = this.run.one(entry.input);
      } catch (error) {
        output = Promise.reject(error);
      }
      return output.then(entry.resolve, entry.reject);
    };
    const [only] = group;
    if (only && group.length === 1) return one(only);
    let outputs: Out[];
    try {
      outputs = await this.run.many(group.map((entry) => entry.input));
    } catch {
      // One statement, all or nothing: each call on its own, each caller with its own answer.
      await Promise.all(group.map(one));
      return;
    }
    for (const [i, entry] of group.entries()) entry.resolve(outputs[i] as Out);
  }
}
