import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createApp } from '../src/app';
import { grantAdmin } from '../src/auth/accounts.service';
import { withInstallSecret } from '../src/auth/install-secret';
import type { CaptionService } from '../src/captions/captions.service';
import { type Database, openDatabase } from '../src/db/client';
import { usuarios } from '../src/db/schema/index';
import { type LoadedEnv, loadEnv } from '../src/env';
import { createLogger } from '../src/logger';
import type { Mailer } from '../src/mail/mailer';

export const TEST_ORIGIN = 'http://localhost:3000';

/**
 * The app's configuration for tests: defaults plus overrides, validated like in production.
 * Its session secret, unless given, is resolved from the database as main.ts does.
 */
export function testEnv(overrides: Record<string, string> = {}): LoadedEnv {
  return loadEnv({
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_ORIGIN,
    WEB_DIST_DIR: fakeWebDist(),
    // Test files share one PostgreSQL database (and in-process requests one "IP"): only the
    // tests of the limits themselves run them at their real size.
    RATE_LIMIT_SCALE: '100',
    ...overrides,
  });
}

/**
 * A fresh database for one test file: an in-memory PGlite, or — when DATABASE_URL is
 * set — the PostgreSQL it names (the CI creates a throw-away database for the run).
 */
export async function freshDatabase(): Promise<Database> {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: 'memory://' });
  await database.migrate();
  return database;
}

/** Versioned: a change to the fake build below needs a new name. */
const FAKE_WEB_DIST = path.join(os.tmpdir(), 'captia-test-web-dist-v1');

/**
 * A minimal built SPA, so tests do not depend on `vite build`. The app only reads it: one
 * directory serves every test process, made once and moved into place in one rename.
 */
export function fakeWebDist(): string {
  if (fs.existsSync(FAKE_WEB_DIST)) return FAKE_WEB_DIST;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'captia-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><script>document.documentElement.dataset.boot="1"</script>' +
      '<script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(
    path.join(dir, 'assets/index-AbC123.js'),
    `console.log(${JSON.stringify('x'.repeat(2000))});`,
  );
  fs.writeFileSync(path.join(dir, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
  try {
    fs.renameSync(dir, FAKE_WEB_DIST);
  } catch {
    fs.rmSync(dir, { recursive: true, force: true }); // Another test process was first.
  }
  return FAKE_WEB_DIST;
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: Database;
  logs: string[];
  lifecycle: { draining: boolean };
  close(): Promise<void>;
}

/** The real app on a fresh database; logs are captured so tests can inspect them. */
export async function createTestApp(
  options: {
    database?: Database;
    env?: Record<string, string>;
    mailer?: Mailer;
    captions?: CaptionService;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await freshDatabase());
  const logs: string[] = [];
  const logger = createLogger('info', { write: (line: string) => void logs.push(line) });
  const lifecycle = { draining: false };
  const app = createApp({
    env: await withInstallSecret(testEnv(options.env), database),
    ...(options.mailer && { mailer: options.mailer }),
    ...(options.captions && { captions: options.captions }),
    database,
    logger,
    lifecycle,
  });
  return { app, database, logs, lifecycle, close: () => database.close() };
}

/**
 * An ADMIN_EMAILS account as it is after its address is verified: ADMIN_EMAILS grants nothing
 * to an unverified address (the verification link itself is tested in auth.test.ts).
 */
export async function verifyAsAdmin(database: Database, email: string): Promise<void> {
  await database.db.update(usuarios).set({ emailVerified: true }).where(eq(usuarios.email, email));
  await grantAdmin(database.db, [email]);
}
