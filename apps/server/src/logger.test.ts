import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './db/client';
import { createLogger } from './logger';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: 'memory://' });
  await database.migrate();
});
afterAll(() => database.close());

async function failedQuery(): Promise<unknown> {
  // A real failed query: Drizzle's error carries the parameters in its message and `params`.
  try {
    await database.db.execute(
      sql`insert into usuarios (id, nome, email) values (${'id-1'}, ${'Maria Secret-Name'}, ${'maria.secret@example.com'}),
          (${'id-2'}, ${'Maria Secret-Name'}, ${'maria.secret@example.com'})`,
    );
  } catch (error) {
    return error;
  }
  throw new Error('the query should have failed');
}

describe('logs keep values out', () => {
  it('a failed query logged as err, error or cause shows its SQL but none of its parameters', async () => {
    const error = await failedQuery();
    expect(String((error as Error).message)).toContain('maria.secret@example.com');
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
    logger.error({ err: error }, 'unhandled error');
    logger.warn({ error, cause: (error as Error).cause }, 'usage update failed');
    const text = lines.join('\n');
    expect(text).toContain('insert into usuarios');
    expect(text).not.toContain('maria.secret');
    expect(text).not.toContain('Secret-Name');
    expect(text).toContain('[redacted]');
  });
});
