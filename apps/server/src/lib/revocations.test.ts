import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database, ListenHandlers } from '../db/client';
import type { Logger } from '../logger';
import { REVOCATION_CHANNEL, Revocations } from './revocations';

/** A database whose listeners are in this process, with a switch to cut them off. */
function fakeDatabase() {
  const listeners: ListenHandlers[] = [];
  const sent: string[] = [];
  let connected = true;
  const database = {
    listen: (_channel: string, handlers: ListenHandlers) => {
      listeners.push(handlers);
      handlers.onState(true);
      return { close: async () => {} };
    },
    notify: async (channel: string, payload: string) => {
      expect(channel).toBe(REVOCATION_CHANNEL);
      sent.push(payload);
      if (!connected) return 0;
      for (const l of listeners) l.onMessage(payload);
      return listeners.length;
    },
  } as unknown as Database;
  return {
    database,
    sent,
    drop() {
      connected = false;
      for (const l of listeners) l.onState(false);
    },
    back() {
      connected = true;
      for (const l of listeners) l.onState(true);
    },
  };
}

const logger = { warn: vi.fn(), debug: vi.fn() } as unknown as Logger;

function instance(database: Database, retentionMs = 70_000) {
  const distrust = vi.fn();
  return { list: new Revocations({ database, logger, retentionMs, distrust }), distrust };
}

afterEach(() => vi.useRealTimers());

describe('Revocations', () => {
  it('an id ended on one instance is known on every instance, and forgotten after the retention', async () => {
    vi.useFakeTimers();
    const db = fakeDatabase();
    const one = instance(db.database, 70_000);
    const two = instance(db.database, 70_000);
    await one.list.end(['s-1']);
    expect(one.list.isEnded('s-1')).toBe(true);
    expect(two.list.isEnded('s-1')).toBe(true);
    expect(two.list.isEnded('s-2')).toBe(false);
    vi.advanceTimersByTime(70_001);
    expect(two.list.isEnded('s-1')).toBe(false);
  });

  it('sends ids in messages well under the 8000-byte NOTIFY limit', async () => {
    const db = fakeDatabase();
    const one = instance(db.database);
    const ids = Array.from({ length: 250 }, () => crypto.randomUUID());
    await one.list.end(ids);
    const ended = db.sent.filter((p) => 's' in JSON.parse(p));
    expect(ended).toHaveLength(3);
    for (const payload of db.sent) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    expect(ids.every((id) => one.list.isEnded(id))).toBe(true);
  });

  it('ignores payloads that are not ours', async () => {
    const db = fakeDatabase();
    const one = instance(db.database);
    for (const payload of [
      'not json',
      'null',
      '{"o":"x","n":1,"s":"s-1"}',
      '{"o":"x","n":1,"s":[42," bad id "]}',
    ])
      await db.database.notify(REVOCATION_CHANNEL, payload);
    expect(one.list.isEnded('s-1')).toBe(false);
    expect(one.list.isEnded(' bad id ')).toBe(false);
  });

  it('distrusts the caches while the listener is down, and empties them when it drops and comes back', () => {
    const db = fakeDatabase();
    const one = instance(db.database);
    expect(one.list.trusted).toBe(true);
    const generation = one.list.generation;
    one.distrust.mockClear();
    db.drop();
    expect(one.list.trusted).toBe(false);
    expect(one.distrust).toHaveBeenCalledTimes(1);
    db.back();
    expect(one.list.trusted).toBe(true);
    expect(one.distrust).toHaveBeenCalledTimes(2);
    expect(one.list.generation).toBeGreaterThan(generation);
  });

  it('does not wait for confirmations nobody can send', async () => {
    const db = fakeDatabase();
    const one = instance(db.database);
    db.drop();
    const started = Date.now();
    await one.list.end(['s-3']);
    expect(Date.now() - started).toBeLessThan(500);
    expect(one.list.isEnded('s-3')).toBe(true);
  });

  it('stays bounded: past 100,000 ids it forgets them all and empties the caches instead', async () => {
    const db = fakeDatabase();
    const one = instance(db.database);
    one.distrust.mockClear();
    const batch = Array.from({ length: 50_000 }, (_, i) => `a-${i}`);
    await one.list.end(batch);
    await one.list.end(batch.map((id) => id.replace('a-', 'b-')));
    expect(one.distrust).not.toHaveBeenCalled();
    await one.list.end(['c-1']);
    expect(one.distrust).toHaveBeenCalledTimes(1);
    expect(one.list.isEnded('a-1')).toBe(false);
    expect(one.list.isEnded('c-1')).toBe(true);
  });
});
