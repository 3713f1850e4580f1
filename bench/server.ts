import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { findChromium } from '../e2e/chromium';

export const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * The browser the bench measures in: the full Chromium where it is installed (what phones run),
 * else the headless shell the browser tests use, rather than no figure at all.
 */
export function benchChromium(): string {
  try {
    return findChromium();
  } catch {
    return findChromium(process.env, { forTests: true });
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface BenchServer {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** The production build (`npm run build`, which `npm run bench` runs first), started as `npm start` does. */
const BUILT_SERVER = path.join(ROOT, 'apps/server/dist/main.js');

/**
 * node's flags and environment in `npm run serve` (the root package.json): source maps, V8's
 * flags and glibc's arenas (decision 0051), which the figures depend on (decision 0028).
 */
function serveCommand(): { env: Record<string, string>; flags: string[] } {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const words = scripts.serve?.split(/\s+/) ?? [];
  // NAME=value words before node: the environment the script gives node (glibc's malloc settings).
  const env: Record<string, string> = {};
  while (/^[A-Z_]+=/.test(words[0] ?? '')) {
    const [name = '', value = ''] = (words.shift() as string).split('=');
    env[name] = value;
  }
  const [node, ...args] = words;
  if (node !== 'node' || args.at(-1) !== path.relative(ROOT, BUILT_SERVER)) {
    throw new Error(
      `npm run serve is not "[NAME=value …] node <flags> ${path.relative(ROOT, BUILT_SERVER)}": ${scripts.serve}`,
    );
  }
  return { env, flags: args.slice(0, -1) };
}

/** Starts the real server (built SPA, fresh PGlite unless DATABASE_URL is given) on 127.0.0.1. */
export async function startServer(env: Record<string, string> = {}): Promise<BenchServer> {
  if (!fs.existsSync(BUILT_SERVER)) throw new Error(`${BUILT_SERVER} is missing: run npm run build`);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'captia-bench-'));
  // BENCH_CPU_PROFILE_DIR: each server started writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROFILE_DIR
    ? ['--cpu-prof', '--cpu-prof-interval', '200', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE_DIR}`]
    : [];
  // BENCH_NODE_FLAGS: more flags for each server's node (e.g. --trace-gc), to look into a figure;
  // after serve's, so that one of them given again (--heap-growing-percent=50) is the one V8 keeps.
  const flags = process.env.BENCH_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? [];
  const serve = serveCommand();
  const child = spawn(process.execPath, [...profile, ...serve.flags, ...flags, BUILT_SERVER], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...serve.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PGLITE_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // The outbox the API load run reads its verification mail from (decision 0048).
      DEV_TOOLS: 'on',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    url,
    child,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A process's memory from outside, as an operator sees it: resident now, and its peak since start. */
export function rssMb(pid: number | undefined): { now: number; peak: number } {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const mb = (field: string) =>
      Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
    return { now: mb('VmRSS'), peak: mb('VmHWM') };
  } catch {
    return { now: 0, peak: 0 };
  }
}
