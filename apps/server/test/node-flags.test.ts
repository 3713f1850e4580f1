import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { findHashtags } from '@captia/shared';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: the build's own JavaScript, without types.
import { packagesStayExternal, withoutRegExpSplitPolyfill } from '../build-plugins.mjs';
import { REGEXP_FAST_PATH, SERVER_ENV, SOURCE_SERVER_ARGS, V8_FLAGS } from '../src/node-flags';

/** How node runs the server, the tests and the build alike (decision 0051). */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const SHARED = path.join(ROOT, 'packages/shared');
const scripts = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

describe("V8's flags, on node's command line", () => {
  it('are what `npm run serve` starts the build with, and node takes them', () => {
    expect(scripts.serve).toBe(
      [
        ...Object.entries(SERVER_ENV).map(([name, value]) => `${name}=${value}`),
        'node',
        '--enable-source-maps',
        ...V8_FLAGS,
        'apps/server/dist/main.js',
      ].join(' '),
    );
    expect(SERVER_ENV).toEqual({ MALLOC_ARENA_MAX: '2' });
    expect(scripts.start).toBe('npm run build && npm run serve');
    // A misspelt flag ends node at once ("bad option").
    expect(spawnSync(process.execPath, [...V8_FLAGS, '-e', ''], { env: { PATH: '' } }).status).toBe(0);
  });

  it('are what `npm run dev` starts the sources with, restarted on change', async () => {
    expect(scripts.dev).toBe('node scripts/dev.mjs');
    const { apiArgs } = (await import(pathToFileURL(path.join(ROOT, 'scripts/dev.mjs')).href)) as {
      apiArgs: () => Promise<string[]>;
    };
    expect(await apiArgs()).toEqual(['--watch', ...SOURCE_SERVER_ARGS]);
  });

  it('are this test process’s, as the server’s sources run with them', () => {
    // vitest.config.ts gives the server project's processes the same flags, and the hook.
    for (const flag of [...V8_FLAGS, ...REGEXP_FAST_PATH]) expect(process.execArgv).toContain(flag);
    expect(SOURCE_SERVER_ARGS.slice(0, V8_FLAGS.length + REGEXP_FAST_PATH.length)).toEqual([
      ...V8_FLAGS,
      ...REGEXP_FAST_PATH,
    ]);
    expect(fs.existsSync(SOURCE_SERVER_ARGS.at(-1) as string)).toBe(true);
  });
});

/**
 * V8's RegExp species protector (decisions 0022, 0051): core-js 2's `es6.regexp.split`, which
 * twitter-text requires, trips it for the whole thread, and every regular expression's
 * `replace`, `match` and `split` then runs the slow path.
 */
describe("V8's fast path for regular expressions, twitter-text loaded", { timeout: 90_000 }, () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A text whose links and tags twitter-text reads, one of them a domain with non-ASCII letters (punycode). */
  const TEXT = 'Voir https://exämple.de/a et example.com/b #été #launch ok';

  /** twitter-text loaded by `load` in a node of `args`, which prints the protector's state and its answers for TEXT. */
  async function run(args: string[], load: string) {
    const script = `${load}
const text = ${JSON.stringify(TEXT)};
console.log(JSON.stringify({
  protector: %RegExpSpeciesProtector(),
  length: tt.parseTweet(text).weightedLength,
  tags: tt.extractHashtagsWithIndices(text),
  urls: tt.extractUrlsWithIndices(text),
}));`;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--allow-natives-syntax', ...args, '--input-type=module', '-e', script],
      { cwd: SHARED, env: { ...process.env, NODE_OPTIONS: '' } },
    );
    return JSON.parse(stdout.trim().split('\n').at(-1) as string) as { protector: boolean } & object;
  }
  const fromNodeModules = "const { default: tt } = await import('twitter-text');";

  it('is lost when node loads twitter-text as node_modules holds it (what the checks below would see)', async () => {
    const plain = await run([], fromNodeModules);
    expect(plain.protector).toBe(false);
    expect(plain).toMatchObject({
      length: 71,
      tags: [{ hashtag: 'été' }, { hashtag: 'launch' }],
      urls: [{ url: 'https://exämple.de/a' }, { url: 'example.com/b' }],
    });
  });

  it('is kept in the build, whose twitter-text answers as node_modules’', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'captia-regexp-'));
    dirs.push(dir);
    const outfile = path.join(dir, 'twitter-text.js');
    // As build.mjs bundles it: the same plugins and format.
    await build({
      stdin: { contents: "import tt from 'twitter-text'; export default tt;", resolveDir: SHARED },
      outfile,
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      plugins: [withoutRegExpSplitPolyfill, packagesStayExternal],
      logLevel: 'silent',
    });
    const bundled = await run(
      [],
      `const { default: tt } = await import(${JSON.stringify(pathToFileURL(outfile).href)});`,
    );
    const { protector, ...answers } = bundled;
    expect(protector).toBe(true);
    const { protector: _, ...plainAnswers } = await run([], fromNodeModules);
    expect(answers).toEqual(plainAnswers);
  });

  it('is kept when the sources run, through the hooks the tests and tsx start with', async () => {
    const hooked = await run([...REGEXP_FAST_PATH], fromNodeModules);
    expect(hooked.protector).toBe(true);
  });

  it('is kept in this test process', async () => {
    // @captia/shared loads twitter-text (hashtags, X's length).
    expect(findHashtags('ok #tag').map((tag) => tag.tag)).toEqual(['tag']);
    /** The least CPU time of `work` in seven runs, in µs. */
    const cpu = (work: () => void) => {
      let least = Number.POSITIVE_INFINITY;
      for (let run = 0; run < 7; run++) {
        const before = process.cpuUsage();
        work();
        const spent = process.cpuUsage(before);
        least = Math.min(least, spent.user + spent.system);
      }
      return least;
    };
    const text = 'a b '.repeat(2_000);
    // A global replace with a regular expression, and the same with a string, which no protector
    // guards: about as fast on the fast path, twelve times slower on the slow one (measured).
    const withRegExp = () => {
      for (let i = 0; i < 200; i++) text.replace(/b/g, 'c');
    };
    const withString = () => {
      for (let i = 0; i < 200; i++) text.replaceAll('b', 'c');
    };
    withRegExp();
    withString();
    expect(cpu(withRegExp) / cpu(withString)).toBeLessThan(4);
  });
});
