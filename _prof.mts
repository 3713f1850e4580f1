// usage: node --import tsx /work/prof/prof.mts generate|me|health SECONDS  (env SERVER_ARGS, DB)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import autocannon from 'autocannon';
import { premiumUsers } from '/work/main/bench/api.ts';
import { freePort } from '/work/main/bench/server.ts';

const what = process.argv[2] ?? 'generate';
const seconds = Number(process.argv[3] ?? 8);
const port = await freePort();
const tag = 'p' + Date.now().toString(36);
const base = `http://127.0.0.1:${port}`;
const args = [...(process.env.SERVER_ARGS ?? '').split(' ').filter(Boolean), '--import', 'tsx', 'apps/server/src/main.ts'];
const child = spawn(process.execPath, args, {
  cwd: '/work/main',
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'warn', DATABASE_URL: process.env.DB ?? 'postgres://postgres@127.0.0.1:5432/profdb', PUBLIC_URL: base, ADMIN_EMAILS: `admin-${tag}@bench.local`, RATE_LIMIT_SCALE: '1000' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
for (;;) { try { if ((await fetch(`${base}/api/health`)).ok) break; } catch { await new Promise((r) => setTimeout(r, 200)); } }
const { users } = await premiumUsers(base, 60, tag);
const GENERATE = JSON.stringify({ networks: ['instagram', 'linkedin'], postType: 'product-promotion', style: 'friendly', length: 'short', variants: 2, emojis: true, hashtags: true, text: 'Our new cold brew arrives this weekend, with 20% off for the first hundred customers.' });
const opts: any = what === 'health' ? { url: `${base}/api/health`, connections: 50 }
  : what === 'me' ? { url: base, connections: 50, requests: users.map((u) => ({ path: '/api/me', headers: { cookie: u.cookie } })) }
  : { url: base, connections: 20, requests: users.map((u) => ({ method: 'POST', path: '/api/functions/generate-captions', headers: { cookie: u.cookie, origin: base, 'content-type': 'application/json' }, body: GENERATE })) };
const ticks = (pid: number) => { const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' '); return Number(f[11]) + Number(f[12]); };
const pgTicks = () => { let t = 0; for (const d of fs.readdirSync('/proc')) { if (!/^\d+$/.test(d)) continue; try { const s = fs.readFileSync(`/proc/${d}/stat`, 'utf8'); if (s.includes('(postgres)')) t += ticks(Number(d)); } catch {} } return t; };
await autocannon({ ...opts, duration: 1 });
// reset usage not needed for 60 users x 250 if run short; keep seconds*rate < 14000
const s0 = ticks(child.pid!), p0 = pgTicks(), b0 = process.cpuUsage();
const r = await autocannon({ ...opts, duration: seconds });
const s1 = ticks(child.pid!), p1 = pgTicks(), b1 = process.cpuUsage(b0);
const n = r['2xx'];
console.log(`${what}: ${Math.round(n / r.duration)} ok/s non2xx=${r.non2xx} | per request ms: server ${(((s1 - s0) * 10) / n).toFixed(3)} pg ${(((p1 - p0) * 10) / n).toFixed(3)} bench ${((b1.user + b1.system) / 1000 / n).toFixed(3)} | norm server ${((s1 - s0) * 10000 / (b1.user + b1.system)).toFixed(2)} pg ${((p1 - p0) * 10000 / (b1.user + b1.system)).toFixed(2)}`);
const exited = new Promise((r) => child.once('exit', r));
child.kill('SIGTERM');
await exited;
