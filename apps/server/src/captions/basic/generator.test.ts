import fs from 'node:fs';
import path from 'node:path';
import {
  type BrandVoice,
  captionViolations,
  findHashtags,
  fold,
  hasEmoji,
  type Language,
  listEmojis,
  measureTraits,
  NETWORK_IDS,
  POST_TYPE_IDS,
  type PostTypeId,
  type ResolvedCaptionRequest,
  removeEmojis,
  STYLE_IDS,
  type StyleId,
} from '@captia/shared';
import { describe, expect, it } from 'vitest';
import { phrasesEnUS, phrasesEsES, phrasesPtBR } from './data';
import { generateBasicCaptions, generateBasicDrafts } from './generator';
import { looksLikeVerb, STOPWORDS } from './lexicon';

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
    const a = generateBasicCaptions(request(language), null, { seed: 7 });
    const b = generateBasicCaptions(request(language), null, { seed: 7 });
    const c = generateBasicCaptions(request(language), null, { seed: 8 });
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

/** The bench's fixed brief set (bench/caption-briefs.json): 10 briefs per language, every post type. */
const BENCH_BRIEFS = (
  JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, '../../../../../bench/caption-briefs.json'), 'utf8'),
  ) as { briefs: { language: Language; postType: PostTypeId; styles: StyleId[]; text: string }[] }
).briefs;

function benchCaptions(brief: (typeof BENCH_BRIEFS)[number]) {
  return brief.styles.flatMap((style, i) =>
    generateBasicCaptions({
      networks: [...NETWORK_IDS],
      postType: brief.postType,
      style,
      length: i === 0 ? 'short' : 'long',
      variants: 3,
      emojis: true,
      hashtags: true,
      text: brief.text,
      language: brief.language,
    }),
  );
}

const squash = (text: string) => fold(removeEmojis(text)).replace(/\s+/g, ' ').trim();

describe('the basic generator on the bench brief set', () => {
  const all = BENCH_BRIEFS.map((brief) => ({ brief, captions: benchCaptions(brief) }));

  it('holds 24 or more briefs, the same number in each language', () => {
    expect(BENCH_BRIEFS.length).toBeGreaterThanOrEqual(24);
    for (const language of LANGS)
      expect(BENCH_BRIEFS.filter((b) => b.language === language)).toHaveLength(BENCH_BRIEFS.length / 3);
  });

  it('never makes a hashtag of a verb, a stop word or a number', () => {
    let tags = 0;
    for (const { brief, captions } of all) {
      for (const c of captions) {
        expect(captionViolations(c.text, c.network, { emojis: true, hashtags: true })).toEqual([]);
        for (const { tag } of findHashtags(c.text)) {
          tags++;
          const words = tag.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2').split(/[\s_]+/);
          expect(tag, brief.text).not.toMatch(/\p{N}/u);
          if (words.length === 1) {
            expect(STOPWORDS.has(fold(tag)), `#${tag} in ${brief.text}`).toBe(false);
            expect(looksLikeVerb(tag), `#${tag} in ${brief.text}`).toBe(false);
          }
        }
      }
    }
    expect(tags).toBeGreaterThan(1000);
  });

  it('opens the captions of different briefs differently', () => {
    for (const language of LANGS) {
      const mine = all.filter((x) => x.brief.language === language);
      const openings = mine.map((x) => x.captions.map((c) => squash(c.text.split('\n')[0] ?? '')));
      let shared = 0;
      let total = 0;
      openings.forEach((list, i) => {
        const others = new Set(openings.flatMap((o, j) => (j === i ? [] : o)));
        for (const opening of list) {
          total++;
          if (others.has(opening)) shared++;
        }
      });
      expect(shared / total, language).toBeLessThan(0.12);
    }
  });

  it('weaves the brief in: fewer than half of the captions hold it unchanged, and no AI-tell phrase', () => {
    for (const language of LANGS) {
      const mine = all.filter((x) => x.brief.language === language);
      let pasted = 0;
      let total = 0;
      for (const { brief, captions } of mine) {
        for (const c of captions) {
          total++;
          if (squash(c.text).includes(squash(brief.text))) pasted++;
          expect(fold(c.text)).not.toMatch(
            /\b(?:elevate|unlock|game-changer|delve|seamless|dive into|desbloqueie|mergulhe|desbloquea|sumergete)\b/,
          );
        }
      }
      expect(pasted / total, language).toBeLessThan(0.5);
    }
  });
});

describe('topic, shape and voice of the basic captions', () => {
  const one = (language: Language, text: string, overrides: Partial<ResolvedCaptionRequest> = {}) =>
    generateBasicCaptions(request(language, { text, ...overrides }));

  it('picks a yoga emoji for a yoga brief, never a graduation cap', () => {
    const captions = one(
      'en-US',
      'Sunset yoga classes on the beach this Saturday at 6:30 pm at Mission Beach. Bring your own mat.',
      { postType: 'event' },
    );
    expect(captions.some((c) => c.text.includes('🧘'))).toBe(true);
    for (const c of captions) expect(c.text).not.toContain('🎓');
  });

  it('gives an event its what, when and where lines', () => {
    const [en] = one(
      'en-US',
      'Sunset yoga classes on the beach this Saturday at 6:30 pm at Mission Beach. Bring your own mat.',
      { postType: 'event', emojis: false, networks: ['facebook'], variants: 1 },
    );
    expect(en?.text).toContain(
      'Sunset yoga classes on the beach.\n\nWhen: This Saturday, at 6:30 pm\nWhere: Mission Beach',
    );
    const [pt] = one(
      'pt-BR',
      'Feira de adoção de cães e gatos no domingo, das 10h às 16h, na Praça da Liberdade.',
      { postType: 'event', emojis: false, networks: ['facebook'], variants: 1 },
    );
    expect(pt?.text).toContain(
      'Feira de adoção de cães e gatos.\n\nQuando: No domingo, das 10h às 16h\nOnde: Praça da Liberdade',
    );
  });

  it('turns running-text tips into a list', () => {
    const [caption] = one(
      'pt-BR',
      'Três dicas para regar suas plantas no verão: regue de manhã cedo, verifique a umidade da terra com o dedo e evite molhar as folhas.',
      { postType: 'tips-educational', emojis: false, networks: ['instagram'], variants: 1 },
    );
    expect(caption?.text).toContain(
      'Três dicas para regar suas plantas no verão:\n• Regue de manhã cedo\n• Verifique a umidade da terra com o dedo\n• Evite molhar as folhas',
    );
  });

  it('puts an offer and its condition on lines of their own', () => {
    const [caption] = one(
      'en-US',
      'Our new lavender soy candles are here, hand-poured in Portland. $18 each or 3 for $45 until Sunday.',
      { postType: 'product-promotion', emojis: false, networks: ['facebook'], variants: 1 },
    );
    expect(caption?.text).toContain(
      'Our new lavender soy candles are here, hand-poured in Portland.\n\nOffer: $18 each or 3 for $45.\nUntil Sunday.',
    );
  });
});

describe('a brand voice in the basic captions', () => {
  const brand = (overrides: Partial<BrandVoice> = {}, samples: string[] = []): BrandVoice => ({
    name: 'Bean There',
    description: '',
    audience: '',
    callToAction: '',
    wordsToAvoid: [],
    hashtags: [],
    samples,
    traits: measureTraits(samples),
    ...overrides,
  });
  const everything = (language: Language, voice: BrandVoice, text = BRIEFS[language].text) =>
    POST_TYPE_IDS.flatMap((postType) =>
      (['friendly', 'persuasive', 'funny', 'professional'] as const).flatMap((style) =>
        generateBasicCaptions(
          request(language, { postType, style, text, networks: ['instagram', 'x'] }),
          voice,
        ),
      ),
    );

  it("uses the brand's call to action instead of a stock one", () => {
    const voice = brand({ callToAction: 'Order on beanthere.example before noon' });
    for (const c of generateBasicCaptions(request('en-US', { networks: ['facebook'] }), voice)) {
      expect(c.text).toContain('Order on beanthere.example before noon.');
      expect(phrasesEnUS.ctas['product-promotion'].soft.some((cta) => c.text.includes(cta))).toBe(false);
    }
  });

  it("puts the brand's hashtags first", () => {
    const voice = brand({ hashtags: ['#BeanThere', '#SlowCoffee'] });
    for (const c of generateBasicCaptions(request('en-US', { networks: ['instagram', 'linkedin'] }), voice)) {
      expect(
        findHashtags(c.text)
          .slice(0, 2)
          .map((h) => h.tag),
      ).toEqual(['BeanThere', 'SlowCoffee']);
    }
  });

  it('writes no emoji for a brand whose samples carry none, and fewer for one that uses few', () => {
    const plain = brand({}, ['Fresh beans every Monday. Come by the shop.', 'Our new blend is in.']);
    for (const c of everything('en-US', plain)) expect(hasEmoji(c.text), c.text).toBe(false);
    const few = brand({}, ['New blend ☕ in the shop.', 'Fresh beans every Monday.']);
    for (const c of everything('en-US', few))
      expect(listEmojis(c.text).length, c.text).toBeLessThanOrEqual(1);
  });

  it('speaks as "I" for a brand whose samples do, and never exclaims when they never do', () => {
    const voice = brand({}, [
      'I roast every batch myself. My shop opens at 8.',
      'I picked these beans in Huila.',
    ]);
    expect(voice.traits.person).toBe('singular');
    expect(voice.traits.exclamationsPerPost).toBe(0);
    const text = 'Vanilla cold brew is back, made with beans from a family farm in Colombia.';
    for (const c of everything('en-US', voice, text)) {
      expect(c.text, c.text).not.toMatch(/\b(?:we|we're|we've|we'd|our|us)\b/i);
      expect(c.text, c.text).not.toContain('!');
    }
  });

  it('never writes a word to avoid, whatever its case or accents, wherever it would come from', () => {
    // "coffee" is in the brief and in stock lines ("Hold on to your coffee"); "café" in the Portuguese brief.
    const en = brand({ wordsToAvoid: ['Coffee', 'amazing', 'cold brew'] });
    for (const c of everything('en-US', en)) expect(c.text, c.text).not.toMatch(/coffee|amazing|cold ?brew/i);
    const pt = brand({ wordsToAvoid: ['cafe', 'promoção'] });
    for (const c of everything('pt-BR', pt))
      expect(fold(c.text), c.text).not.toMatch(/(?<![\p{L}])(?:cafe|promocao)(?![\p{L}])/u);
  });

  it('takes words to avoid with hyphens and other signs (a hyphen once made the pattern throw)', () => {
    const signs = brand({ wordsToAvoid: ['cutting-edge', 'state-of-the-art', 'c++', '50%', "it's", 'a/b'] });
    for (const language of ['en-US', 'pt-BR', 'es-ES'] as const)
      for (const c of everything(language, signs))
        expect(c.text, c.text).not.toMatch(/cutting-edge|state-of-the-art/i);
  });
});
