import { fold, type Language, removeEmojis } from '@captia/shared';
import { describe, expect, it } from 'vitest';
import { generateBasicCaptions } from './generator';
import { rotateSentences, turnClauses } from './weave';

const plain = (text: string) => fold(removeEmojis(text)).replace(/\s+/g, ' ').trim();

function variants(text: string, language: Language = 'en-US') {
  return generateBasicCaptions({
    networks: ['instagram'],
    postType: 'announcement',
    style: 'friendly',
    length: 'short',
    variants: 3,
    emojis: false,
    hashtags: false,
    text,
    language,
  }).map((c) => c.text);
}

describe('the brief told another way in variants 2 and 3', () => {
  it('turns a two-clause sentence round, with only its own words', () => {
    expect(turnClauses(['Our winter menu is here, with soups and hot chocolate.'])?.paragraphs).toEqual([
      'With soups and hot chocolate: our winter menu is here.',
    ]);
    expect(
      turnClauses(['New flavor in the shop: pistachio gelato made with Sicilian pistachios.'])?.paragraphs,
    ).toEqual(['Pistachio gelato made with Sicilian pistachios: new flavor in the shop.']);
    // A question keeps its mark at its end; a list is not two clauses; one clause stays.
    expect(turnClauses(['Pastel de feira: carne ou queijo?'])).toBeNull();
    expect(turnClauses(['Green Leaf Books is moving: same team, bigger corner, new address.'])).toBeNull();
    expect(turnClauses(['We now deliver on Sundays.'])).toBeNull();
    expect(turnClauses(['Bread, butter and jam, all made here.'])).toBeNull();
  });

  it('starts a brief of several sentences from another one', () => {
    const sentences = ['Open mic night this Friday.', 'Everyone is welcome to play.', 'Free entry.'];
    expect(rotateSentences(sentences, 2)?.paragraphs).toEqual([
      'Free entry. Open mic night this Friday. Everyone is welcome to play.',
    ]);
    expect(rotateSentences(sentences, 3)?.paragraphs).toEqual([
      'Everyone is welcome to play. Free entry. Open mic night this Friday.',
    ]);
    expect(rotateSentences(sentences, 1)).toBeNull();
  });

  it('in the captions: variants 2 and 3 do not carry the brief whole when they can tell it otherwise', () => {
    for (const [language, text] of [
      ['en-US', 'Our phone line is open on Saturdays now, from 9 to noon.'],
      ['pt-BR', 'Nossa loja agora abre aos domingos, das 10h às 16h.'],
      ['es-ES', 'Abrimos una tienda nueva en Bilbao. Os esperamos el sábado.'],
    ] as const) {
      const [, second, third] = variants(text, language);
      for (const other of [second, third]) expect(plain(other ?? '')).not.toContain(plain(text));
    }
    // One plain clause has no other way to be told without a model: it stays as written.
    for (const caption of variants('We now deliver on Sundays.'))
      expect(plain(caption)).toContain('we now deliver on sundays');
  });
});
