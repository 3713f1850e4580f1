import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import type { Logger } from '../logger';

export const REVOCATION_CHANNEL = 'captia_session_revocations';

/** 100 ids of 36 characters: about 4 KB, well under NOTIFY's 8000-byte payload limit. */
const IDS_PER_MESSAGE = 100;
/** Beyond this many remembered ids the list is emptied together with every cache (fail closed). */
const MAX_REMEMBERED = 100_000;
/** How long a revoking request waits for every instance to confirm (see `end`). */
const ACK_WAIT_MS = 1000;
const SESSION_ID = /^[\w-]{1,64}$/;

/** Session ids ended by instance `o` (its message number `n`). */
interface Ended {
  o: string;
  n: number;
  s: string[];
}

/** Instance `f` has recorded message `n` of instance `a`. */
interface Ack {
  a: string;
  n: number;
  f: string;
}

/**
 * Sessions ended (signed out, revoked, a password reset, a ban, a deleted account) anywhere
 * in the last few minutes, by session id, shared by all instances through the database's
 * LISTEN/NOTIFY. A cached session is served only when its id is not in here and the
 * listener is up: while it is down nothing can be known about revocations, so the caches
 * are emptied (when it drops and again when it is back) and not used in between.
 *
 * Ids, not user-level "as of" times: every path that ends sessions deletes their rows and
 * Better Auth's delete hook hands us each row, so the list is exact and a session made after
 * a reset or a ban is simply not in it (no clock comparison between instances).
 */
export class Revocations {
  /** Session id → when it may be forgotten (insertion order is expiry order). */
  private readonly ended = new Map<string, number>();
  private readonly origin = randomUUID();
  private sent = 0;
  /** Messages of ours waiting for confirmations: who confirmed, how many are expected. */
  private readonly pending = new Map<number, { acks: Set<string>; expected: number; done: () => void }>();
  private listening = false;
  /**
   * Bumped whenever cached sessions may be stale: a cache fill whose read began before a
   * bump is not stored.
   */
  generation = 0;
  private readonly listener: { close(): Promise<void> };

  constructor(
    private readonly deps: {
      database: Database;
      logger: Logger;
      /** Longer than any cache entry can live, plus the slowest read that could fill one. */
      retentionMs: number;
      /** Empties the session caches. */
      distrust: () => void;
    },
  ) {
    this.listener = deps.database.listen(REVOCATION_CHANNEL, {
      onMessage: (payload) => this.receive(payload),
      onState: (listening) => {
        this.listening = listening;
        this.invalidate();
      },
    });
  }

  /** Whether cached sessions may be served at all (the listener is up). */
  get trusted(): boolean {
    return this.listening;
  }

  isEnded(sessionId: string): boolean {
    const until = this.ended.get(sessionId);
    if (until === undefined) return false;
    if (until > Date.now()) return true;
    this.ended.delete(sessionId);
    return false;
  }

  /**
   * Records sessions that were just ended and tells every instance. Resolves once every
   * instance listening when the notification was sent has confirmed it (or after a short
   * wait): PostgreSQL delivers a NOTIFY to each listener on its own schedule, so without the
   * confirmations a client's next request could reach an instance a few milliseconds early.
   */
  async end(sessionIds: readonly string[]): Promise<void> {
    if (sessionIds.length === 0) return;
    this.remember(sessionIds);
    for (let i = 0; i < sessionIds.length; i += IDS_PER_MESSAGE) {
      const message: Ended = { o: this.origin, n: ++this.sent, s: sessionIds.slice(i, i + IDS_PER_MESSAGE) };
      let done = () => {};
      const confirmed = new Promise<void>((resolve) => {
        done = resolve;
      });
      const wait = { acks: new Set<string>(), expected: Number.POSITIVE_INFINITY, done };
      this.pending.set(message.n, wait);
      const timer = setTimeout(done, ACK_WAIT_MS);
      try {
        // Confirmations can arrive before the count does: checked again once it is known.
        wait.expected = await this.deps.database.notify(REVOCATION_CHANNEL, JSON.stringify(message));
        if (wait.acks.size >= wait.expected) done();
        await confirmed;
      } catch (error) {
        // The rows are gone and this instance knows; the others keep a cached copy for at
        // most their cache's time to live. Nothing better can be done without the database.
        this.deps.logger.warn({ err: error }, 'session revocation could not be broadcast');
      } finally {
        clearTimeout(timer);
        this.pending.delete(message.n);
      }
    }
  }

  close(): Promise<void> {
    return this.listener.close();
  }

  private receive(payload: string) {
    let message: Partial<Ended & Ack>;
    try {
      message = JSON.parse(payload) as Partial<Ended & Ack>;
    } catch {
      return;
    }
    if (typeof message !== 'object' || message === null || typeof message.n !== 'number') return;
    if (Array.isArray(message.s) && typeof message.o === 'string') {
      this.remember(message.s.filter((id): id is string => typeof id === 'string' && SESSION_ID.test(id)));
      if (message.o === this.origin) this.confirmed(message.n, this.origin);
      else {
        const ack: Ack = { a: message.o, n: message.n, f: this.origin };
        this.deps.database.notify(REVOCATION_CHANNEL, JSON.stringify(ack)).catch((error: unknown) => {
          this.deps.logger.debug({ err: error }, 'session revocation could not be confirmed');
        });
      }
    } else if (message.a === this.origin && typeof message.f === 'string') {
      this.confirmed(message.n, message.f);
    }
  }

  private confirmed(n: number, from: string) {
    const wait = this.pending.get(n);
    if (!wait) return;
    wait.acks.add(from);
    if (wait.acks.size >= wait.expected) wait.done();
  }

  private remember(ids: readonly string[]) {
    const now = Date.now();
    for (const [id, until] of this.ended) {
      if (until > now) break;
      this.ended.delete(id);
    }
    const until = now + this.deps.retentionMs;
    for (const id of ids) {
      this.ended.delete(id);
      this.ended.set(id, until);
    }
    if (this.ended.size > MAX_REMEMBERED) {
      // Forgetting ids is only safe when nothing cached can carry them: empty the caches too.
      this.ended.clear();
      this.invalidate();
      for (const id of ids) this.ended.set(id, until);
    }
  }

  private invalidate() {
    this.generation += 1;
    this.deps.distrust();
  }
}
