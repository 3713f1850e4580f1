import { afterEach, describe, expect, it } from 'vitest';
import { DRAFT_KEY, saveDraft, takeDraft } from './draft';
import { INITIAL_FORM, mergeIntoForm, toRequest } from './form';

describe('generator draft (sessionStorage)', () => {
  afterEach(() => sessionStorage.clear());

  it('is read once: taking it removes it', () => {
    saveDraft({ ...INITIAL_FORM, text: 'Feira de artesanato no domingo' });
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '')).toMatchObject({
      text: 'Feira de artesanato no domingo',
    });
    expect(takeDraft()).toMatchObject({ text: 'Feira de artesanato no domingo' });
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(takeDraft()).toBeNull();
  });

  it('ignores what is not JSON (and removes it)', () => {
    sessionStorage.setItem(DRAFT_KEY, '{not json');
    expect(takeDraft()).toBeNull();
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("fills the form from the examples page's draft and keeps the rest", () => {
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        networks: ['tiktok'],
        postType: 'event',
        style: 'funny',
        length: 'short',
        text: 'Workshop de cerâmica',
        language: 'es-ES',
      }),
    );
    expect(mergeIntoForm(INITIAL_FORM, takeDraft())).toEqual({
      ...INITIAL_FORM,
      networks: ['tiktok'],
      postType: 'event',
      style: 'funny',
      text: 'Workshop de cerâmica',
      language: 'es-ES',
    });
  });

  it('keeps only values the form can show', () => {
    const merged = mergeIntoForm(INITIAL_FORM, {
      networks: ['x', 'myspace', 'x', 42],
      postType: 'rant',
      style: 'bold',
      length: 'epic',
      variants: 9,
      emojis: 'yes',
      hashtags: true,
      text: 7,
      language: 'fr-FR',
    });
    expect(merged).toEqual({ ...INITIAL_FORM, networks: ['x'], style: 'bold', variants: 3, hashtags: true });
    expect(mergeIntoForm(INITIAL_FORM, null)).toBe(INITIAL_FORM);
    expect(mergeIntoForm(INITIAL_FORM, 'text')).toBe(INITIAL_FORM);
  });

  it('sends the interface language until the user picks another', () => {
    expect(toRequest(INITIAL_FORM, 'pt-BR').language).toBe('pt-BR');
    expect(toRequest({ ...INITIAL_FORM, language: 'es-ES' }, 'pt-BR').language).toBe('es-ES');
  });

  it('sends a brand only when one is picked: without one the server applies the default brand', () => {
    expect('brandId' in toRequest(INITIAL_FORM, 'pt-BR')).toBe(false);
    expect(toRequest({ ...INITIAL_FORM, brandId: 'b2' }, 'pt-BR').brandId).toBe('b2');
    // A history entry's brand comes back with it; anything else is not a brand id.
    expect(mergeIntoForm(INITIAL_FORM, { brandId: 'b2' }).brandId).toBe('b2');
    expect(mergeIntoForm(INITIAL_FORM, { brandId: 7 }).brandId).toBeNull();
    expect(mergeIntoForm({ ...INITIAL_FORM, brandId: 'b1' }, { brandId: '' }).brandId).toBe('b1');
  });

  it('keeps the format of a draft or an entry when its networks take it, and loads older ones without it', () => {
    // A draft kept before formats existed: a single caption, as before.
    expect(mergeIntoForm(INITIAL_FORM, { networks: ['bluesky'], text: 'Feira' })).toMatchObject({
      networks: ['bluesky'],
      format: 'single',
      numbering: true,
    });
    expect(
      mergeIntoForm(INITIAL_FORM, { networks: ['bluesky', 'x'], format: 'thread', numbering: false }),
    ).toMatchObject({ format: 'thread', numbering: false });
    // Not a format, or one the networks do not take: a single caption.
    expect(mergeIntoForm(INITIAL_FORM, { networks: ['x'], format: 'reel' }).format).toBe('single');
    expect(mergeIntoForm(INITIAL_FORM, { networks: ['x', 'instagram'], format: 'thread' }).format).toBe(
      'single',
    );
    expect(mergeIntoForm(INITIAL_FORM, { networks: ['linkedin'], format: 'carousel' }).format).toBe(
      'carousel',
    );
  });

  it('sends the format, and the numbering with a thread only', () => {
    expect(toRequest(INITIAL_FORM, 'pt-BR')).toMatchObject({ format: 'single' });
    expect('numbering' in toRequest(INITIAL_FORM, 'pt-BR')).toBe(false);
    const thread = toRequest(
      { ...INITIAL_FORM, networks: ['x'], format: 'thread', numbering: false },
      'pt-BR',
    );
    expect(thread).toMatchObject({ format: 'thread', numbering: false });
  });
});
