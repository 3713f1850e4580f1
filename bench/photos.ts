import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { startFakeModel } from '../apps/server/test/fake-model';
import { countScans, jpegScanFlood, pngTextBomb } from '../apps/server/test/photo-bombs';
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
  /**
   * Photos built against the decoder (decision 0026), each read once in a child process: the
   * worst one still accepted (6320×6320, progressive, the most scans allowed) and the two bombs
   * of the attack, refused before any decoder runs.
   */
  hostile: { name: string; uploadMb: number; outcome: string; ms: number; peakExtraRssMb: number }[];
  /** A bystander's small photo generation while two worst-case photos decode (ms). */
  bystander: { aloneMs: number; duringWorstMs: number };
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
async function measureInChild(file: string, runs: number) {
  // Imported by path at run time: the bench's own TypeScript project does not include the server.
  const { preparePhoto } = (await import(
    pathToFileURL(path.join(ROOT, 'apps/server/src/captions/image/photo.ts')).href
  )) as { preparePhoto(bytes: Buffer, account: string): Promise<unknown> };
  const bytes = fs.readFileSync(file);
  let outcome = 'accepted';
  const rssBefore = process.memoryUsage().rss;
  let peakRss = rssBefore;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 5);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    try {
      await preparePhoto(bytes, 'bench');
    } catch (error) {
      outcome = `refused: ${(error as { problem?: string }).problem ?? String(error)}`;
    }
    times.push(performance.now() - started);
  }
  clearInterval(sampler);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  // The kernel's own high-water mark catches peaks between samples (0 where /proc is missing).
  const hwm = procKb('self') * 1024;
  times.sort((a, b) => a - b);
  process.stdout.write(
    JSON.stringify({
      outcome,
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

interface Measured {
  outcome: string;
  medianMs: number;
  peakExtraRssMb: number;
}

/** Reads `bytes` `runs` times with the server's own code, in a child process of its own. */
function measure(bytes: Buffer, runs: number): Measured {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'captia-bench-photo-'));
  const file = path.join(dir, 'photo');
  fs.writeFileSync(file, bytes);
  try {
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', import.meta.filename, '--measure', file, String(runs)],
      { cwd: ROOT, encoding: 'utf8' },
    );
    return JSON.parse(out) as Measured;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** One photo generation's time (ms), or NaN when it is not answered 200. */
async function timedGeneration(base: string, cookie: string, body: string): Promise<number> {
  const sent = performance.now();
  const res = await fetch(`${base}/api/functions/generate-captions`, {
    method: 'POST',
    headers: { cookie, origin: base, 'content-type': 'application/json' },
    body,
  });
  await res.arrayBuffer();
  return res.status === 200 ? Math.round(performance.now() - sent) : Number.NaN;
}

const photoBody = (bytes: Buffer) =>
  JSON.stringify({
    networks: ['linkedin'],
    postType: 'announcement',
    style: 'professional',
    length: 'short',
    variants: 1,
    emojis: false,
    hashtags: false,
    text: '',
    image: `data:image/jpeg;base64,${bytes.toString('base64')}`,
  });

export async function benchPhotos(options: { seconds?: number } = {}): Promise<PhotoBench> {
  const seconds = Math.min(options.seconds ?? 5, 5);
  const photo = await phonePhoto();
  const measured = measure(photo, RUNS);
  // The heaviest photo accepted that we can build: the most pixels, progressive (every scan a
  // pass over all of them), fine noise. (A valid JPEG of MAX_JPEG_SCANS scans needs an encoder
  // with scan scripts; repeating a scan, as the flood does, makes one libjpeg refuses.)
  const worst = await sharp({
    create: {
      width: 6320,
      height: 6320,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 4 },
    },
  })
    .jpeg({ progressive: true, quality: 70 })
    .toBuffer();
  const hostile = [
    { name: `largest accepted: 6320×6320 progressive JPEG of ${countScans(worst)} scans`, bytes: worst },
    { name: 'PNG of 300 zTXt chunks inflating to 2.4 GB', bytes: await pngTextBomb() },
    { name: 'progressive JPEG 6320×6320 of 300 scans', bytes: await jpegScanFlood() },
  ].map(({ name, bytes }) => {
    const { outcome, medianMs, peakExtraRssMb } = measure(bytes, 1);
    return { name, uploadMb: mb(bytes.length), outcome, ms: medianMs, peakExtraRssMb };
  });

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
    const result = await closedLoop(server.url, photoBody(photo), users, seconds);

    // A bystander's small photo, alone and then while two worst-case photos of others decode.
    const [first, second, bystander] = users.map((user) => user.cookie);
    const small = photoBody(
      await sharp({ create: { width: 640, height: 480, channels: 3, background: '#d08040' } })
        .jpeg()
        .toBuffer(),
    );
    const aloneMs = await timedGeneration(server.url, bystander ?? '', small);
    const heavy = photoBody(worst);
    const running = [first, second].map((cookie) => timedGeneration(server.url, cookie ?? '', heavy));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const duringWorstMs = await timedGeneration(server.url, bystander ?? '', small);
    await Promise.all(running);
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
      hostile,
      bystander: { aloneMs, duringWorstMs },
    };
  } finally {
    await server.stop();
    await model.close();
  }
}

if (process.argv[2] === '--measure' && process.argv[3])
  await measureInChild(process.argv[3], Number(process.argv[4] ?? RUNS));
else if (import.meta.filename === process.argv[1]) console.log(await benchPhotos());
