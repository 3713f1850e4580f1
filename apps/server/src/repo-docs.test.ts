import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains itself: a newcomer with only a clone can follow every reference
 * (docs/architecture.md, Conventions). Comments point at docs/product.md or
 * docs/architecture.md by a heading that exists, links in the README and docs/ lead to files
 * that exist, and every decision record carries its date and status and is in the index.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SELF = path
  .relative(ROOT, fileURLToPath(import.meta.url))
  .split(path.sep)
  .join('/');
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git', '.data', 'test-results']);

/** Tracked files (a checkout without git: every file but dependencies and build output). */
function repoFiles(): string[] {
  let files: string[];
  try {
    files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' })
      .split('\0')
      .filter(Boolean);
  } catch {
    files = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
        if (SKIPPED_DIRS.has(entry.name)) continue;
        const rel = dir ? `${dir}/${entry.name}` : entry.name;
        if (entry.isDirectory()) walk(rel);
        else files.push(rel);
      }
    };
    walk('');
  }
  // Deleted but not yet committed: nothing to read.
  return files.filter(
    (file) => !file.split('/').some((part) => SKIPPED_DIRS.has(part)) && fs.existsSync(path.join(ROOT, file)),
  );
}

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const textFiles = repoFiles().filter((file) => /\.(ts|tsx|mts|mjs|md)$/.test(file) && file !== SELF);

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

const headingsOf = (file: string) =>
  read(file)
    .split('\n')
    .filter((line) => /^#{2,4} /.test(line))
    .map((line) => line.replace(/^#+ /, '').trim());

/**
 * Where an outside document is cited: the old product spec and its numbered sections, the
 * architecture file and the folder beside the clone. `allow` names the lines where the text is
 * legitimate: module imports, and an RFC's sections (the line names the RFC).
 */
const OUTSIDE_REFERENCES: { pattern: RegExp; why: string; allow?: RegExp }[] = [
  { pattern: /spec\s*§/i, why: 'a section of a spec outside the repository' },
  { pattern: /ARCHITECTURE\.md/, why: 'an architecture file outside the repository' },
  { pattern: /product-spec/, why: 'a product spec outside the repository' },
  {
    pattern: /\.\.\/shared\//,
    why: 'a folder outside the repository',
    allow: /\bfrom\s+['"]|\bimport\(|\brequire\(/,
  },
  { pattern: /§/, why: 'a numbered section of a document the line does not name', allow: /\bRFC\s?\d+/ },
];

/**
 * In code (comments and test names), what a newcomer cannot open: a specification left unnamed,
 * and issue numbers of a tracker the clone does not carry. Point at docs/product.md, a decision
 * record or a named standard ("the HTML event-stream format") instead.
 */
const CODE_ONLY_REFERENCES: { pattern: RegExp; why: string }[] = [
  { pattern: /\bspec['’]s\b/i, why: '"the spec\'s": which document?' },
  { pattern: /\bthe spec\b/i, why: '"the spec": which document?' },
  { pattern: /\bissue\s+#?\d+/i, why: 'an issue number, outside the repository' },
];
const codeFiles = textFiles.filter((file) => /\.(ts|tsx|mts|mjs)$/.test(file));

describe('references (docs/architecture.md, Conventions)', () => {
  it('no file points at a document outside the repository', () => {
    const found: string[] = [];
    for (const file of textFiles) {
      read(file)
        .split('\n')
        .forEach((line, index) => {
          for (const { pattern, why, allow } of OUTSIDE_REFERENCES) {
            if (pattern.test(line) && !allow?.test(line))
              found.push(`${file}:${index + 1}: ${why}: ${line.trim()}`);
          }
        });
    }
    expect(found, 'point at docs/product.md or docs/architecture.md (by heading) instead').toEqual([]);
  });

  it('code names no unnamed spec and no issue number', () => {
    const found: string[] = [];
    for (const file of codeFiles) {
      read(file)
        .split('\n')
        .forEach((line, index) => {
          for (const { pattern, why } of CODE_ONLY_REFERENCES) {
            if (pattern.test(line)) found.push(`${file}:${index + 1}: ${why}: ${line.trim()}`);
          }
        });
    }
    expect(found, 'point at docs/product.md, a decision record or a named standard').toEqual([]);
  });

  it('"docs/product.md, <heading>" and "docs/architecture.md, <heading>" name headings that exist', () => {
    const documents = ['docs/product.md', 'docs/architecture.md'];
    const headings = new Map(documents.map((doc) => [doc, headingsOf(doc)]));
    const broken: string[] = [];
    for (const file of textFiles) {
      // A comment may break the heading over lines: join them without their comment markers.
      const text = read(file).replace(/\n\s*(?:\*|\/\/)?\s*/g, ' ');
      for (const doc of documents) {
        const cite = new RegExp(`${doc.replace(/[./]/g, '\\$&')},\\s+([^\`]{0,80})`, 'g');
        for (const match of text.matchAll(cite)) {
          const after = match[1] ?? '';
          if (!headings.get(doc)?.some((heading) => after.startsWith(heading)))
            broken.push(`${file}: "${doc}, ${after.slice(0, 40)}…"`);
        }
      }
    }
    expect(broken, `headings: ${JSON.stringify(Object.fromEntries(headings))}`).toEqual([]);
  });

  it('every link in README.md and docs/ leads to a file (and a heading) that exists', () => {
    const sources = ['README.md', ...textFiles.filter((file) => /^docs\/.*\.md$/.test(file))];
    expect(sources).toContain('docs/product.md');
    const broken: string[] = [];
    for (const source of sources) {
      for (const match of read(source).matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = match[1] ?? '';
        if (/^[a-z]+:/i.test(target)) continue; // https:, mailto:
        const [filePart = '', anchor] = target.split('#');
        const file = filePart
          ? path
              .relative(ROOT, path.resolve(ROOT, path.dirname(source), filePart))
              .split(path.sep)
              .join('/')
          : source;
        if (file.startsWith('..') || !fs.existsSync(path.join(ROOT, file))) {
          broken.push(`${source}: ${target} (no such file in the repository)`);
          continue;
        }
        if (anchor && file.endsWith('.md') && !headingsOf(file).some((heading) => slug(heading) === anchor))
          broken.push(`${source}: ${target} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('decision records (docs/decisions/README.md)', () => {
  const records = textFiles.filter((file) => /^docs\/decisions\/\d{4}-[^/]+\.md$/.test(file));
  const numbers = new Set(records.map((file) => path.basename(file).slice(0, 4)));

  it('each has "Date: YYYY-MM-DD · Status: …" right under its title', () => {
    expect(records.length).toBeGreaterThan(0);
    const wrong: string[] = [];
    for (const file of records) {
      const lines = read(file).split('\n');
      const number = path.basename(file).slice(0, 4);
      const status = /^Date: (\d{4}-\d{2}-\d{2}) · Status: (.+)$/.exec(lines[2] ?? '');
      if (!lines[0]?.startsWith(`# ${number} `) || lines[1] !== '' || !status) {
        wrong.push(`${file}: "# ${number} — title", a blank line, then the Date · Status line`);
        continue;
      }
      const [, date = '', text = ''] = status;
      if (Number.isNaN(Date.parse(date))) wrong.push(`${file}: ${date} is not a date`);
      if (!/^(accepted|proposed|superseded by \d{4})\b/.test(text))
        wrong.push(`${file}: status "${text}" (accepted, proposed or superseded by NNNN)`);
      for (const [, other] of text.matchAll(/superseded by (\d{4})/g))
        if (!other || !numbers.has(other))
          wrong.push(`${file}: superseded by ${other}, which does not exist`);
    }
    expect(wrong).toEqual([]);
  });

  it('each is listed in the index', () => {
    const index = read('docs/decisions/README.md');
    const missing = records.filter((file) => !index.includes(`](${path.basename(file)})`));
    expect(missing, 'add a row to docs/decisions/README.md').toEqual([]);
  });
});

describe('CI (.ci/run)', () => {
  it("runs the README's `npm test`, part by part, then the PostgreSQL suite, the typecheck and the lint", () => {
    // .ci/run runs `npm test`'s parts itself, so that the browser part can have the PostgreSQL
    // suite beside it: a change to `npm test` must reach it.
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    const parts = (scripts.test ?? '').split(' && ');
    expect(parts).toEqual(['npm run test:unit', 'npm run build', 'npm run test:e2e']);
    expect(read('README.md')).toContain('npm test');
    const commands = read('.ci/run')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#') && !line.startsWith('echo'));
    const at = (command: string) => commands.findIndex((line) => line.startsWith(command));
    const [unit = -1, build = -1, e2e = -1] = parts.map(at);
    expect([unit, build, e2e].every((index) => index >= 0)).toBe(true);
    expect(unit).toBeLessThan(build);
    expect(build).toBeLessThan(e2e);
    for (const script of ['test:integration', 'typecheck', 'lint'])
      expect(commands.some((line) => line.includes(`npm run ${script}`))).toBe(true);
    expect(commands.some((line) => line.includes('DATABASE_URL='))).toBe(true);
  });
});

describe('the PostgreSQL run (vitest.config.ts)', () => {
  it('leaves out files marked in the form it reads, each with its reason', () => {
    const marked = repoFiles().filter(
      (file) => file !== SELF && file.endsWith('.test.ts') && read(file).includes('@once-on-pglite'),
    );
    expect(marked.length).toBeGreaterThan(0);
    for (const file of marked) {
      // The mark as the config reads it, then why the second run would add nothing.
      const reason = read(file).split('// @once-on-pglite: ')[1]?.split('\n')[0] ?? '';
      expect(reason.length, `${file}: "// @once-on-pglite: " and a reason`).toBeGreaterThan(40);
    }
  });
});
