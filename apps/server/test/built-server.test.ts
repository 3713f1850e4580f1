import { type ChildProcess, execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V8_FLAGS } from '../src/node-flags';
import { freePort, spawnServer } from './process-fixtures';

/**
 * The production build (`npm start` builds with apps/server/build.mjs and runs it with plain
 * node): what it loads at start, and that its stack traces still name the TypeScript sources.
 */
const SERVER_DIR = path.resolve(import.meta.dirname, '..');
// Beside dist/ (as deep as src/, which the built code relies on), never dist/ itself.
const OUT = `.test-dist-${process.pid}`;
const OUT_DIR = path.join(SERVER_DIR, OUT);
const started: ChildProcess[] = [];
const dataDirs: string[] = [];

/** Packages the server does not need until a feature is configured or first used. */
const LOADED_WHEN_NEEDED = [
  'sharp',
  'stripe',
  'ai',
  '@ai-sdk/openai-compatible',
  '@electric-sql/pglite',
  'pg',
  // By the first scrape of /metrics (decision 0036).
  'prom-client',
  // By the first call to /mcp (decision 0056).
  '@modelcontextprotocol/sdk',
];

/** Whether `paths` (imports as the build wrote them) hold the package `name` or one of its files. */
const holdsPackage = (paths: Iterable<string>, name: string) =>
  [...paths].some((path) => path === name || path.startsWith(`${name}/`));

interface Metafile {
  outputs: Record<string, { imports: { path: string; kind: string; external?: boolean }[] }>;
}

beforeAll(async () => {
  await promisify(execFile)(process.execPath, ['build.mjs', '--outdir', OUT], { cwd: SERVER_DIR });
}, 60_000);

afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(OUT_DIR, { recursive: true, force: true });
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

function start(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'captia-built-'));
  dataDirs.push(dataDir);
  // Another working directory: the build finds its files from where it is, not from the cwd.
  const run = spawnServer(['--enable-source-maps', ...V8_FLAGS, path.join(OUT_DIR, 'main.js')], os.tmpdir(), {
    PGLITE_DIR: dataDir,
    ...env,
  });
  started.push(run.child);
  return { ...run, dataDir };
}

async function healthy(port: number, exited: Promise<number | null>) {
  const deadline = Date.now() + 60_000;
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  while (Date.now() < deadline && !gone) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the built server on ${port} did not become healthy`);
}

/** Shared libraries mapped into a process: libvips is there once sharp has been loaded. */
const mapsLibvips = (pid: number | undefined) => /libvips/.test(fs.readFileSync(`/proc/${pid}/maps`, 'utf8'));

describe('the built server', { timeout: 90_000 }, () => {
  it('loads a heavy package at start only where a dynamic import asks for it', () => {
    const meta = JSON.parse(fs.readFileSync(path.join(OUT_DIR, 'meta.json'), 'utf8')) as Metafile;
    const main = Object.keys(meta.outputs).find((file) => file.endsWith('/main.js')) as string;
    // What loads with the server: main.js, the chunk it imports (the server), and their static imports.
    const [startChunk] = meta.outputs[main]?.imports.filter((i) => i.kind === 'dynamic-import') ?? [];
    expect(startChunk).toBeDefined();
    const atStart = new Set<string>();
    const visit = (file: string) => {
      for (const imported of meta.outputs[file]?.imports ?? []) {
        if (imported.kind !== 'import-statement' || atStart.has(imported.path)) continue;
        atStart.add(imported.path);
        if (!imported.external) visit(imported.path);
      }
    };
    visit(main);
    visit(startChunk?.path as string);
    for (const name of LOADED_WHEN_NEEDED) expect(holdsPackage(atStart, name), name).toBe(false);
    // Everything else a request needs is loaded at start, such as the web framework.
    expect(atStart).toContain('hono');
    // And each of them is still imported somewhere, dynamically.
    const dynamic = new Set(
      Object.values(meta.outputs).flatMap((output) =>
        output.imports.filter((i) => i.external && i.kind === 'dynamic-import').map((i) => i.path),
      ),
    );
    for (const name of LOADED_WHEN_NEEDED) expect(holdsPackage(dynamic, name), name).toBe(true);
    // No TypeScript is left for Node to load.
    expect([...atStart].filter((file) => /\.tsx?$/.test(file))).toEqual([]);
  });

  it('runs with plain node from any directory, and loads the image library only where photos can be sent', async () => {
    const plain = await freePort();
    const server = start({ PORT: String(plain) });
    await healthy(plain, server.exited);
    const page = await fetch(`http://127.0.0.1:${plain}/api/openapi.json`);
    expect(page.status).toBe(200);
    // The password rules run in the build's own worker file (dist/password-check.worker.js).
    const signUp = (password: string) =>
      fetch(`http://127.0.0.1:${plain}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${plain}` },
        body: JSON.stringify({ name: 'Built', email: 'built@example.com', password }),
      });
    const weak = await signUp('password123');
    expect(weak.status).toBe(400);
    expect(((await weak.json()) as { error: { code: string } }).error.code).toBe('weak_password');
    expect((await signUp('bench harbour lantern 58')).status).toBe(200);
    expect(mapsLibvips(server.child.pid)).toBe(false);

    const vision = await freePort();
    const seeing = start({ PORT: String(vision), AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_VISION: 'true' });
    await healthy(vision, seeing.exited);
    // Warmed after start: loaded without a photo having been sent.
    const deadline = Date.now() + 20_000;
    while (!mapsLibvips(seeing.child.pid) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect(mapsLibvips(seeing.child.pid)).toBe(true);
  });

  it('prints stack traces that point at the TypeScript sources', async () => {
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'captia-built-'));
    dataDirs.push(dataDir);
    // The directory held by a live process (this one): the server refuses it, from db/pglite-lock.ts.
    fs.writeFileSync(path.join(dataDir, 'captia.lock'), String(process.pid));
    const server = start({ PORT: String(port), PGLITE_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('already in use by another CaptIA server');
    expect(server.output()).toMatch(/src\/db\/pglite-lock\.ts:\d+:\d+/);
  });
});
