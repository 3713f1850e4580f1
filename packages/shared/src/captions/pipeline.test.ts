import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countLength, NETWORK_LIMITS } from './networks';
import { NETWORK_IDS, type NetworkId } from './options';
import { captionViolations, finalizeCaption } from './pipeline';
import { findHashtags, hasEmoji } from './text';

/** mulberry32: a small seeded generator, so that the random inputs are the same on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ON = { emojis: true, hashtags: true };
const OFF = { emojis: false, hashtags: false };

describe('emoji switch', () => {
  it('removes every kind of emoji when off, and nothing else', () => {
    const raw = 'Olá 😀 família 👨‍👩‍👧‍👦 Brasil 🇧🇷 nota 1️⃣ mão 👍🏽 coração ❤️ fim ✨. Marca© e ™ ficam.';
    const { text } = finalizeCaption(raw, 'instagram', { emojis: false, hashtags: true });
    expect(hasEmoji(text)).toBe(false);
    expect(text).toBe('Olá família Brasil nota mão coração fim. Marca© e ™ ficam.');
  });

  it('keeps emojis when on', () => {
    expect(finalizeCaption('Bom dia ☕️ ✨', 'facebook', ON).text).toBe('Bom dia ☕️ ✨');
  });
});

describe('hashtag switch and caps', () => {
  it('turns inline hashtags into words and drops the closing block when off', () => {
    const raw = 'Novo #café gelado em #São_Paulo, feito com #ColdBrew.\n\n#promoção #verão #Café';
    const { text } = finalizeCaption(raw, 'instagram', { emojis: true, hashtags: false });
    expect(findHashtags(text)).toEqual([]);
    expect(text).toBe('Novo café gelado em São Paulo, feito com Cold Brew.');
  });

  it('keeps at most 5 hashtags on Instagram, dropping duplicates (accent-insensitive) first', () => {
    const raw = 'Texto #um\n\n#dois #Um #tres #três #quatro #cinco #seis #sete';
    const { text } = finalizeCaption(raw, 'instagram', ON);
    expect(findHashtags(text).map((h) => h.tag)).toEqual(['um', 'dois', 'tres', 'quatro', 'cinco']);
  });

  it('keeps 1 hashtag on Threads; inline extras become words', () => {
    const { text } = finalizeCaption('Adoro #café e #chocolate.\n\n#doces #padaria', 'threads', ON);
    expect(text).toBe('Adoro #café e chocolate.');
  });

  it('keeps at most 15 hashtags on YouTube and replaces < and >, which it refuses', () => {
    const tags = Array.from({ length: 20 }, (_, i) => `#tag${String.fromCharCode(97 + i)}`).join(' ');
    const { text } = finalizeCaption(`Vídeo novo <3 e 5 > 3\n\n${tags}`, 'youtube', ON);
    expect(findHashtags(text)).toHaveLength(15);
    expect(text).not.toMatch(/[<>]/);
    expect(text.startsWith('Vídeo novo ‹3 e 5 › 3')).toBe(true);
  });

  it('leaves networks without a cap alone', () => {
    const raw = `Post\n\n${Array.from({ length: 12 }, (_, i) => `#t${i}x`).join(' ')}`;
    expect(findHashtags(finalizeCaption(raw, 'linkedin', ON).text)).toHaveLength(12);
  });
});

describe('trimming to the limit', () => {
  it('keeps a caption of exactly the limit and trims one of limit + 1', () => {
    const exact = `${'palavra '.repeat(34)}abcdefgh`;
    expect(countLength('x', exact)).toBe(280);
    expect(finalizeCaption(exact, 'x', ON).text).toBe(exact);
    const over = `${exact}i`;
    const out = finalizeCaption(over, 'x', ON);
    expect(out.length).toBeLessThanOrEqual(280);
    expect(out.text.endsWith('…')).toBe(true);
    expect(out.text).toMatch(/^(palavra )+palavra…$/);
  });

  it('never cuts inside a word, even with accented letters', () => {
    const raw = 'Promoção imperdível de verão: ação válida só até domingo, aproveite já. '.repeat(20);
    const out = finalizeCaption(raw, 'pinterest', ON);
    expect(out.length).toBeLessThanOrEqual(800);
    const words = new Set(raw.split(/\s+/).map((w) => w.replace(/[.,:]/g, '')));
    for (const word of out.text.replace(/…$/, '').split(/\s+/))
      expect(words.has(word.replace(/[.,:]/g, ''))).toBe(true);
  });

  it('counts a URL as 23 on X, so a caption with a long link can stay whole', () => {
    const url = `https://example.com/${'a'.repeat(200)}`;
    const raw = `${'Leia o artigo completo aqui. '.repeat(8)}${url}`;
    expect(raw.length).toBeGreaterThan(280);
    const out = finalizeCaption(raw, 'x', ON);
    expect(out.text).toBe(raw);
    expect(out.length).toBe(countLength('x', raw));
    expect(out.length).toBeLessThanOrEqual(280);
  });

  it('drops closing hashtags at the edge of the limit before touching the text', () => {
    const body = 'a'.repeat(270);
    const out = finalizeCaption(`${body}\n\n#um #dois #tres`, 'x', ON);
    expect(out.text).toBe(`${body}\n\n#um`);
    expect(out.length).toBe(275);
  });

  it('leaves no dangling hashtag when a cut lands among hashtags', () => {
    const raw = `${'word '.repeat(50)}#inline #tags #here and more words ${'tail '.repeat(30)}`;
    for (const network of ['x', 'threads'] as NetworkId[]) {
      const out = finalizeCaption(raw, network, ON);
      expect(out.text).not.toMatch(/#\S*…$/);
      expect(out.text).not.toMatch(/#$/);
      expect(captionViolations(out.text, network, ON)).toEqual([]);
    }
  });

  it('counts Threads emoji as bytes when trimming', () => {
    const raw = `${'Bom dia 😀 '.repeat(60)}`;
    const out = finalizeCaption(raw, 'threads', ON);
    expect(out.length).toBeLessThanOrEqual(500);
    expect(out.text.length).toBeLessThan(500);
    expect(out.length).toBe(countLength('threads', out.text));
  });

  it('trims YouTube by bytes: accented text takes more room', () => {
    const raw = 'ação '.repeat(1200);
    const out = finalizeCaption(raw, 'youtube', ON);
    expect(out.length).toBeLessThanOrEqual(5000);
    expect(out.text.length).toBeLessThan(5000);
  });

  it('prefers ending on a full sentence when it keeps most of the text', () => {
    const raw = `${'Primeira frase completa aqui. '.repeat(9)}E esta outra frase continua sem parar por muito tempo ainda`;
    const out = finalizeCaption(raw, 'x', ON);
    expect(out.text.endsWith('.')).toBe(true);
    expect(out.length).toBeLessThanOrEqual(280);
  });

  it('returns the counted length and the limit', () => {
    const out = finalizeCaption('Olá 😀', 'threads', ON);
    expect(out).toEqual({ text: 'Olá 😀', length: 8, limit: 500 });
  });
});

describe('clean-up of model output', () => {
  it('removes code fences, wrapping quotes and markdown emphasis', () => {
    expect(finalizeCaption('```\n"**Novo** sabor chegou!"\n```', 'instagram', ON).text).toBe(
      'Novo sabor chegou!',
    );
  });
});

describe('any input', () => {
  it('always comes out within every rule, for every network and switch', () => {
    const random = seededRandom(42);
    const pieces = [
      'palavra',
      'ação',
      'año',
      '😀',
      '👨‍👩‍👧',
      '🇧🇷',
      '#tag',
      '#ação',
      'https://example.com/x',
      '日本',
      '\n',
      '.',
      ',',
      '#',
      '<b>',
      'x'.repeat(40),
    ];
    for (let run = 0; run < 200; run++) {
      const size = Math.floor(random() * 900);
      const raw = Array.from({ length: size }, () => pieces[Math.floor(random() * pieces.length)]).join(' ');
      const network = NETWORK_IDS[run % NETWORK_IDS.length] as NetworkId;
      const rules = { emojis: random() < 0.5, hashtags: random() < 0.5 };
      const out = finalizeCaption(raw, network, rules);
      if (out.text === '') continue;
      expect(captionViolations(out.text, network, rules), `${network} ${JSON.stringify(rules)}`).toEqual([]);
      expect(out.length).toBeLessThanOrEqual(NETWORK_LIMITS[network].maxLength);
    }
  });

  it('comes out within every rule when pieces touch: "##tag", tags in tags, a tag made by the cut', () => {
    const piece = fc.constantFrom(
      '#',
      '##',
      '#café',
      '#Tag',
      'ação',
      'word',
      'x'.repeat(300),
      ' ',
      '\n',
      '.',
      '😀',
      'www.site.com.br',
      'https://example.com/a.b',
      '@ana',
      '_',
      '’',
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 40 }),
        fc.constantFrom(...NETWORK_IDS),
        fc.boolean(),
        fc.boolean(),
        (pieces, network, emojis, hashtags) => {
          const rules = { emojis, hashtags };
          const out = finalizeCaption(pieces.join(''), network, rules);
          // Nothing left to write is the caller's to refuse (as in the test above).
          if (out.text !== '') expect(captionViolations(out.text, network, rules)).toEqual([]);
        },
      ),
      { numRuns: 3_000 },
    );
    expect(finalizeCaption('Fresh ##bread today', 'instagram', OFF).text).toBe('Fresh bread today');
  });

  it('reports the rules a text breaks', () => {
    expect(captionViolations('a #b #c', 'threads', ON)).toEqual(['too many hashtags: 2 > 1']);
    expect(captionViolations('a 😀', 'x', { emojis: false, hashtags: true })).toEqual([
      'emoji while emojis are off',
    ]);
    expect(captionViolations('a #b', 'x', OFF)).toEqual(['hashtag while hashtags are off']);
    expect(captionViolations('x'.repeat(801), 'pinterest', ON)).toEqual(['too long: 801 > 800']);
    expect(captionViolations('a <b>', 'youtube', ON)).toEqual(['forbidden character']);
  });
});
