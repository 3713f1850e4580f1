/**
 * What the ReDoS test (../redos.test.ts) cannot read from the code by itself, listed by the area
 * that owns it (one file per area, so each area keeps its own list).
 */
export interface DynamicRegExp {
  /** The file, from the repository's root (`apps/server/src/…`, `packages/shared/src/…`). */
  file: string;
  /** Text found in the `new RegExp(…)` expression, telling it from the file's others. */
  contains: string;
  /** How its pattern is built, and why the samples stand for every pattern it can build. */
  why: string;
  /** The patterns it builds (import the module's builder): each is checked like a literal. */
  samples: () => RegExp[] | Promise<RegExp[]>;
}

/** A pattern the checker flags (or cannot decide) that is safe for a reason it cannot see. */
export interface AllowedPattern {
  file: string;
  /** The literal as written, `/…/flags`, or a dynamic pattern's `source`. */
  pattern: string;
  why: string;
}

export interface AreaRegExps {
  dynamic: DynamicRegExp[];
  allowed: AllowedPattern[];
}
