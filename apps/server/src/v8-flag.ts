import v8 from 'node:v8';

/**
 * Sets a V8 flag for the rest of the run, unless the operator passed node a flag that `given`
 * matches (theirs is kept; V8 reads `_` and `-` in a flag's name alike, and so does this).
 * For flags V8 reads when it next needs them — the heap's next limit, a WebAssembly module's
 * compilation — set before that. Returns whether it was set.
 */
export function setV8FlagUnlessGiven(
  flag: string,
  given: RegExp,
  execArgv: readonly string[] = process.execArgv,
): boolean {
  if (execArgv.some((arg) => given.test(arg.replace(/_/g, '-')))) return false;
  v8.setFlagsFromString(flag);
  return true;
}
