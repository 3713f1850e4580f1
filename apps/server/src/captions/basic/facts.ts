import { isSpace, trimEndWhile } from '@captia/shared';
import { findLeadChain, type LeadChain } from './lead-chain';
import { danglingWordStart } from './scanning';

/**
 * The facts of a brief a campaign's posts are built from, each exactly as the user wrote it:
 * a price, an offer, when, where, a name and what the post is about. Found by patterns of the
 * three languages; a fact that is not found is simply not used (the angle lines that need it
 * are skipped), so nothing is ever made up.
 */
export interface BriefFacts {
  name: string | null;
  topic: string | null;
  price: string | null;
  offer: string | null;
  when: string | null;
  where: string | null;
}

const WEEKDAYS =
  'monday|tuesday|wednesday|thursday|friday|saturday|sunday|segunda(?:-feira)?|terça(?:-feira)?|quarta(?:-feira)?|quinta(?:-feira)?|sexta(?:-feira)?|sábado|domingo|lunes|martes|miércoles|jueves|viernes';
const MONTHS =
  'january|february|march|april|may|june|july|august|september|october|november|december|jan\\.?|feb\\.?|mar\\.?|apr\\.?|jun\\.?|jul\\.?|aug\\.?|sept?\\.?|oct\\.?|nov\\.?|dec\\.?|janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro|enero|febrero|marzo|mayo|junio|julio|septiembre|octubre|noviembre|diciembre';
const RELATIVE =
  'today|tonight|tomorrow|this weekend|next weekend|hoje|amanhã|hoje à noite|este fim de semana|neste fim de semana|hoy|mañana|esta noche|este fin de semana';
// Each lead is spelt one way only (no phrase here is two of its words in a row): the chain of
// them is read once (see lead-chain.ts).
const LEAD =
  'this|next|on|until|till|from|starting|every|by|este|esta|neste|nesta|próximo|próxima|até|a partir de|desde|hasta|el|cada|todo|toda|todos los|todas as|só|solo|sólo';
const DAY_OF_MONTH = `\\d{1,2}(?:st|nd|rd|th|º)?(?:\\s+de)?\\s+(?:${MONTHS})|(?:${MONTHS})\\s+\\d{1,2}(?:st|nd|rd|th)?|\\d{1,2}/\\d{1,2}(?:/\\d{2,4})?`;
const CLOCK =
  '(?:,?\\s+(?:at|às|as|a las|a la|from|das|de)\\s+\\d{1,2}(?:[:h.]\\d{2})?\\s?(?:am|pm|a\\.m\\.|p\\.m\\.|h)?)?';
/**
 * `(?<![\p{L}\p{N}])(?:(?:LEAD)\s+)*(?:WEEKDAYS…|DAY_OF_MONTH|RELATIVE)CLOCK(?![\p{L}\p{N}])`,
 * searched by findLeadChain: as one regex, a long run of lead words ("desde desde …") was read
 * again from each of them.
 */
export const WHEN: LeadChain = {
  start: /(?<![\p{L}\p{N}])/uy,
  lead: new RegExp(`(?:${LEAD})\\s+`, 'iuy'),
  body: new RegExp(
    `(?:(?:${WEEKDAYS})(?:,?\\s+(?:${DAY_OF_MONTH}))?|${DAY_OF_MONTH}|${RELATIVE})${CLOCK}(?![\\p{L}\\p{N}])`,
    'iuy',
  ),
};

const PRICE =
  /(?:R\$|US\$|\$|€|£)\s?\d{1,6}(?:[.,]\d{3})*(?:[.,]\d{1,2})?|(?<![\p{L}\p{N}])\d{1,6}(?:[.,]\d{1,2})?\s?(?:€|euros?(?![\p{L}])|reais(?![\p{L}]))/iu;
const OFFER =
  /(?<![\p{L}\p{N}])(?:\d{1,2}\s?%\s?(?:off|de desconto|de descuento|desconto|descuento)?|\d+\s(?:for|por)\s(?:R\$|US\$|\$|€|£)?\s?\d+(?:[.,]\d{1,2})?(?:\s?€)?|2x1|3x2|buy one,? get one(?: free)?|free shipping|free entry|frete grátis|entrada gratuita|entrada franca|envío gratis|entrada gratis|entrada libre|leve \d+,? pague \d+|compre \d+,? leve \d+)(?![\p{L}\p{N}])/iu;

/** A capitalised run after a place preposition: "at Mission Beach", "na Rua Augusta 120", "en Casa Barro". */
const WHERE =
  /(?<![\p{L}\p{N}])(?:at|in|na|no|nas|nos|em|en|en el|en la)\s+((?:the\s+)?(?:\d{1,5}\s+)?\p{Lu}[\p{L}\p{M}'’.-]*(?:\s+(?:\p{Lu}[\p{L}\p{M}'’.-]*|\d{1,5}|de|da|do|del|la|of))*)/gu;

export const TIME_WORD = new RegExp(`^(?:${WEEKDAYS}|${MONTHS})$`, 'iu');

const CLEAN_END = (char: string) => isSpace(char) || ',;:.'.includes(char);

function clean(value: string | undefined | null): string | null {
  // The end trimmed in one pass (`/[\s,;:.]+$/` searched again from each character of a run).
  if (!value) return null;
  const trimmed = trimEndWhile(value.replace(/\s+/g, ' '), CLEAN_END).trim();
  return trimmed ? trimmed : null;
}

const LINK_WORD = /^(?:de|da|do|del|la|of)$/iu;

/** "at" names a venue, "in" more often a town: a venue is where a reader goes. */
const PLACE_RANK: Readonly<Record<string, number>> = {
  at: 0,
  na: 0,
  no: 0,
  nas: 0,
  nos: 0,
  'en el': 0,
  'en la': 0,
};

function whereOf(text: string): string | null {
  let best: { place: string; rank: number } | null = null;
  // matchAll reads a copy of WHERE: its lastIndex stays 0.
  for (const match of text.matchAll(WHERE)) {
    const place = clean(match[1]);
    if (!place) continue;
    // "on Saturday", "in March" name a time, not a place.
    if (TIME_WORD.test(place.split(' ')[0] ?? '')) continue;
    const preposition = match[0]
      .slice(0, match[0].length - (match[1]?.length ?? 0))
      .trim()
      .toLowerCase();
    const rank = PLACE_RANK[preposition] ?? 1;
    // A trailing connective ("Mission Beach of") is not part of the name.
    if (!best || rank < best.rank) {
      const link = danglingWordStart(place, place.length, LINK_WORD, 3);
      best = { place: link < 0 ? place : place.slice(0, link), rank };
    }
  }
  return best?.place ?? null;
}

/** Words before a date that only fit the brief's own sentence ("until Sunday" → "Sunday"). */
const WHEN_LEAD = /^(?:(?:until|till|from|starting|by|até|a partir de|desde|hasta|só|solo|sólo)\s+)+/iu;

export function briefFacts(
  text: string,
  found: {
    names: readonly string[];
    nouns: readonly string[];
    subject: string | null;
    brandName?: string | null;
  },
): BriefFacts {
  const flat = text.replace(/\s+/g, ' ');
  const where = whereOf(flat);
  const when = clean(findLeadChain(flat, WHEN)?.text.replace(WHEN_LEAD, ''));
  const offer = clean(OFFER.exec(flat)?.[0]);
  // A price that is part of the offer ("3 for $45") is the offer's; a price of its own comes first.
  const priceMatch = PRICE.exec(flat);
  const price = clean(priceMatch?.[0]);
  const names = found.names.filter((n) => !(where ?? '').includes(n) && !TIME_WORD.test(n));
  const name = clean(found.brandName) ?? names[0] ?? null;
  // A noun that opened a sentence ("Taller de cerámica…") reads in lower case inside a line.
  const noun = found.nouns[0];
  const topic =
    clean(found.subject) ??
    (noun ? noun.charAt(0).toLocaleLowerCase() + noun.slice(1) : null) ??
    names[0] ??
    null;
  return { name, topic, price, offer, when, where };
}
