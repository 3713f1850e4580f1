import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, TEST_PROCESS_ENV } from '../process-fixtures';
import { builtServerArgs } from '../server-build';

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

export const PASSWORD = 'quiet harbour lantern 58';
export const SECRET = 'captia-test-secret-shared-by-every-instance-0123456789';

export interface ServerProcess {
  base: string;
  port: number;
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
  /** SIGTERM and wait for the exit code (SIGKILL after `timeoutMs`). */
  stop(timeoutMs?: number): Promise<number | null>;
}

const started = new Set<ChildProcess>();
let webDist: string | undefined;
process.once('exit', () => {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  if (webDist) fs.rmSync(webDist, { recursive: true, force: true });
});

/** Removes the one-page SPA the processes were given; call it in `afterAll`. */
export function removeWebDist() {
  if (webDist) fs.rmSync(webDist, { recursive: true, force: true });
  webDist = undefined;
}

/**
 * A one-page SPA: the API is under test, and the real build (several MB, precompressed
 * at start-up) would cost each process a minute on a busy machine.
 */
function minimalWebDist(): string {
  if (webDist) return webDist;
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'captia-dist-'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>CaptIA</title></head><body><div id="root"></div></body></html>',
  );
  return webDist;
}

/**
 * A real server process (the build, run as `npm run serve` runs it: ../server-build.ts) on 127.0.0.1. Instances given the
 * same `publicUrl` and secret behave like replicas behind one load balancer.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { publicUrl?: string } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, await builtServerArgs(), {
    cwd: SERVER_DIR,
    env: {
      ...TEST_PROCESS_ENV,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      PUBLIC_URL: options.publicUrl ?? base,
      BETTER_AUTH_SECRET: SECRET,
      WEB_DIST_DIR: minimalWebDist(),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-200_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      started.delete(child);
      resolve(code);
    }),
  );
  const server: ServerProcess = {
    base,
    port,
    child,
    output: () => output,
    exited,
    async stop(timeoutMs = 20_000) {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await server.stop(1000);
  throw new Error(`server on ${port} did not become healthy:\n${output}`);
}

function cookieOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** JSON request with the Origin our pages send (`origin` = the shared PUBLIC_URL). */
export function call(
  base: string,
  pathname: string,
  init: { method?: string; json?: unknown; cookie?: string; origin?: string; timeoutMs?: number } = {},
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  if (init.cookie) headers.cookie = init.cookie;
  if (init.origin) headers.origin = init.origin;
  return fetch(`${base}${pathname}`, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers,
    ...(init.json !== undefined && { body: JSON.stringify(init.json) }),
    signal: AbortSignal.timeout(init.timeoutMs ?? 30_000),
  });
}

export async function signUp(base: string, origin: string, email: string): Promise<string> {
  const res = await call(base, '/api/auth/sign-up/email', {
    json: { name: 'Replica Tester', email, password: PASSWORD },
    origin,
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return cookieOf(res);
}

export async function signIn(base: string, origin: string, email: string, password = PASSWORD) {
  const res = await call(base, '/api/auth/sign-in/email', { json: { email, password }, origin });
  return { status: res.status, cookie: cookieOf(res), body: (await res.json()) as unknown };
}

/** Runs `tasks` with at most `width` at a time; results in order. */
export async function inWaves<T>(count: number, width: number, task: (index: number) => Promise<T>) {
  const results = new Array<T>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, count) }, worker));
  return results;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
