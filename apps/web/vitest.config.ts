import fs from 'node:fs';
import path from 'node:path';
import { configDefaults, defineProject } from 'vitest/config';
import { homeCatalogPlugin } from './catalog-plugin.ts';
import { contentPlugin } from './content-plugin.ts';

const ALL = ['src/**/*.test.{ts,tsx}'];

/**
 * The test files that replace a module with `vi.mock`. They run isolated (a module graph of their
 * own): a mock must apply before the module is first imported and must not outlive its file.
 * Every other file shares its worker's modules (decision 0030).
 */
function filesMockingModules(): string[] {
  const src = path.join(import.meta.dirname, 'src');
  return (fs.readdirSync(src, { recursive: true }) as string[])
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => /\bvi\.(?:do)?[mM]ock\(/.test(fs.readFileSync(path.join(src, file), 'utf8')))
    .map((file) => path.join('src', file));
}

function webProject(name: string, files: { include: string[]; exclude: string[]; isolate: boolean }) {
  return defineProject({
    plugins: [contentPlugin(), homeCatalogPlugin()],
    resolve: {
      // react-router ships CJS and ESM builds; loading both breaks the data router under Vitest.
      conditions: ['module-sync', 'module', 'browser', 'development|production'],
    },
    test: {
      name,
      root: import.meta.dirname,
      environment: 'jsdom',
      include: files.include,
      exclude: [...configDefaults.exclude, ...files.exclude],
      isolate: files.isolate,
      setupFiles: ['../../scripts/vitest-fail-on-console-error.ts', './src/test-setup.ts'],
    },
  });
}

const mocking = filesMockingModules();

/** The web app's tests in jsdom, as two projects: the files sharing modules, and those mocking them. */
export const WEB_PROJECTS = [
  webProject('web', { include: ALL, exclude: mocking, isolate: false }),
  webProject('web-mocks', { include: mocking, exclude: [], isolate: true }),
];

export default WEB_PROJECTS[0];
