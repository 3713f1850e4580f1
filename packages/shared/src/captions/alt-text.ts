import { sentencesOf } from './carousel';
import { prepareCaption, shortenToFit } from './pipeline';
import { removeEmojis, tidy } from './text';

/** Alt text's bounds (docs/decisions/0034-threads-carousels-alt-text.md). */
export const MAX_ALT_TEXT = 1000;
/** The short form, for networks and screen readers that cut early. */
export const MAX_ALT_TEXT_SHORT = 125;

/**
 * Openings that screen readers make redundant ("Image of…": they already say it is an image),
 * in the three languages, with the articles and verbs they come with.
 */
export const REDUNDANT_OPENING = new RegExp(
  [
    '^(?:(?:an?|the|this|uma?|esta|este|essa|esse|la|el|una?)\\s+)?',
    '(?:image|imagem|imagen|photo|photograph|picture|pic|foto|fotografia|fotografía|screenshot|captura(?:\\s+de\\s+(?:tela|pantalla))?)',
    '(?:\\s+(?:of|showing|shows|that\\s+shows|de|do|da|dos|das|del|de\\s+la|de\\s+los|de\\s+las|mostrando|mostra|muestra|que\\s+mostra|que\\s+muestra|com|con|with))*',
    '[\\s:,.-]*',
  ].join(''),
  'iu',
);

/** A text as alt text: one paragraph, no hashtags, no emoji, no "Image of", capitalized. */
function describe(text: string): string {
  let clean = prepareCaption(text.replace(/\s+/g, ' '), 'instagram', { emojis: false, hashtags: false });
  clean = tidy(removeEmojis(clean).replace(/[#＃]/gu, ''));
  // "Image of": nothing a screen reader needs. An opening with nothing after it leaves nothing.
  for (let round = 0; round < 3; round++) {
    const next = clean.replace(REDUNDANT_OPENING, '');
    if (next === clean) break;
    clean = next;
  }
  return clean.charAt(0).toLocaleUpperCase() + clean.slice(1);
}

export interface AltText {
  altText: string;
  altTextShort: string;
}

/**
 * Alt text by the rules — within 1,000 characters, no hashtags, no emoji, not opening with
 * "Image of" and its kin — and its short form within 125 (the model's own when it gave one that
 * passes, else the long one's first sentences, else cut at a word). Null when nothing is left.
 */
export function finalizeAltText(long: string, short?: string): AltText | null {
  // Counted in UTF-16 units, the most a user-perceived character takes: within the bound by
  // every network's counting, and by the edit's own check (a saved alt text is one that passes).
  const fitsIn = (max: number) => (candidate: string) => candidate.length <= max;
  const altText = shortenToFit(describe(long), fitsIn(MAX_ALT_TEXT)) ?? '';
  if (altText === '') return null;
  const shortClean = short ? describe(short) : '';
  let altTextShort = shortClean && fitsIn(MAX_ALT_TEXT_SHORT)(shortClean) ? shortClean : '';
  if (!altTextShort) {
    let lead = '';
    for (const sentence of sentencesOf(altText)) {
      const next = lead ? `${lead} ${sentence}` : sentence;
      if (!fitsIn(MAX_ALT_TEXT_SHORT)(next)) break;
      lead = next;
    }
    altTextShort = lead || (shortenToFit(altText, fitsIn(MAX_ALT_TEXT_SHORT)) ?? '');
  }
  return { altText, altTextShort };
}

/**
 * Alt text from the user's own description of the photo (no model sees it): its sentences as
 * one plain description, without the links, mentions, hashtags and emoji a brief also holds.
 */
export function altTextFromDescription(description: string): AltText | null {
  const plain = description
    .replace(/https?:\/\/\S+|www\.\S+/giu, '')
    .replace(/(^|\s)@[\p{L}\p{N}_.]+/gu, '$1');
  const sentences = sentencesOf(plain).map((s) => (/[.!?…]$/u.test(s) ? s : `${s}.`));
  return finalizeAltText(sentences.join(' '));
}

/** Catalog keys of an edited alt text's problems. */
export const ALT_TEXT_KEYS = {
  required: 'captions.altText.validation.required',
  tooLong: 'captions.altText.validation.tooLong',
  shortTooLong: 'captions.altText.validation.shortTooLong',
  invalid: 'captions.altText.validation.invalid',
} as const;
