// `npm run dev`: the API (restarting on change) and Vite with hot reload, together.
// Vite serves the app on http://localhost:5173 and proxies /api to the API.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/server/src/main.ts'], {
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
