import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { altTextFromDescription, finalizeAltText, MAX_ALT_TEXT, MAX_ALT_TEXT_SHORT } from './alt-text';
import {
  finalizeSlides,
  MAX_SLIDE_BODY,
  MAX_SLIDE_TITLE,
  MAX_SLIDES,
  MIN_SLIDES,
  slidesFromText,
} from './carousel';
import { formatsFor, supportsFormat } from './formats';
import { withinLimits } from './networks';
import { NETWORK_IDS } from './options';
import { CaptionRequestSchema } from './schema';
import { findHashtags, graphemeLength, hasEmoji } from './text';
import { finalizeThread, joinThread, MAX_THREAD_POSTS, THREAD_NETWORKS, withoutPlaceLabel } from './thread';

const PIECES = [
  'Nossa feira volta no sábado.',
  'We open at 8am with sourdough, croissants and coffee!',
  'La tienda abre el lunes en la calle Mayor, 12.',
  '👨‍👩‍👧‍👦',
  '🇧🇷',
  'cafe\u0301',
  'https://example.com/a/very/long/path/for/the/event?utm_source=captia',
  '@ana@mastodon.social',
  '#Café',
  'Uma frase longa sobre o evento, com detalhes, horários e o endereço completo da loja.',
];
const sentence = fc
  .array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 40 })
  .map((p) => p.join(' '));
const RULES = { emojis: true, hashtags: true };

describe('formats per network', () => {
  it('offers single everywhere, threads on X, Threads, Bluesky and Mastodon, carousels on Instagram and LinkedIn', () => {
    for (const network of NETWORK_IDS) {
      expect(supportsFormat(network, 'single')).toBe(true);
      expect(supportsFormat(network, 'thread')).toBe(
        (THREAD_NETWORKS as readonly string[]).includes(network),
      );
      expect(supportsFormat(network, 'carousel')).toBe(network === 'instagram' || network === 'linkedin');
    }
    expect(formatsFor(['x', 'bluesky'])).toEqual(['single', 'thread']);
    expect(formatsFor(['x', 'instagram'])).toEqual(['single']);
    expect(formatsFor(['linkedin'])).toEqual(['single', 'carousel']);
  });

  it('the request schema refuses a format a chosen network does not take, with its catalog key', () => {
    const base = {
      postType: 'event',
      style: 'bold',
      length: 'short',
      variants: 1,
      emojis: false,
      hashtags: false,
      text: 'Hi',
    };
    expect(CaptionRequestSchema.parse({ ...base, networks: ['x'] })).toMatchObject({
      format: 'single',
      numbering: true,
    });
    const refused = CaptionRequestSchema.safeParse({ ...base, networks: ['instagram'], format: 'thread' });
    expect(refused.error?.issues[0]?.message).toBe('captions.validation.formatUnsupported');
    expect(
      CaptionRequestSchema.safeParse({ ...base, networks: ['mastodon'], format: 'thread' }).success,
    ).toBe(true);
  });
});

describe('finalizeThread on a model’s posts', () => {
  for (const network of THREAD_NETWORKS) {
    it(`${network}: whatever the posts, each ends within the limit, in order, with the hashtags on the last`, () => {
      fc.assert(
        fc.property(fc.array(sentence, { minLength: 1, maxLength: 14 }), fc.boolean(), (posts, numbering) => {
          const thread = finalizeThread(posts, network, RULES, { numbering });
          expect(thread.posts.length).toBeLessThanOrEqual(MAX_THREAD_POSTS);
          expect(thread.text).toBe(thread.posts.join('\n\n'));
          thread.posts.forEach((post, i) => {
            expect(withinLimits(network, post), post).toBe(true);
            if (i < thread.posts.length - 1) expect(findHashtags(post)).toEqual([]);
          });
          // Order kept: the first word written opens the thread.
          const first = posts
            .join(' ')
            .split(/\s+/)
            .find((w) => w !== '' && !w.startsWith('#') && !w.includes('://'));
          if (first && thread.posts[0]) expect(thread.text.includes(first.normalize('NFC'))).toBe(true);
        }),
        { numRuns: 60 },
      );
    });
  }

  it('takes off the labels a model wrote, whatever their form', () => {
    expect(withoutPlaceLabel('Hello there 1/3')).toBe('Hello there');
    expect(withoutPlaceLabel('Hello there (2/3)')).toBe('Hello there');
    expect(withoutPlaceLabel('Price 1/2 kg')).toBe('Price 1/2 kg');
  });
});

describe('joinThread', () => {
  it('gives back one post without labels, or null when it does not fit', () => {
    expect(joinThread('One. 1/2\n\nTwo. 2/2', 'x')).toBe('One.\n\nTwo.');
    expect(joinThread(`${'word '.repeat(70)}1/2\n\n${'more '.repeat(10)}2/2`, 'x')).toBeNull();
    expect(joinThread('   ', 'bluesky')).toBeNull();
  });
});

describe('carousels', () => {
  it('slides from any text: 3 to 10, titles on one line within 60, bodies within 200', () => {
    fc.assert(
      fc.property(fc.array(sentence, { minLength: 1, maxLength: 30 }), fc.boolean(), (parts, emojis) => {
        const raw = slidesFromText(parts.join('. '));
        if (!raw) return;
        const slides = finalizeSlides(raw, 'instagram', { emojis, hashtags: true });
        if (!slides) return;
        expect(slides.length).toBeGreaterThanOrEqual(MIN_SLIDES);
        expect(slides.length).toBeLessThanOrEqual(MAX_SLIDES);
        for (const slide of slides) {
          expect(graphemeLength(slide.title)).toBeLessThanOrEqual(MAX_SLIDE_TITLE);
          expect(graphemeLength(slide.body)).toBeLessThanOrEqual(MAX_SLIDE_BODY);
          expect(slide.title).not.toContain('\n');
          expect(findHashtags(`${slide.title} ${slide.body}`)).toEqual([]);
          if (!emojis) expect(hasEmoji(`${slide.title} ${slide.body}`)).toBe(false);
        }
      }),
      { numRuns: 80 },
    );
  });

  it('too few slides are no carousel; one sentence splits into three', () => {
    expect(finalizeSlides([{ title: 'One', body: '' }], 'linkedin', RULES)).toBeNull();
    expect(slidesFromText('Fresh bread, warm coffee, and music all day long')).toHaveLength(3);
    expect(slidesFromText('Hi')).toBeNull();
  });
});

describe('alt text', () => {
  it('within 1,000 and 125, no hashtags or emoji, never opening with "Image of" in three languages', () => {
    const openers = [
      'Image of ',
      'A photo of ',
      'Imagem de ',
      'Foto de ',
      'Imagen de ',
      'Fotografía de ',
      'This image shows ',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...openers),
        fc.array(sentence, { minLength: 1, maxLength: 20 }),
        (opener, parts) => {
          const alt = finalizeAltText(`${opener}${parts.join('. ')}`);
          if (!alt) return;
          expect(alt.altText.length).toBeLessThanOrEqual(MAX_ALT_TEXT);
          expect(alt.altTextShort.length).toBeLessThanOrEqual(MAX_ALT_TEXT_SHORT);
          for (const text of [alt.altText, alt.altTextShort]) {
            expect(text).not.toContain('#');
            expect(hasEmoji(text)).toBe(false);
            expect(text).not.toMatch(/^(image|a photo|imagem|foto|imagen|fotografía|this image)\b/i);
          }
        },
      ),
      { numRuns: 80 },
    );
  });

  it('from a description: its sentences, without links, mentions, the "#" of hashtags and emoji', () => {
    expect(
      altTextFromDescription('foto de três pães na bancada da #padaria 🍞 ao lado de www.example.com @ana'),
    ).toEqual({
      altText: 'Três pães na bancada da padaria ao lado de.',
      altTextShort: 'Três pães na bancada da padaria ao lado de.',
    });
    expect(altTextFromDescription('🍞 #pão')).toEqual({ altText: 'Pão.', altTextShort: 'Pão.' });
  });
});
