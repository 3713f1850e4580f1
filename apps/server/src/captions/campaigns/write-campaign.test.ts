import fs from 'node:fs';
import path from 'node:path';
import {
  captionViolations,
  fold,
  LANGUAGES,
  type Language,
  type NetworkId,
  removeEmojis,
} from '@captia/shared';
import { describe, expect, it } from 'vitest';
import { briefFacts } from '../basic/facts';
import { createCaptionService } from '../captions.service';
import { briefSlots } from './slots';
import { openingKey, writeCampaign } from './write-campaign';

/** The caption-quality bench's briefs (bench/caption-briefs.json): every post type, three languages. */
const BRIEFS = (
  JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, '../../../../../bench/caption-briefs.json'), 'utf8'),
  ) as { briefs: { language: Language; text: string }[] }
).briefs;

const plain = (text: string) => fold(removeEmojis(text)).replace(/\s+/g, ' ').trim();
const service = createCaptionService();

/** Networks that write differently: a short limit (X), one block (Pinterest), long posts (LinkedIn). */
const NETWORKS = ['instagram', 'x', 'pinterest', 'linkedin'] as const satisfies readonly NetworkId[];

async function campaign(text: string, language: Language, days: number, postsPerDay: number) {
  const slots = briefSlots({ text, startDate: '2026-12-01', days, postsPerDay, networks: [...NETWORKS] });
  return writeCampaign(
    slots,
    { language, style: 'friendly', length: 'long', emojis: true, hashtags: true },
    { service, brand: null, interfaceLanguage: language, signal: new AbortController().signal },
  );
}

describe('the offline campaign writer', () => {
  it('on every brief of the bench, in its language: 14 slots × 4 networks, new openings, the brief whole once, no placeholder, every rule kept', async () => {
    for (const brief of BRIEFS) {
      const written = await campaign(brief.text, brief.language, 14, 1);
      expect(written.posts).toHaveLength(14 * NETWORKS.length);
      for (const network of NETWORKS) {
        const mine = written.posts.filter((p) => p.network === network);
        expect(new Set(mine.map((p) => openingKey(p.text))).size, `${brief.text} on ${network}`).toBe(14);
        expect(mine.filter((p) => plain(p.text).includes(plain(brief.text))).length).toBeLessThanOrEqual(1);
      }
      for (const post of written.posts) {
        expect(post.text).not.toMatch(/\{\w+\}/);
        expect(captionViolations(post.text, post.network, { emojis: true, hashtags: true })).toEqual([]);
      }
    }
  });

  it('three posts a day for 14 days (42 slots): the angles repeat, the openings never do', async () => {
    for (const language of LANGUAGES) {
      const written = await campaign(
        'Sourdough classes at Pão da Vila every Saturday, R$ 90.',
        language,
        14,
        3,
      );
      const x = written.posts.filter((p) => p.network === 'x');
      expect(x).toHaveLength(42);
      expect(new Set(x.map((p) => openingKey(p.text))).size).toBe(42);
    }
  });
});

describe('the brief’s facts', () => {
  const facts = (text: string) => briefFacts(text, { names: [], nouns: [], subject: null });
  it('finds a price, an offer, when and where, as written, in the three languages', () => {
    expect(
      facts('Lavender candles, $18 each or 3 for $45 until Sunday at Rosa Market, made in Portland.'),
    ).toMatchObject({
      price: '$18',
      offer: '3 for $45',
      when: 'Sunday',
      where: 'Rosa Market',
    });
    expect(
      facts('Pão de fermentação natural: R$ 18,90 o quilo, só neste sábado, na Rua Augusta 120.'),
    ).toMatchObject({
      price: 'R$ 18,90',
      when: 'neste sábado',
      where: 'Rua Augusta 120',
    });
    expect(
      facts('Taller de cerámica en Casa Barro el sábado 14 de marzo a las 11h. 20% de descuento, 35 €.'),
    ).toMatchObject({
      price: '35 €',
      offer: '20% de descuento',
      when: 'el sábado 14 de marzo a las 11h',
      where: 'Casa Barro',
    });
  });
  it('finds nothing it was not given', () => {
    expect(facts('We love what we do.')).toEqual({
      name: null,
      topic: null,
      price: null,
      offer: null,
      when: null,
      where: null,
    });
  });
});
