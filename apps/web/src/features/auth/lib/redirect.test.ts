import { describe, expect, it } from 'vitest';
import { loginPath, safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it.each([
    ['/preferences', '/preferences'],
    ['/configuracoes', '/configuracoes'],
    ['/blog/tons-voz-redes-sociais?x=1#top', '/blog/tons-voz-redes-sociais?x=1#top'],
    ['/plans/../faq', '/faq'],
  ])('keeps the same-site path %s', (raw, expected) => {
    expect(safeRedirect(raw)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'preferences',
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/\t/evil.example',
    '/\n/evil.example',
    `/${'a'.repeat(3000)}`,
  ])('refuses %j and goes home', (raw) => {
    expect(safeRedirect(raw)).toBe('/');
  });

  it('does not send a signed-in user back to an account screen', () => {
    for (const path of [
      '/login',
      '/entrar',
      '/register',
      '/criar-conta',
      '/reset-password?token=x',
      '/login/',
    ]) {
      expect(safeRedirect(path)).toBe('/');
    }
  });

  it('uses the given fallback', () => {
    expect(safeRedirect('//evil.example', '/plans')).toBe('/plans');
  });
});

describe('loginPath', () => {
  it('asks sign-in to come back to the page', () => {
    expect(loginPath('/preferences')).toBe('/login?redirect=%2Fpreferences');
    expect(loginPath('/preferences', { expired: '1' })).toBe('/login?expired=1&redirect=%2Fpreferences');
  });

  it('leaves out the home page and unsafe targets', () => {
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('//evil.example')).toBe('/login');
    expect(loginPath()).toBe('/login');
  });
});
