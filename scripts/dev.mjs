// `npm run dev`: the API (restarting on change) and Vite with hot reload, together.
// Vite serves the app on http://localhost:5173 and proxies /api to the API.
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

/**
 * node's arguments for the API: the sources run as the tests and the build run them (V8's flags
 * and the twitter-text hook of apps/server/src/node-flags.ts, decision 0051), restarted on change.
 */
export async function apiArgs() {
  const { SOURCE_SERVER_ARGS } = await tsImport('../apps/server/src/node-flags.ts', import.meta.url);
  return ['--watch', ...SOURCE_SERVER_ARGS];
}

async function main() {
  const apiPort = process.env.API_PORT ?? '3001';
  const children = [
    spawn(process.execPath, await apiArgs(), {
      stdio: 'inherit',
      // A developer's machine: the outbox's mailbox and /metrics without a token (DEV_TOOLS=off to
      // turn them off; decision 0048). Vite listens on localhost only.
      env: { DEV_TOOLS: 'on', ...process.env, PORT: apiPort },
    }),
    spawn('npm', ['run', 'dev', '--workspace', '@captia/web'], {
      stdio: 'inherit',
      env: { ...process.env, API_PORT: apiPort },
    }),
  ];

  let stopping = false;
  function stop(code = 0) {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    process.exitCode = code;
  }
  for (const child of children) child.on('exit', (code) => stop(code ?? 0));
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
}

// Run as `node scripts/dev.mjs`; imported (by the flags' test), it only answers apiArgs.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
