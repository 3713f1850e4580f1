import { SPEC_ROUTES } from '@captia/shared/spec-routes';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildRoutes, type ScreenHandle } from './routes';

const routes = buildRoutes();

function screenAt(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  return (matches.at(-1)?.route.handle as ScreenHandle | undefined)?.screen;
}

describe('route table', () => {
  it.each(SPEC_ROUTES)('%s shows the %s screen', (path, screen) => {
    expect(screenAt(path)).toBe(screen);
  });

  it('sends anything else to the not-found page', () => {
    expect(screenAt('/does-not-exist')).toBe('notFound');
    expect(screenAt('/admin/anything')).toBe('notFound');
  });

  it('loads every screen lazily, as its own module', () => {
    const leaves = (routes[0]?.children?.[0]?.children ?? []) as { lazy?: unknown; Component?: unknown }[];
    // The three articles share /blog/:slug; `*` is the not-found page.
    const articles = SPEC_ROUTES.filter(([, screen]) => screen === 'blogArticle').length;
    expect(leaves.length).toBe(SPEC_ROUTES.length - articles + 1 + 1);
    for (const route of leaves) {
      expect(typeof route.lazy).toBe('function');
      expect(route.Component).toBeUndefined();
    }
  });

  it('resolves each lazy screen to a component', async () => {
    const leaves = (routes[0]?.children?.[0]?.children ?? []) as {
      lazy: () => Promise<{ Component: unknown }>;
    }[];
    for (const route of leaves) expect(typeof (await route.lazy()).Component).toBe('function');
    // It imports every screen: 2–5 s of transforming when the suite's other files share the cores.
  }, 30_000);
});
