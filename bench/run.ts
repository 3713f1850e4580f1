/**
 * `npm run bench`: prints one table and writes it as JSON under bench/results/.
 * Figures, not pass/fail: budgets are shown next to each figure.
 */
import fs from 'node:fs';
import path from 'node:path';
import { INITIAL_BUDGET_BYTES, measureBundle } from './bundle';
import { load } from './load';
import { ROOT, startServer } from './server';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const rows: { metric: string; value: string; goal: string }[] = [];
const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version };

const bundle = measureBundle(path.join(ROOT, 'apps/web/dist'));
results.bundle = bundle;
rows.push({
  metric: 'initial JS for / (gzip)',
  value: kib(bundle.initialForHome),
  goal: `≤ ${kib(INITIAL_BUDGET_BYTES)} ${bundle.initialForHome <= INITIAL_BUDGET_BYTES ? '✓' : '✗'}`,
});
rows.push({ metric: '  of which entry + static imports', value: kib(bundle.entry), goal: '' });
for (const route of bundle.routes) {
  rows.push({
    metric: `  route chunk ${route.route}`,
    value: `${kib(route.own)} (+shared ${kib(route.withSharedChunks - route.own)})`,
    goal: '',
  });
}

const server = await startServer();
try {
  const health = await load(`${server.url}/api/health`, { seconds });
  results.health = health;
  rows.push({
    metric: `/api/health req/s (${seconds}s, 50 conns)`,
    value: String(health.requestsPerSecond),
    goal: '',
  });
  rows.push({ metric: '/api/health p99', value: `${health.p99Ms} ms`, goal: '' });
  rows.push({
    metric: '/api/health errors + non-2xx',
    value: String(health.errors + health.non2xx),
    goal: '0',
  });
} finally {
  await server.stop();
}

const captionsBench = path.join(import.meta.dirname, 'captions.bench.ts');
if (fs.existsSync(captionsBench)) {
  const { benchCaptions } = await import('./captions.bench');
  const captions = await benchCaptions();
  results.captions = captions;
  rows.push({
    metric: 'basic generations/s (in-process)',
    value: String(Math.round(captions.generationsPerSecond)),
    goal: '',
  });
  rows.push({
    metric: `rule violations in ${captions.batchSize} mixed briefs`,
    value: String(captions.ruleViolations),
    goal: '0',
  });
}

const width = Math.max(...rows.map((r) => r.metric.length));
const valueWidth = Math.max(...rows.map((r) => r.value.length));
console.log(`\n${'metric'.padEnd(width)}  ${'value'.padEnd(valueWidth)}  goal`);
console.log(`${'-'.repeat(width)}  ${'-'.repeat(valueWidth)}  ----`);
for (const row of rows)
  console.log(`${row.metric.padEnd(width)}  ${row.value.padEnd(valueWidth)}  ${row.goal}`);

const dir = path.join(ROOT, 'bench/results');
fs.mkdirSync(dir, { recursive: true });
const file = path.join(dir, `bench-${results.date as string}.json`.replace(/:/g, '-'));
fs.writeFileSync(file, JSON.stringify(results, null, 2));
fs.writeFileSync(path.join(dir, 'latest.json'), JSON.stringify(results, null, 2));
console.log(`\nwritten to ${path.relative(ROOT, file)}`);
