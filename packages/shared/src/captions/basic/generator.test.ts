import { describe, expect, it } from 'vitest';
import type { Language } from '../../languages';
import { NETWORK_IDS, POST_TYPE_IDS, STYLE_IDS } from '../options';
import { captionViolations } from '../pipeline';
import type { ResolvedCaptionRequest } from '../schema';
import { findHashtags, fold, hasEmoji, listEmojis } from '../text';
import { generateBasicCaptions, generateBasicDrafts } from './generator';
import { phrasesEnUS } from './phrases.en-US';
import { phrasesEsES } from './phrases.es-ES';
import { phrasesPtBR } from './phrases.pt-BR';

const BRIEFS: Record<Language, { text: string; terms: string[] }> = {
  'pt-BR': {
    text: 'Chegou o nosso café gelado de baunilha, feito com grãos do sul de Minas. Promoção de lançamento: 20% de desconto até domingo.',
    terms: ['café gelado', 'baunilha', 'Minas'],
  },
  'en-US': {
    text: 'Our vanilla cold brew is back at the Brooklyn store, made with beans from a family farm in Colombia.',
    terms: ['vanilla cold brew', 'Brooklyn', 'Colombia'],
  },
  'es-ES': {
    text: 'Nueva colección de cerámica artesanal hecha a mano en nuestro taller de Valencia. Piezas únicas para tu mesa.',
    terms: ['cerámica artesanal', 'Valencia', 'taller'],
  },
};

function request(
  language: Language,
  overrides: Partial<ResolvedCaptionRequest> = {},
): ResolvedCaptionRequest {
  return {
    networks: [...NETWORK_IDS],
    postType: 'product-promotion',
    style: 'friendly',
    length: 'long',
    variants: 3,
    emojis: true,
    hashtags: true,
    text: BRIEFS[language].text,
    language,
    ...overrides,
  };
}

const LANGS = ['pt-BR', 'en-US', 'es-ES'] as const;
const MARKERS =
  /\{\{|\}\}|\{[a-z]+\}|\[[A-Za-z _]+\]|[Ll]orem|\bipsum\b|\bundefined\b|\bnull\b|\bNaN\b|\bTODO\b|<[a-z]+>/;

describe.each(LANGS)('the basic generator in %s', (language) => {
  it('writes one caption per network and variant, within every network rule', () => {
    for (const length of ['short', 'long'] as const) {
      const captions = generateBasicCaptions(request(language, { length }));
      expect(captions).toHaveLength(NETWORK_IDS.length * 3);
      for (const c of captions) {
        expect(
          captionViolations(c.text, c.network, { emojis: true, hashtags: true }),
          `${c.network} ${c.text}`,
        ).toEqual([]);
        expect(c.length).toBeLessThanOrEqual(c.limit);
      }
    }
  });

  it('uses emojis and hashtags when on, and none when off', () => {
    const on = generateBasicCaptions(request(language));
    expect(on.every((c) => hasEmoji(c.text))).toBe(true);
    expect(on.every((c) => findHashtags(c.text).length > 0)).toBe(true);
    const off = generateBasicCaptions(request(language, { emojis: false, hashtags: false }));
    for (const c of off) {
      expect(hasEmoji(c.text), c.text).toBe(false);
      expect(findHashtags(c.text), c.text).toEqual([]);
      expect(c.text).not.toContain('#');
      expect(captionViolations(c.text, c.network, { emojis: false, hashtags: false })).toEqual([]);
    }
  });

  it('keeps the key terms of the brief', () => {
    for (const length of ['short', 'long'] as const) {
      for (const c of generateBasicCaptions(request(language, { length, hashtags: false }))) {
        for (const term of BRIEFS[language].terms)
          expect(fold(c.text), `${c.network}: ${c.text}`).toContain(fold(term));
      }
    }
  });

  it('writes variants that differ from each other on every network', () => {
    for (const length of ['short', 'long'] as const) {
      const captions = generateBasicCaptions(request(language, { length }));
      for (const network of NETWORK_IDS) {
        const texts = captions.filter((c) => c.network === network).map((c) => c.text);
        expect(new Set(texts).size, `${network} ${length}`).toBe(3);
      }
    }
  });

  it('is deterministic for the same input and seed, and changes with the seed', () => {
    const a = generateBasicCaptions(request(language), { seed: 7 });
    const b = generateBasicCaptions(request(language), { seed: 7 });
    const c = generateBasicCaptions(request(language), { seed: 8 });
    expect(b).toEqual(a);
    expect(c.map((x) => x.text)).not.toEqual(a.map((x) => x.text));
    expect(generateBasicCaptions(request(language))).toEqual(generateBasicCaptions(request(language)));
  });

  it('never writes placeholders or template markers, whatever the options', () => {
    for (const postType of POST_TYPE_IDS) {
      for (const style of STYLE_IDS) {
        const captions = generateBasicDrafts(
          request(language, { postType, style, variants: 3, networks: ['instagram', 'x'] }),
        );
        for (const c of captions) expect(c.text, `${postType}/${style}: ${c.text}`).not.toMatch(MARKERS);
      }
    }
  });

  it('writes longer captions for long than for short', () => {
    const total = (length: 'short' | 'long') =>
      generateBasicCaptions(
        request(language, { length, networks: ['instagram', 'linkedin', 'facebook'] }),
      ).reduce((sum, c) => sum + c.text.length, 0);
    expect(total('long')).toBeGreaterThan(total('short') * 1.3);
  });
});

describe('content of the basic captions', () => {
  const PACKS = { 'pt-BR': phrasesPtBR, 'en-US': phrasesEnUS, 'es-ES': phrasesEsES } as const;

  it('opens long captions with a hook for the post type in the tone of the style', () => {
    for (const language of LANGS) {
      for (const postType of POST_TYPE_IDS.filter((p) => p !== 'seasonal')) {
        for (const [style, tone] of [
          ['professional', 'formal'],
          ['casual', 'warm'],
          ['funny', 'playful'],
          ['bold', 'bold'],
          ['inspirational', 'uplift'],
        ] as const) {
          const [caption] = generateBasicCaptions(
            request(language, { postType, style, networks: ['linkedin'], variants: 1, emojis: false }),
          );
          const firstLine = caption?.text.split('\n')[0] ?? '';
          expect(PACKS[language].hooks[postType][tone], `${language} ${postType} ${style}`).toContain(
            firstLine,
          );
        }
      }
    }
  });

  it('ends with a call to action that fits the post type, in the caption language', () => {
    for (const language of LANGS) {
      for (const postType of POST_TYPE_IDS) {
        for (const style of ['friendly', 'persuasive'] as const) {
          const [caption] = generateBasicCaptions(
            request(language, { postType, style, networks: ['facebook'], variants: 1 }),
          );
          const ctas =
            style === 'persuasive'
              ? PACKS[language].ctas[postType].direct
              : PACKS[language].ctas[postType].soft;
          expect(
            ctas.some((cta) => caption?.text.includes(cta)),
            `${language} ${postType} ${style}: ${caption?.text}`,
          ).toBe(true);
        }
      }
    }
  });

  it('asks a question in question posts', () => {
    for (const language of LANGS) {
      for (const c of generateBasicCaptions(request(language, { postType: 'question-engagement' }))) {
        expect(c.text).toMatch(/\?/);
      }
    }
  });

  it('sets the tone by style: sober styles use few emojis, playful ones their own lines', () => {
    for (const language of LANGS) {
      for (const c of generateBasicCaptions(request(language, { style: 'professional' }))) {
        expect(listEmojis(c.text).length, c.text).toBeLessThanOrEqual(2);
      }
      const funny = generateBasicCaptions(request(language, { style: 'funny', networks: ['instagram'] }));
      for (const c of funny) {
        expect(
          PACKS[language].styleLines.funny.some((line) => c.text.includes(line)),
          c.text,
        ).toBe(true);
      }
    }
  });

  it('writes hashtags in the caption language from the key terms, accents kept', () => {
    const pt = generateBasicCaptions(
      request('pt-BR', {
        text: 'Promoção de verão na Padaria São João: bolos e pães artesanais.',
        networks: ['instagram'],
      }),
    );
    const tags = pt.flatMap((c) => findHashtags(c.text).map((h) => `#${h.tag}`));
    expect(tags).toContain('#Promoção');
    expect(tags.some((t) => t === '#PadariaSãoJoão' || t === '#Verão')).toBe(true);
    for (const c of pt) expect(findHashtags(c.text).length).toBeLessThanOrEqual(5);

    const christmas = (language: Language, text: string) =>
      generateBasicCaptions(
        request(language, { text, postType: 'seasonal', networks: ['instagram'], variants: 1 }),
      )[0]?.text;
    expect(christmas('en-US', 'Our Christmas cookie boxes are ready')).toContain('#Christmas');
    expect(christmas('pt-BR', 'Nossas caixas de biscoitos de Natal estão prontas')).toContain('#Natal');
    expect(christmas('es-ES', 'Ya están listas nuestras cajas de galletas de Navidad')).toContain('#Navidad');
  });

  it('chooses emojis by topic', () => {
    const coffee = generateBasicCaptions(
      request('en-US', { text: 'Fresh espresso and latte art every morning at our coffee bar.' }),
    );
    expect(coffee.some((c) => c.text.includes('☕'))).toBe(true);
    const pets = generateBasicCaptions(
      request('pt-BR', { text: 'Banho e tosa para o seu cachorro com hora marcada.' }),
    );
    expect(pets.some((c) => /🐶|🐾|🐱/u.test(c.text))).toBe(true);
  });

  it('turns "write a caption about X" into a caption about X', () => {
    const [caption] = generateBasicCaptions(
      request('en-US', {
        text: 'Write an Instagram caption about our new bakery in Lisbon',
        networks: ['instagram'],
        variants: 1,
      }),
    );
    expect(caption?.text).not.toMatch(/write an instagram caption/i);
    expect(caption?.text).toContain('our new bakery in Lisbon');
    const [es] = generateBasicCaptions(
      request('es-ES', {
        text: 'Escribe un post sobre el mercado de Navidad',
        networks: ['facebook'],
        variants: 1,
      }),
    );
    expect(es?.text).toMatch(/del mercado de Navidad|sobre el mercado de Navidad|de el mercado/);
    expect(es?.text).not.toContain('de el mercado');
  });

  it('turns a list brief into a list for tips posts', () => {
    const [caption] = generateBasicCaptions(
      request('es-ES', {
        postType: 'tips-educational',
        networks: ['instagram'],
        variants: 1,
        emojis: false,
        text: 'Cómo ahorrar en la compra:\n- Haz una lista antes de salir\n- Compara precios por kilo\n- Compra fruta de temporada',
      }),
    );
    expect(caption?.text).toContain(
      'Cómo ahorrar en la compra:\n• Haz una lista antes de salir\n• Compara precios por kilo',
    );
  });

  it('keeps every rule over a mixed batch of tricky briefs, networks and switches', () => {
    const briefs = [
      `${'Nossa padaria usa fermentação natural de 48 horas e farinha orgânica. '.repeat(25)}`,
      'Leia o guia completo em https://exemplo.com.br/um/caminho/bem/comprido/para/testar?utm_source=instagram 📚',
      'Tips: 1) drink water; 2) sleep 8 hours; 3) walk every day #health #wellness #tips #selfcare #habits #goals',
      '🎉🎉🎉 ¡¡Gran apertura!! Calle Mayor 5, Madrid. #apertura',
      'x',
    ];
    let checked = 0;
    for (const [i, text] of briefs.entries()) {
      for (const language of LANGS) {
        for (const network of NETWORK_IDS) {
          const rules = { emojis: (i + network.length) % 2 === 0, hashtags: (i + language.length) % 3 !== 0 };
          const captions = generateBasicCaptions(
            request(language, {
              text,
              networks: [network],
              length: i % 2 ? 'short' : 'long',
              postType: POST_TYPE_IDS[i + 2] ?? 'event',
              ...rules,
            }),
          );
          for (const c of captions) {
            expect(captionViolations(c.text, c.network, rules), `${network}: ${c.text}`).toEqual([]);
            expect(c.text.trim().length).toBeGreaterThan(0);
            checked++;
          }
        }
      }
    }
    expect(checked).toBe(briefs.length * 3 * NETWORK_IDS.length * 3);
  });

  it('fits a long brief into X by shortening the brief, keeping the call to action', () => {
    const text = `${'Our bakery opens early and bakes every loaf by hand with flour from local mills. '.repeat(6)}`;
    for (const c of generateBasicCaptions(request('en-US', { text, networks: ['x'], length: 'long' }))) {
      expect(c.length).toBeLessThanOrEqual(280);
      expect(
        phrasesEnUS.ctas['product-promotion'].soft.some((cta) => c.text.includes(cta)),
        c.text,
      ).toBe(true);
    }
  });
});
