import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { startFakeModel } from '../apps/server/test/fake-model';
import { premiumUsers } from './api';
import { ROOT, startServer } from './server';

/**
 * Photos (decision 0018): what validating and re-encoding a phone photo costs — time and peak
 * memory, measured in a child process of its own so nothing else counts in its high-water mark
 * (VmHWM) — and photo generations per second through the real server in front of a fake vision
 * model on 127.0.0.1.
 */

export interface PhotoBench {
  /** The generated photo: 4000×3000 JPEG. */
  megapixels: number;
  uploadMb: number;
  /** Validate + re-encode + thumbnail, median of the runs (ms). */
  reencodeMs: number;
  runs: number;
  /** Peak RSS of the measuring process above its RSS before the first photo (MB). */
  peakExtraRssMb: number;
  /** Photo generations against the fake vision model: `workers` clients, each one request at a time. */
  generate: {
    requestsPerSecond: number;
    p99Ms: number;
    completed: number;
    failed: number;
    seconds: number;
    workers: number;
  };
  /** The server's RSS before and after the photo load run, and its peak since it started (MB). */
  server: { rssBeforeMb: number; rssAfterMb: number; peakRssMb: number };
}

const WIDTH = 4000;
const HEIGHT = 3000;
const RUNS = 5;

/** A 12 MP photo-like JPEG of about 4 MB (noise compresses like detail does), with EXIF orientation and camera tags. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      background: '#7a8a6a',
      noise: { type: 'gaussian', mean: 120, sigma: 20 },
    },
  })
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'BenchCam', Model: 'Twelve' } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** A memory figure of a process from /proc (KB): VmHWM (peak RSS) or VmRSS; 0 where /proc is missing. */
function procKb(pid: number | 'self', field: 'VmHWM' | 'VmRSS' = 'VmHWM'): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/**
 * The child's side: reads the photo, then validates and re-encodes it RUNS times with the
 * server's own code, printing the timings and its memory high-water mark as JSON.
 */
async function measureInChild(file: string) {
  // Imported by path at run time: the bench's own TypeScript project does not include the server.
  const { preparePhoto } = (await import(
    pathToFileURL(path.join(ROOT, 'apps/server/src/captions/image/photo.ts')).href
  )) as { preparePhoto(bytes: Buffer): Promise<unknown> };
  const bytes = fs.readFileSync(file);
  const rssBefore = process.memoryUsage().rss;
  let peakRss = rssBefore;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 5);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await preparePhoto(bytes);
    times.push(performance.now() - started);
  }
  clearInterval(sampler);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  // The kernel's own high-water mark catches peaks between samples (0 where /proc is missing).
  const hwm = procKb('self') * 1024;
  times.sort((a, b) => a - b);
  process.stdout.write(
    JSON.stringify({
      medianMs: Math.round(times[Math.floor(times.length / 2)] ?? 0),
      peakExtraRssMb: mb(Math.max(peakRss, hwm) - rssBefore),
    }),
  );
}

/**
 * A closed loop on 127.0.0.1: a few clients, each sending the next photo generation when the
 * last one answered, for `seconds`. Photo requests take hundreds of milliseconds, so the rate
 * is counted to a tenth (autocannon's average rounds a handful a second to whole numbers).
 */
async function closedLoop(base: string, body: string, users: { cookie: string }[], seconds: number) {
  if (!/^http:\/\/127\.0\.0\.1[:/]/.test(base)) throw new Error('Load tests only target 127.0.0.1');
  const workers = Math.max(2, os.availableParallelism());
  const latencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      const cookie = users[worker % users.length]?.cookie ?? '';
      while (performance.now() < deadline) {
        const sent = performance.now();
        const res = await fetch(`${base}/api/functions/generate-captions`, {
          method: 'POST',
          headers: { cookie, origin: base, 'content-type': 'application/json' },
          body,
        });
        await res.arrayBuffer();
        if (res.status === 200) latencies.push(performance.now() - sent);
        else failed++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round((latencies.length / elapsed) * 10) / 10,
    p99Ms: Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0),
    completed: latencies.length,
    failed,
    workers,
  };
}

export async function benchPhotos(options: { seconds?: number } = {}): Promise<PhotoBench> {
  const seconds = Math.min(options.seconds ?? 5, 5);
  const photo = await phonePhoto();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'captia-bench-photo-'));
  const file = path.join(dir, 'photo.jpg');
  fs.writeFileSync(file, photo);
  let measured: { medianMs: number; peakExtraRssMb: number };
  try {
    const out = execFileSync(process.execPath, ['--import', 'tsx', import.meta.filename, '--measure', file], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    measured = JSON.parse(out) as typeof measured;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }

  const model = await startFakeModel();
  const tag = `photo${Date.now().toString(36)}`;
  const server = await startServer({
    AI_BASE_URL: model.url,
    AI_MODEL: 'fake-model',
    AI_VISION: 'true',
    ADMIN_EMAILS: `admin-${tag}@bench.local`,
    RATE_LIMIT_SCALE: '1000',
  });
  try {
    // Premium accounts (250 captions each), so the run measures photos and not 429s.
    const { users } = await premiumUsers(server.url, 3, tag);
    const pid = server.child.pid ?? 0;
    const rssBefore = procKb(pid, 'VmRSS');
    const body = JSON.stringify({
      networks: ['linkedin'],
      postType: 'announcement',
      style: 'professional',
      length: 'short',
      variants: 1,
      emojis: false,
      hashtags: false,
      text: '',
      image: `data:image/jpeg;base64,${photo.toString('base64')}`,
    });
    const result = await closedLoop(server.url, body, users, seconds);
    return {
      megapixels: (WIDTH * HEIGHT) / 1e6,
      uploadMb: mb(photo.length),
      reencodeMs: measured.medianMs,
      runs: RUNS,
      peakExtraRssMb: measured.peakExtraRssMb,
      generate: { ...result, seconds },
      // The peak includes start-up (migrations); the RSS after the run is what photos added.
      server: {
        rssBeforeMb: Math.round(rssBefore / 1024),
        rssAfterMb: Math.round(procKb(pid, 'VmRSS') / 1024),
        peakRssMb: Math.round(procKb(pid) / 1024),
      },
    };
  } finally {
    await server.stop();
    await model.close();
  }
}

if (process.argv[2] === '--measure' && process.argv[3]) await measureInChild(process.argv[3]);
else if (import.meta.filename === process.argv[1]) console.log(await benchPhotos());
