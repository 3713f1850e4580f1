import { describe, expect, it } from 'vitest';
import { screenForPath } from './routes';
import { SPEC_ROUTES } from './spec-routes.fixture';

describe('screenForPath', () => {
  it.each(SPEC_ROUTES)('%s shows %s', (path, screen) => {
    expect(screenForPath(path)).toBe(screen);
  });

  it('ignores a trailing slash', () => {
    expect(screenForPath('/planos/')).toBe('plans');
  });

  it.each(['/nope', '/blog/unknown-article', '/blog/a/b', '/LOGIN', '/api'])('%s is not found', (path) => {
    expect(screenForPath(path)).toBeNull();
  });
});
