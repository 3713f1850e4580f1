import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { SERVER_ENV, SOURCE_SERVER_ARGS } from '../apps/server/src/node-flags';
import { CHROMIUM_ARGS, findChromium } from './chromium';
import { ADMIN_EMAIL } from './constants';

/**
 * A port free on this machine, asked of the system once by the main process (an E2E_* variable,
 * if set, wins); the workers inherit it through the environment. A fixed port failed a run
 * whenever anything else held it, such as a second run of the suite.
 */
function freePortInto(name: string) {
  process.env[name] ||= execFileSync(process.execPath, [
    '-e',
    "const s = require('node:net').createServer(); s.listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });",
  ]).toString();
}
// The app's port, the one links.spec.ts serves its article on and the one publishing.spec.ts
// serves its Mastodon instance on (both in the server's LINK_FETCH_ALLOW: a port of each, so the
// two files may run at once).
freePortInto('E2E_PORT');
freePortInto('E2E_PAGES_PORT');
freePortInto('E2E_MASTODON_PORT');
// A second server whose address is a name: WebAuthn refuses an IP address (passkeys.spec.ts).
freePortInto('E2E_PASSKEY_PORT');
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const root = path.resolve(import.meta.dirname, '..');

/** One argument of a shell's command line, quoted. */
const quoted = (arg: string) => `'${arg.replaceAll("'", "'\\''")}'`;

/** The built app on its own throw-away PGlite directory, answering at `publicUrl`. */
function server(serverPort: number, publicUrl: string) {
  return {
    // The sources through tsx, with the flags `npm run serve` runs the build with (decision 0051).
    command: ['node', ...SOURCE_SERVER_ARGS.map(quoted)].join(' '),
    cwd: root,
    url: `http://127.0.0.1:${serverPort}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      // What `npm run serve` gives node besides its flags (glibc's arenas).
      ...SERVER_ENV,
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      // Passwords hashed at the test cost (apps/server/src/auth/password-hashing.ts; decision 0044).
      PASSWORD_HASH_COST: 'test',
      LOG_LEVEL: 'warn',
      PGLITE_DIR: path.join(os.tmpdir(), `captia-e2e-${process.pid}-${serverPort}-${Date.now()}`),
      DATABASE_URL: '',
      PUBLIC_URL: publicUrl,
      // Every browser test signs up from 127.0.0.1: the per-IP limits are tested in the API suite.
      RATE_LIMIT_SCALE: '50',
      ADMIN_EMAILS: ADMIN_EMAIL,
      LINK_FETCH_ALLOW: `127.0.0.1:${process.env.E2E_PAGES_PORT},127.0.0.1:${process.env.E2E_MASTODON_PORT}`,
      // The outbox the tests read their mail from (decision 0048).
      DEV_TOOLS: 'on',
    },
  };
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  // A test that passes only on a second try is a defect, not a pass (decision 0025).
  retries: 0,
  // CI shows only the end of its log: 'dot' prints a character per test, then every failure in
  // full (the step and the error) just above the summary. 'line' prints a failure where it happens,
  // three hundred lines up, where that log never reaches.
  reporter: process.env.CI ? 'dot' : 'list',
  timeout: 30_000,
  use: {
    baseURL,
    browserName: 'chromium',
    locale: 'en-US',
    launchOptions: { executablePath: findChromium(process.env, { forTests: true }), args: CHROMIUM_ARGS },
    trace: 'off',
    // The app registers a service worker that fetches and keeps ~1.7 MB of code and pages in the
    // background, and answers requests the tests intercept: only pwa.spec.ts, which tests it,
    // lets it register.
    serviceWorkers: 'block',
    // A failure leaves a picture of the page (taken only then: it costs a passing run nothing).
    screenshot: 'only-on-failure',
  },
  webServer: [
    server(port, baseURL),
    server(Number(process.env.E2E_PASSKEY_PORT), `http://localhost:${process.env.E2E_PASSKEY_PORT}`),
  ],
});
