import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import type { ApiBody } from './api-routes';

/** Shared by the tests that start real server processes (process.test.ts, postgres/*). */

export interface RunningServer {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * The minimal environment of a server process a test starts: on 127.0.0.1, in test mode, with
 * passwords hashed at the test cost (auth/password-hashing.ts, decision 0044).
 */
export const TEST_PROCESS_ENV = {
  PATH: process.env.PATH ?? '',
  HOST: '127.0.0.1',
  NODE_ENV: 'test',
  PASSWORD_HASH_COST: 'test',
} as const;

/**
 * A server process (`node <args>` in `cwd`) on 127.0.0.1 with a minimal environment plus `env`,
 * its output collected. The caller ends it (each test file keeps its own list).
 */
export function spawnServer(args: string[], cwd: string, env: Record<string, string>): RunningServer {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...TEST_PROCESS_ENV, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** A port nothing listens on right now, on 127.0.0.1. */
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

/** A free-plan brief: one network, short, one variant — allowed on every plan. */
export const BRIEF = {
  networks: ['linkedin'],
  postType: 'announcement',
  style: 'professional',
  length: 'short',
  variants: 1,
  emojis: false,
  hashtags: false,
  text: 'Our new bakery opens on Monday with sourdough and coffee.',
} satisfies ApiBody<'POST /api/functions/generate-captions'>;

/** What a fake OpenAI-compatible model answers to BRIEF (a chat completion with one caption). */
export function modelAnswer(): string {
  const captions = [
    { network: 'linkedin', variant: 1, text: 'A calm, finished caption about our new bakery.' },
  ];
  return JSON.stringify({
    id: 'c1',
    object: 'chat.completion',
    created: 1,
    model: 'm',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: JSON.stringify({ captions }) },
        finish_reason: 'stop',
      },
    ],
  });
}
