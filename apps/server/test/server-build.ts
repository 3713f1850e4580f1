import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { V8_FLAGS } from '../src/node-flags';

/**
 * The server as `npm run serve` runs it, for the tests that start server processes: built once
 * by apps/server/build.mjs and shared by every test process, instead of each process compiling
 * the sources through tsx. Through tsx, Node 20 loads every module through its off-thread hooks:
 * about 6 s of CPU per start on a busy machine against about 3 s for the build, with ~30 starts
 * in a run (process.test.ts, backup.test.ts, postgres/*). The build takes 2 s, once.
 *
 * The directory is named after what goes into the build (the sources of the server and of the
 * shared package, the build scripts, the lockfile), so an edit makes a new one; it sits beside
 * dist/ (as deep as src/, which the built code finds the repository from) and is ignored by git.
 */
const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const REPO_DIR = path.resolve(SERVER_DIR, '../..');
const PREFIX = '.test-dist-build-';
const INPUTS = [
  path.join(SERVER_DIR, 'src'),
  path.join(REPO_DIR, 'packages/shared/src'),
  path.join(SERVER_DIR, 'build.mjs'),
  path.join(SERVER_DIR, 'build-plugins.mjs'),
  path.join(SERVER_DIR, 'package.json'),
  path.join(REPO_DIR, 'package-lock.json'),
];

function inputsKey(): string {
  const key = createHash('sha256');
  for (const input of INPUTS) {
    const files = fs.statSync(input).isDirectory()
      ? (fs.readdirSync(input, { recursive: true }) as string[])
          .sort()
          .map((file) => path.join(input, file))
          .filter((file) => fs.statSync(file).isFile() && !/\.test\.tsx?$/.test(file))
      : [input];
    for (const file of files) key.update(path.relative(REPO_DIR, file)).update(fs.readFileSync(file));
  }
  return key.digest('hex').slice(0, 16);
}

let built: Promise<string> | undefined;

/** The directory holding the built server's main.js, built by the first caller of this run. */
export function serverBuild(): Promise<string> {
  built ??= (async () => {
    const name = `${PREFIX}${inputsKey()}`;
    const dir = path.join(SERVER_DIR, name);
    if (fs.existsSync(path.join(dir, 'main.js'))) return dir;
    // Built under a name of this process's own, then moved into place in one rename: test
    // processes starting together each build, and the first rename wins.
    const own = `.test-dist-${process.pid}-building`;
    await promisify(execFile)(process.execPath, ['build.mjs', '--outdir', own], { cwd: SERVER_DIR });
    try {
      fs.renameSync(path.join(SERVER_DIR, own), dir);
    } catch {
      fs.rmSync(path.join(SERVER_DIR, own), { recursive: true, force: true }); // Another was first.
    }
    // Builds of earlier sources, once no run can still be using them (another checkout's run
    // at the same time may be on one).
    const stale = Date.now() - 6 * 60 * 60 * 1000;
    for (const old of fs.readdirSync(SERVER_DIR)) {
      const oldDir = path.join(SERVER_DIR, old);
      if (old.startsWith(PREFIX) && old !== name && fs.statSync(oldDir).mtimeMs < stale)
        fs.rmSync(oldDir, { recursive: true, force: true });
    }
    return dir;
  })();
  return built;
}

/** node's arguments for the built server: `npm run serve`'s. */
export async function builtServerArgs(): Promise<string[]> {
  return ['--enable-source-maps', ...V8_FLAGS, path.join(await serverBuild(), 'main.js')];
}
