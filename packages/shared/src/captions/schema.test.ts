import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../i18n';
import { LANGUAGES } from '../languages';
import { MAX_BRIEF_LENGTH, NETWORK_IDS, POST_TYPE_IDS, STYLE_IDS } from './options';
import { CaptionRequestSchema, resolveCaptionLanguage, validateCaptionRequest } from './schema';

const valid = {
  networks: ['instagram', 'x'],
  postType: 'product-promotion',
  style: 'friendly',
  length: 'short',
  variants: 2,
  emojis: true,
  hashtags: false,
  text: '  Nosso bolo de cenoura voltou!  ',
};

function problem(input: unknown) {
  const result = validateCaptionRequest(input);
  if (result.success) throw new Error('expected a problem');
  return result.problem;
}

describe('the request model', () => {
  it('accepts a valid request, trims the text and leaves the language to the interface', () => {
    const result = validateCaptionRequest(valid);
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.text).toBe('Nosso bolo de cenoura voltou!');
    expect(resolveCaptionLanguage(result.data, 'pt-BR').language).toBe('pt-BR');
    expect(resolveCaptionLanguage({ ...result.data, language: 'es-ES' }, 'pt-BR').language).toBe('es-ES');
  });

  it('uses the API ids of the issue, kebab-case for post types and styles', () => {
    expect(NETWORK_IDS).toEqual([
      'instagram',
      'facebook',
      'x',
      'linkedin',
      'tiktok',
      'threads',
      'youtube',
      'pinterest',
      'bluesky',
      'mastodon',
    ]);
    for (const id of [...POST_TYPE_IDS, ...STYLE_IDS]) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(POST_TYPE_IDS).toHaveLength(8);
    expect(STYLE_IDS).toHaveLength(8);
    for (const network of NETWORK_IDS) {
      expect(CaptionRequestSchema.safeParse({ ...valid, networks: [network] }).success).toBe(true);
    }
  });

  it('refuses an empty or blank text with the catalog message', () => {
    for (const text of ['', '   \n ', undefined]) {
      const p = problem({ ...valid, text });
      expect(p.code).toBe('caption_text_required');
      expect(p.messageKey).toBe('captions.validation.textRequired');
    }
    expect(CATALOGS['en-US'].captions.validation.textRequired).toBe(
      'Please write something to generate captions',
    );
  });

  it('refuses a request without any network', () => {
    for (const networks of [[], undefined, 'instagram']) {
      const p = problem({ ...valid, networks });
      expect(p.code).toBe('caption_networks_required');
      expect(p.messageKey).toBe('captions.validation.networksRequired');
    }
    expect(CATALOGS['en-US'].captions.validation.networksRequired).toBe(
      'Choose at least one social network.',
    );
  });

  it('refuses a text over the bound, naming the bound', () => {
    const p = problem({ ...valid, text: 'a'.repeat(MAX_BRIEF_LENGTH + 1) });
    expect(p.code).toBe('caption_text_too_long');
    expect(p.messageKey).toBe('captions.validation.textTooLong');
    expect(p.values).toEqual({ max: MAX_BRIEF_LENGTH });
    expect(CATALOGS['pt-BR'].captions.validation.textTooLong).toBe(
      'Seu texto pode ter no máximo {{max}} caracteres.',
    );
  });

  it('refuses unknown ids, repeated networks, 0 or 4 variants and non-boolean switches', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ networks: ['myspace'] }, 'captions.validation.networkInvalid'],
      [{ networks: ['x', 'x'] }, 'captions.validation.networksDuplicate'],
      [{ postType: 'Product' }, 'captions.validation.postTypeInvalid'],
      [{ style: 'angry' }, 'captions.validation.styleInvalid'],
      [{ length: 'medium' }, 'captions.validation.lengthInvalid'],
      [{ variants: 0 }, 'captions.validation.variantsInvalid'],
      [{ variants: 4 }, 'captions.validation.variantsInvalid'],
      [{ variants: 1.5 }, 'captions.validation.variantsInvalid'],
      [{ variants: '2' }, 'captions.validation.variantsInvalid'],
      [{ emojis: 'yes' }, 'captions.validation.emojisInvalid'],
      [{ hashtags: 1 }, 'captions.validation.hashtagsInvalid'],
      [{ language: 'fr-FR' }, 'captions.validation.languageInvalid'],
    ];
    for (const [change, key] of cases) {
      const p = problem({ ...valid, ...change });
      expect(p.code, JSON.stringify(change)).toBe('caption_options_invalid');
      expect(p.messageKey, JSON.stringify(change)).toBe(key);
    }
    expect(problem({ ...valid, variants: 9 }).values).toEqual({ min: 1, max: 3 });
    expect(CATALOGS['es-ES'].captions.validation.variantsInvalid).toBe(
      'Elige entre {{min}} y {{max}} variantes.',
    );
  });

  it('a photo may come without text; a photo that is not a string is image_invalid', () => {
    const photo = 'data:image/jpeg;base64,/9j/';
    for (const text of ['', '  ', undefined]) {
      const result = validateCaptionRequest({ ...valid, text, image: photo });
      expect(result.success, String(text)).toBe(true);
      if (result.success) expect(result.data.text).toBe('');
    }
    for (const image of [42, '', null]) {
      const p = problem({ ...valid, image });
      expect(p.code, String(image)).toBe('image_invalid');
      expect(p.messageKey).toBe('captions.validation.imageInvalid');
    }
    expect(CATALOGS['en-US'].captions.validation.imageInvalid).toContain('JPEG, PNG or WebP');
  });

  it('names a non-object body as a bad request', () => {
    for (const body of [null, 'text', 42, []])
      expect(problem(body).messageKey).toBe('errors.api.bad_request');
  });

  it('has every validation message in the three languages', () => {
    for (const language of LANGUAGES) {
      const messages = CATALOGS[language].captions.validation;
      for (const text of Object.values(messages)) expect(text.trim()).not.toBe('');
    }
  });
});
