import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, currentLanguage, initI18n } from './i18n';

describe('changeLanguage', () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });

  it('applies the last choice when an earlier one is still loading its catalog', async () => {
    // es-ES has to load its catalog; en-US is already in: the second choice is ready first.
    const first = changeLanguage('es-ES', { save: false });
    const second = changeLanguage('en-US', { save: false });
    expect(await Promise.all([first, second])).toEqual([false, true]);
    expect(currentLanguage()).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
    // The catalog that arrived late is kept for next time.
    expect(await changeLanguage('es-ES', { save: false })).toBe(true);
    expect(currentLanguage()).toBe('es-ES');
    await changeLanguage('en-US', { save: false });
  });
});
