import { beforeAll, describe, expect, it, vi } from 'vitest';
import { translator } from '#web/lib/translator.ts';
import { changeLanguage, currentLanguage, initI18n, loadFullCatalog } from './i18n';

// The home parts as the build makes them (the development server serves the full catalogs). The
// mocks also run this file in a module graph of its own: the catalogs loaded are module state.
const homePart = vi.hoisted(() => async (language: 'en-US' | 'pt-BR' | 'es-ES') => {
  const [{ homeCatalog }, { CATALOGS }] = await Promise.all([
    import('../../catalog-plugin'),
    import('@captia/shared/i18n'),
  ]);
  return { default: homeCatalog(CATALOGS[language]) };
});
vi.mock('virtual:captia-home-catalog/en-US', () => homePart('en-US'));
vi.mock('virtual:captia-home-catalog/pt-BR', () => homePart('pt-BR'));
vi.mock('virtual:captia-home-catalog/es-ES', () => homePart('es-ES'));

describe('a language switched to while a screen asks for the full catalog', () => {
  beforeAll(async () => {
    await initI18n('en-US', 'home');
  });

  it('gets its full catalog, not only the home part', async () => {
    // Not in the home part: the signed-in generator's brand picker.
    expect(translator.exists('brands.picker.label')).toBe(false);
    // A signed-in user's saved language arrives (its home part starts to load) while a lazy part
    // of the screen asks for the full catalog of the language still in use.
    const switched = changeLanguage('pt-BR', { save: false });
    await Promise.all([switched, loadFullCatalog()]);
    expect(await switched).toBe(true);
    expect(currentLanguage()).toBe('pt-BR');
    expect(translator.t('brands.picker.label')).toBe('Voz de marca');
    expect(translator.t('pages.plans.free')).toBe('Grátis');
    // The next switch keeps the full catalog too.
    await changeLanguage('es-ES', { save: false });
    expect(translator.exists('brands.picker.label')).toBe(true);
  });
});
