import { afterEach, vi } from 'vitest';

/** A test that prints console.error unexpectedly fails (docs/architecture.md, Conventions). */
const spy = vi.spyOn(console, 'error');

afterEach(() => {
  const calls = spy.mock.calls.slice();
  spy.mockClear();
  if (calls.length > 0) {
    throw new Error(
      `console.error was called:\n${calls.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});
