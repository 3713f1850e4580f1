import { describe, expect, it } from 'vitest';
import { CATALOGS, flattenKeys } from '../i18n';
import { LANGUAGES } from '../languages';
import { LENGTH_IDS, NETWORK_IDS, POST_TYPE_IDS, STYLE_IDS } from './options';

describe('the captions section of the catalogs', () => {
  it('has exactly the keys of en-US in pt-BR and es-ES', () => {
    const reference = flattenKeys(CATALOGS['en-US'].captions).sort();
    for (const language of LANGUAGES)
      expect(flattenKeys(CATALOGS[language].captions).sort(), language).toEqual(reference);
  });

  it('labels every option id in every language', () => {
    for (const language of LANGUAGES) {
      const c = CATALOGS[language].captions;
      for (const id of NETWORK_IDS) expect(c.networks[id], `${language} ${id}`).toBeTruthy();
      for (const id of POST_TYPE_IDS) expect(c.postTypes[id], `${language} ${id}`).toBeTruthy();
      for (const id of STYLE_IDS) expect(c.styles[id], `${language} ${id}`).toBeTruthy();
      for (const id of LENGTH_IDS) expect(c.lengths[id], `${language} ${id}`).toBeTruthy();
      for (const id of LANGUAGES) expect(c.languages[id], `${language} ${id}`).toBeTruthy();
    }
  });

  it('is really translated: option labels differ between languages', () => {
    const en = CATALOGS['en-US'].captions;
    for (const language of ['pt-BR', 'es-ES'] as const) {
      const other = CATALOGS[language].captions;
      for (const id of POST_TYPE_IDS)
        expect(other.postTypes[id], `${language} ${id}`).not.toBe(en.postTypes[id]);
      for (const id of STYLE_IDS) expect(other.styles[id], `${language} ${id}`).not.toBe(en.styles[id]);
      expect(other.notices.aiFallback).not.toBe(en.notices.aiFallback);
      expect(other.errors.generation_failed).not.toBe(en.errors.generation_failed);
    }
  });

  it('keeps the texts of docs/product.md, Errors and messages, in English', () => {
    const en = CATALOGS['en-US'];
    expect(en.captions.validation.textRequired).toBe('Please write something to generate captions');
    expect(en.captions.errors.generation_failed).toBe('Error generating captions. Please try again later.');
    expect(en.captions.notices.aiFallback).toBe(
      'Error connecting to AI service. Falling back to basic generation.',
    );
  });
});
