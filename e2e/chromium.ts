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
 * The system browser: CHROMIUM_PATH, else the usual install locations. Tests never
 * download a browser; without one they stop with instructions.
 */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.CHROMIUM_PATH;
  if (configured) {
    if (fs.existsSync(configured)) return configured;
    throw new Error(`CHROMIUM_PATH is set to ${configured}, but no file is there.`);
  }
  const found = CANDIDATES.find((candidate) => fs.existsSync(candidate));
  if (found) return found;
  throw new Error(
    'No Chromium or Chrome found for the browser tests. Install one with `sudo apt-get install -y chromium` ' +
      '(Debian/Ubuntu) or point CHROMIUM_PATH at a Chrome/Chromium executable. Tests never download a browser.',
  );
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
  '--disable-dev-shm-usage',
];
