import fs from 'node:fs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
  '/snap/bin/chromium',
];

/**
 * Debian's `chromium-headless-shell`: the headless-only build Playwright itself runs headless tests
 * in. Without the full browser's UI layers it ran the browser suite in 6.1 min where the full
 * browser took 10.2 on the same 2 cores (decision 0030).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The system browser: CHROMIUM_PATH, else the usual install locations (`tests`: the headless
 * shell first; Lighthouse measures the full browser). Tests never download a browser; without
 * one they stop with instructions.
 */
export function findChromium(env: NodeJS.ProcessEnv = process.env, { forTests = false } = {}): string {
  const configured = env.CHROMIUM_PATH;
  if (configured) {
    if (fs.existsSync(configured)) return configured;
    throw new Error(`CHROMIUM_PATH is set to ${configured}, but no file is there.`);
  }
  const found = [...(forTests ? [HEADLESS_SHELL] : []), ...CANDIDATES].find((candidate) =>
    fs.existsSync(candidate),
  );
  if (found) return found;
  throw new Error(
    'No Chromium or Chrome found for the browser tests. Install one with `sudo apt-get install -y chromium-headless-shell` ' +
      '(Debian/Ubuntu) or point CHROMIUM_PATH at a Chrome/Chromium executable. Tests never download a browser.',
  );
}

/**
 * Chromium keeps its shared memory in /dev/shm; where that is small (a container's 64 MB) it
 * fails, and `--disable-dev-shm-usage` sends it to /tmp instead. On a disk-backed /tmp that is
 * slow (the browser suite ran 16 % longer with it on a 24 GB /dev/shm), so it is asked for only
 * where /dev/shm is small or missing.
 */
function smallDevShm(): boolean {
  try {
    const stats = fs.statfsSync('/dev/shm');
    return stats.blocks * stats.bsize < 512 * 1024 * 1024;
  } catch {
    return true;
  }
}

/** Flags that keep headless Chromium quiet on a machine without internet access. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  ...(smallDevShm() ? ['--disable-dev-shm-usage'] : []),
];
