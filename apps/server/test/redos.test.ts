import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { check } from 'recheck';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { AREA as BASIC } from './redos/basic';
import { AREA as GUARDRAILS } from './redos/guardrails';
import { AREA as OTHER } from './redos/other';

/**
 * Every regular expression of the server and the shared rules runs in linear time
 * (docs/decisions/0046): each regex literal, and each pattern a `new RegExp(…)` builds, goes
 * through recheck, a maintained ReDoS checker (automata analysis, then fuzzing), which must find
 * it safe. A dynamic pattern is checked through samples its area lists in ./redos/ (the checker
 * cannot read a pattern built at run time); a pattern it cannot decide, or flags for a reason
 * that does not apply, is allowed only with its reason there.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
const AREAS = [BASIC, GUARDRAILS, OTHER];
const DYNAMIC = AREAS.flatMap((area) => area.dynamic);
const ALLOWED = AREAS.flatMap((area) => area.allowed);

interface Found {
  file: string;
  line: number;
  /** A literal as written (`/…/g`), or a `new RegExp(…)` expression's text. */
  text: string;
}

function sources(): string[] {
  return execFileSync('git', ['ls-files', 'apps/server/src/**/*.ts', 'packages/shared/src/**/*.ts'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && !/\.(test|fixture)\.ts$/.test(file));
}

function scan(): { literals: Found[]; constructed: Found[] } {
  const literals: Found[] = [];
  const constructed: Found[] = [];
  for (const file of sources()) {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const at = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    const visit = (node: ts.Node): void => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral)
        literals.push({ file, line: at(node), text: node.getText() });
      else if (
        (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
        node.expression.getText() === 'RegExp'
      )
        constructed.push({ file, line: at(node), text: node.getText() });
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { literals, constructed };
}

function parts(literal: string): { source: string; flags: string } {
  const end = literal.lastIndexOf('/');
  return { source: literal.slice(1, end), flags: literal.slice(end + 1) };
}

/**
 * recheck's verdict, the same on every run and every machine. Its fuzzer is seeded with a fixed
 * number, and measures a candidate attack by the steps its own matcher takes, not by the clock:
 * with the default time limits, a loaded machine (other test files running) timed out an attack's
 * validation and reported a safe pattern "vulnerable (polynomial)", or gave up on a large one.
 */
const DETERMINISTIC = {
  randomSeed: 2_046,
  timeout: null,
  attackTimeout: null,
  incubationTimeout: null,
  seedingTimeout: null,
} as const;

async function verdict(source: string, flags: string): Promise<string> {
  const result = await check(source, flags, DETERMINISTIC);
  if (result.status === 'safe') return 'safe';
  if (result.status === 'vulnerable') {
    const attack = result.attack.pattern.slice(0, 80);
    return `${result.status} (${result.complexity.type}; attack ${attack})`;
  }
  return `${result.status}${result.status === 'unknown' ? ` (${result.error.kind})` : ''}`;
}

const allowed = (file: string, pattern: string) =>
  ALLOWED.some((entry) => entry.file === file && entry.pattern === pattern);

const { literals, constructed } = scan();

describe('regular expressions run in linear time (recheck)', () => {
  it('finds the code’s regular expressions', () => {
    // A scan that found nothing would pass everything.
    expect(literals.length).toBeGreaterThan(300);
    expect(constructed.length).toBeGreaterThan(0);
  });

  it('every regex literal is safe', { timeout: 240_000 }, async () => {
    const unsafe: string[] = [];
    // Duplicates are checked once.
    const seen = new Map<string, string>();
    for (const found of literals) {
      let result = seen.get(found.text);
      if (result === undefined) {
        const { source, flags } = parts(found.text);
        result = await verdict(source, flags);
        seen.set(found.text, result);
      }
      if (result !== 'safe' && !allowed(found.file, found.text))
        unsafe.push(`${found.file}:${found.line} ${found.text.slice(0, 120)} → ${result}`);
    }
    expect(unsafe, unsafe.join('\n')).toEqual([]);
  });

  it('every new RegExp is listed, once, in its area', () => {
    const unlisted = constructed.filter(
      (found) =>
        DYNAMIC.filter((entry) => entry.file === found.file && found.text.includes(entry.contains)).length !==
        1,
    );
    expect(
      unlisted.map((found) => `${found.file}:${found.line} ${found.text.slice(0, 100)}`),
      'each new RegExp needs exactly one entry in test/redos/<area>.ts',
    ).toEqual([]);
    const stale = DYNAMIC.filter(
      (entry) =>
        !constructed.some((found) => found.file === entry.file && found.text.includes(entry.contains)),
    );
    expect(
      stale.map((entry) => `${entry.file}: ${entry.contains}`),
      'entries that name no new RegExp',
    ).toEqual([]);
  });

  it('each new RegExp’s samples are safe', { timeout: 240_000 }, async () => {
    const unsafe: string[] = [];
    for (const entry of DYNAMIC) {
      const samples = await entry.samples();
      expect(samples.length, `${entry.file}: ${entry.contains} has no samples`).toBeGreaterThan(0);
      for (const sample of samples) {
        const result = await verdict(sample.source, sample.flags);
        if (result !== 'safe' && !allowed(entry.file, sample.source))
          unsafe.push(`${entry.file} (${entry.contains}) /${sample.source.slice(0, 100)}/ → ${result}`);
      }
    }
    expect(unsafe, unsafe.join('\n')).toEqual([]);
  });

  it('every allowed pattern is still in the code and says why', () => {
    const present = new Set(literals.map((found) => `${found.file} ${found.text}`));
    for (const entry of ALLOWED) {
      expect(entry.why.length, `${entry.file} ${entry.pattern}`).toBeGreaterThan(20);
      const dynamic = DYNAMIC.some((d) => d.file === entry.file);
      expect(
        present.has(`${entry.file} ${entry.pattern}`) || dynamic,
        `${entry.file} ${entry.pattern} is allowed but no longer in the code`,
      ).toBe(true);
    }
  });
});
