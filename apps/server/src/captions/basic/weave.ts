import { charsOf, isSpace, trailingRunStart, trimEndWhile } from '@captia/shared';
import { type ChainMatch, findLeadChain, type LeadChain } from './lead-chain';
import { danglingWordStart, LINE_BREAK, lastBreakOf, restAfterSpace, splitTrimmed } from './scanning';

/**
 * Weaving the brief into a caption instead of pasting it whole: an event's what, when and
 * where; an offer and its condition; tips as a list; a closing line or a question raised to
 * the opening. Each rewrite only moves and labels the brief's own words (no paraphrase, so
 * nothing is invented), and gives up — returns null — when the brief does not have the
 * expected shape, so that an odd brief is used as written rather than mangled.
 */

const WEEKDAY =
  'monday|tuesday|wednesday|thursday|friday|saturday|sunday|' +
  'segunda(?:-feira)?|terça(?:-feira)?|quarta(?:-feira)?|quinta(?:-feira)?|sexta(?:-feira)?|sábado|domingo|' +
  'lunes|martes|miércoles|jueves|viernes|sábado|domingo';
const MONTH =
  'january|february|march|april|may|june|july|august|september|october|november|december|' +
  'janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro|' +
  'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre';
// Each lead once: "desde el", "a partir de", "el próximo" and "la próxima" are spelt by the
// others in a row, and a phrase read two ways made the search exponential (see lead-chain.ts).
const DATE_LEAD =
  'starting|from|this|next|on|every|a partir d[eo]|desde|no|na|neste|nesta|' +
  'nos|nas|este|esta|el|la|o próximo|a próxima|próximo|próxima';
const DAY = `(?:(?:${WEEKDAY})(?:,?\\s+(?:(?:${MONTH})\\s+\\d{1,2}|\\d{1,2}(?:\\s+de\\s+(?:${MONTH}))?))?|(?:${MONTH})\\s+\\d{1,2}|\\d{1,2}\\s+de\\s+(?:${MONTH})|this weekend|neste fim de semana|este fin de semana)`;
/** `(?<![\p{L}])(?:(?:DATE_LEAD)\s+)*DAY(?![\p{L}])`, searched by findLeadChain. */
export const DATE: LeadChain = {
  start: /(?<![\p{L}])/uy,
  lead: new RegExp(`(?:${DATE_LEAD})\\s+`, 'iuy'),
  body: new RegExp(`${DAY}(?![\\p{L}])`, 'iuy'),
};
const findDate = (text: string) => findLeadChain(text, DATE);

const CLOCK =
  '\\d{1,2}(?::\\d{2})?\\s?(?:am|pm|a\\.m\\.|p\\.m\\.)(?:\\s(?:ET|PT|CT|MT|CET))?|\\d{1,2}:\\d{2}|\\d{1,2}h(?:\\d{2})?';
export const TIME = new RegExp(
  `(?<![\\p{L}\\d])(?:(?:a partir das|a partir de las|from|das|de|desde|at|às|as|a las|a la)\\s+)?(?:${CLOCK})(?:\\s*(?:to|until|-|–|às|as|a|hasta las|a las)\\s+(?:${CLOCK}))?(?![\\p{L}\\d])`,
  'iu',
);

const NAME_WORD = "(?:\\p{Lu}[\\p{L}\\p{M}'’-]*|\\d+[A-Za-z]?)";
const NAME_LINK = '(?:de|da|do|das|dos|del|of|the|&)';
const NAME = `${NAME_WORD}(?:\\s+(?:${NAME_LINK}\\s+)?${NAME_WORD})*`;
const PLACE_PREP = 'at|in|na|no|em|nas|nos|en|en el|en la';
const POSSESSIVE = 'our|nossa|nosso|nuestro|nuestra';
export const PLACE = new RegExp(
  `(?<![\\p{L}])(?:${PLACE_PREP})\\s+((?:the\\s+)?${NAME}|(?:${POSSESSIVE})\\s+\\p{Ll}+\\s+(?:de|do|da|in)\\s+${NAME})`,
  'u',
);

/** Price, percentage or "3 for $45": what makes a sentence an offer. */
const OFFER = /(?:[$€£]\s?\d|R\$\s?\d|\d\s?(?:€|%|euros?\b|reais\b)|\b\d+\s+(?:for|por)\s+[$€£R])/iu;
/** The condition of an offer: until when, while stocks last, this week only. */
const CONDITION =
  /(?<![\p{L}])(?:until|till|through|ends|this (?:week|weekend)(?: only)?|while (?:stocks?|supplies) last|até|enquanto|válido até|solo hasta|hasta|antes del?)(?![\p{L}])[^.!?]*/iu;

/**
 * The condition with the white space and the one comma before it (`\s*,?\s*CONDITION`): looked
 * for from its word, then widened backwards, as that regex searched again from each space of a
 * long run of them.
 */
export function findCondition(sentence: string): string | null {
  const match = CONDITION.exec(sentence);
  if (!match) return null;
  let start = trailingRunStart(sentence.slice(0, match.index), isSpace);
  if (sentence.charAt(start - 1) === ',') start = trailingRunStart(sentence.slice(0, start - 1), isSpace);
  return sentence.slice(start, match.index + match[0].length);
}

export interface Woven {
  /** Paragraphs of the body, in order (a paragraph may hold line breaks). */
  paragraphs: string[];
  /** A line of the brief fit to open the caption (a question, a closing motto), if any. */
  opening: string | null;
}

export interface Labels {
  when: string;
  where: string;
  offer: string;
}

export interface WeaveIcons {
  when: string | null;
  where: string | null;
  offer: string | null;
  condition: string | null;
}

function capitalize(text: string): string {
  return text.replace(/^(["“'‘(¿¡]*)(\p{Ll})/u, (_, lead: string, c: string) => lead + c.toLocaleUpperCase());
}

const DANGLING_END = (char: string) => isSpace(char) || ',;:–—-'.includes(char);
const DANGLING_WORD = /^(?:on|at|in|from|no|na|em|en|el|la|de|do|da|às|a|y|e|and)$/iu;

/** Tidies a sentence a phrase was cut out of: doubled commas, a dangling preposition, its end (exported for its test). */
export function mend(text: string): string {
  // Spaces before punctuation go (`\s+([,.;:!?])` → '$1'), each run of them looked at once.
  let out = text
    .replace(/\s+/g, (run: string, at: number, all: string) =>
      /[,.;:!?]/.test(all.charAt(at + run.length)) ? '' : run,
    )
    .replace(/,(\s*,)+/g, ',')
    .replace(/\s{2,}/g, ' ')
    .trim();
  // Its end cut back (punctuation and spaces, then a dangling preposition) until it holds:
  // an index moves back instead of a regex searching the whole text on each round.
  let end = out.length;
  for (;;) {
    const before = end;
    end = trailingRunStart(out.slice(0, end), DANGLING_END);
    const dangling = danglingWordStart(out, end, DANGLING_WORD, 4);
    if (dangling >= 0) end = dangling;
    end = trailingRunStart(out.slice(0, end), isSpace);
    if (end === before) break;
  }
  out = out.slice(0, end);
  out = out.replace(/^[,;:\s]+/u, '');
  return out;
}

function endSentence(text: string): string {
  return /[.!?…:]$/u.test(text) ? text : `${text}.`;
}

function line(icon: string | null, label: string | null, value: string): string {
  const body = label ? `${label}: ${value}` : value;
  return icon ? `${icon} ${body}` : body;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * An event: the first sentence that names a day or a time is split into what, when and
 * where; the other sentences follow as written.
 */
export function weaveEvent(sentences: readonly string[], labels: Labels, icons: WeaveIcons): Woven | null {
  const index = sentences.findIndex((s) => findDate(s) !== null || TIME.test(s));
  if (index < 0) return null;
  let rest = (sentences[index] as string).replace(/[.!]$/u, '');
  const date = findDate(rest)?.text ?? null;
  if (date) rest = rest.replace(date, ' ');
  const time = TIME.exec(rest)?.[0] ?? null;
  if (time) rest = rest.replace(time, ' ');
  const places: string[] = [];
  for (let match = PLACE.exec(rest); match && places.length < 3; match = PLACE.exec(rest)) {
    places.push(match[1] as string);
    rest = rest.replace(match[0], ' ');
  }
  const what = mend(rest);
  if (words(what) < 2 || (!date && !time)) return null;
  const when = [date, time].filter((p): p is string => Boolean(p)).map((p) => mend(p.trim()));
  const facts = [
    line(icons.when, labels.when, capitalize(when.join(', '))),
    ...(places.length > 0 ? [line(icons.where, labels.where, places.join(', '))] : []),
  ];
  const before = sentences.slice(0, index);
  const after = sentences.slice(index + 1);
  return {
    paragraphs: [
      [...before, endSentence(capitalize(what))].join(' '),
      facts.join('\n'),
      ...(after.length ? [after.join(' ')] : []),
    ],
    opening: null,
  };
}

/**
 * A sentence that opens with its date ("Starting March 3, …", "Desde el lunes, …"): the
 * sentence goes first, its date after it on a line of its own.
 */
export function weaveLeadingDate(
  sentences: readonly string[],
  labels: Labels,
  icons: WeaveIcons,
): Woven | null {
  const index = sentences.findIndex((s) => {
    const match = findDate(s);
    return match?.index === 0 && s.charAt(match.text.length) === ',';
  });
  if (index < 0) return null;
  const sentence = sentences[index] as string;
  const date = (findDate(sentence) as ChainMatch).text;
  const rest = capitalize(sentence.slice(date.length + 1).trim());
  if (words(rest) < 3) return null;
  const paragraphs = [
    [...sentences.slice(0, index), rest].join(' '),
    line(icons.when, labels.when, capitalize(date)),
    ...(index + 1 < sentences.length ? [sentences.slice(index + 1).join(' ')] : []),
  ];
  return { paragraphs, opening: null };
}

/** An offer: the sentences that describe the product first, then the offer and its condition, each on a line. */
export function weaveOffer(sentences: readonly string[], labels: Labels, icons: WeaveIcons): Woven | null {
  const index = sentences.findIndex((s) => OFFER.test(s));
  if (index < 0) return null;
  const sentence = (sentences[index] as string).replace(/[.!]$/u, '');
  const condition = findCondition(sentence);
  const offer = mend(condition ? sentence.replace(condition, ' ') : sentence);
  if (words(offer) < 2 && !OFFER.test(offer)) return null;
  const lines = [line(icons.offer, labels.offer, endSentence(offer))];
  if (condition) lines.push(line(icons.condition, null, endSentence(capitalize(mend(condition)))));
  const others = sentences.filter((_, i) => i !== index);
  return { paragraphs: [...(others.length ? [others.join(' ')] : []), lines.join('\n')], opening: null };
}

/**
 * "water the plants and check the soil daily" → ["water the plants", "check the soil daily"]:
 * `/^(.*\S)\s+(?:and|e|y)\s+(\S+(?:\s+\S+){2,})$/u` (the last "and" followed by three words
 * or more, to the end) read word by word; as a regex it was quadratic in the number of words.
 */
export function splitLastClause(text: string): [string, string] | null {
  const words: { start: number; end: number }[] = [];
  for (const match of text.matchAll(/\S+/gu))
    words.push({ start: match.index, end: match.index + match[0].length });
  const lastWord = words[words.length - 1];
  if (!lastWord || lastWord.end !== text.length) return null;
  const firstBreak = text.search(LINE_BREAK);
  for (let k = words.length - 4; k >= 1; k--) {
    const word = words[k] as { start: number; end: number };
    const connective = text.slice(word.start, word.end);
    if (connective !== 'and' && connective !== 'e' && connective !== 'y') continue;
    const headEnd = (words[k - 1] as { end: number }).end;
    // `.` stops at a line break: the head holds none.
    if (firstBreak >= 0 && firstBreak < headEnd) continue;
    return [text.slice(0, headEnd), text.slice((words[k + 1] as { start: number }).start)];
  }
  return null;
}

/**
 * Tips written as one sentence ("Three tips: water in the morning, check the soil and
 * avoid the leaves") become a title and items. A final "and/e/y" splits only when what
 * follows it is a clause of its own (three words or more), so "cool and dark" stays whole.
 */
export function clauseList(
  sentences: readonly string[],
): { lead: string[]; items: string[]; after: string[] } | null {
  for (const [i, sentence] of sentences.entries()) {
    const titled = /^([^:]{3,90}):\s+(.+)$/u.exec(sentence);
    const head = titled ? `${titled[1]}:` : null;
    const body = (titled ? (titled[2] as string) : sentence).replace(/[.!]$/u, '');
    let items = splitTrimmed(body, ',;').filter(Boolean);
    const last = items[items.length - 1] ?? '';
    const split = splitLastClause(last);
    if (split && items.length >= 2) items = [...items.slice(0, -1), ...split];
    if (items.length < (head ? 2 : 3) || items.some((item) => words(item) > 14)) continue;
    return {
      lead: [...sentences.slice(0, i), ...(head ? [head] : [])],
      items: items.map((item) => capitalize(item)),
      after: sentences.slice(i + 1),
    };
  }
  return null;
}

/** "Llega la Navidad a X: roscones, turrones y cajas regalo" → the head, then the items as a list. */
export function colonList(
  sentences: readonly string[],
): { lead: string[]; items: string[]; after: string[] } | null {
  const found = clauseList(sentences);
  return found?.lead.some((l) => l.endsWith(':')) ? found : null;
}

/**
 * A closing motto or a question raised to the opening: "…Today we deliver across Denver.
 * Start where you are." opens with "Start where you are."; a question post opens with its question.
 */
export function raiseLine(sentences: readonly string[], kind: 'last' | 'question'): Woven | null {
  if (sentences.length < 2) return null;
  const index = kind === 'question' ? sentences.findIndex((s) => /[?？]$/u.test(s)) : sentences.length - 1;
  const chosen = sentences[index];
  if (index < 0 || !chosen || chosen.length > 110) return null;
  return { paragraphs: [sentences.filter((_, i) => i !== index).join(' ')], opening: chosen };
}

/** Words that open a phrase in lower case when it moves inside a sentence ("Our winter menu…" → "our winter menu…"). */
const LOWER_OPENERS = new Set([
  'our',
  'the',
  'a',
  'an',
  'my',
  'every',
  'each',
  'fresh',
  'new',
  'nosso',
  'nossa',
  'nossos',
  'nossas',
  'o',
  'os',
  'as',
  'um',
  'uma',
  'cada',
  'novo',
  'nova',
  'nuestro',
  'nuestra',
  'nuestros',
  'nuestras',
  'el',
  'la',
  'los',
  'las',
  'un',
  'una',
  'nuevo',
  'nueva',
]);

/** The phrase with its first word in lower case when that word is a common one (never a name). */
function lowerOpener(text: string, common: (word: string) => boolean): string {
  const first = text.split(/\s+/)[0] ?? '';
  const lower = first.toLocaleLowerCase();
  return LOWER_OPENERS.has(lower) || common(first) ? lower + text.slice(first.length) : text;
}

const CONNECTIVE = /^(?:and|or|but|e|ou|mas|y|o|pero)\s/iu;

/**
 * `/^(.+?)(?::\s+|\s+[—–-]\s+|,\s+)(.+)$/u.exec(text)`'s two groups: the text before its first
 * separator (a colon, a dash between spaces, a comma) and after it. In one pass: as a regex, each
 * space of a long run was tried as the start of a dash's spaces.
 */
export function twoClauses(text: string): [string, string] | null {
  const firstBreak = text.search(LINE_BREAK);
  const lastBreak = lastBreakOf(text);
  // The head, `.+?`, holds no line break: a separator after the first break is too late.
  const limit = firstBreak < 0 ? text.length : firstBreak;
  let spaceRun = -1;
  for (let at = 1; at <= limit && at < text.length; at++) {
    const char = text.charAt(at);
    let rest = -1;
    if (char === ':' || char === ',') rest = restAfterSpace(text, at + 1, lastBreak);
    else if (isSpace(char)) {
      // A run of spaces is tried once, from its first space (a later start ends the same way).
      if (spaceRun >= 0 && spaceRun === at - 1) {
        spaceRun = at;
        continue;
      }
      spaceRun = at;
      let dash = at;
      while (dash < text.length && isSpace(text.charAt(dash))) dash++;
      if (dash < text.length && '—–-'.includes(text.charAt(dash)))
        rest = restAfterSpace(text, dash + 1, lastBreak);
    }
    if (rest >= 0) return [text.slice(0, at), text.slice(rest)];
  }
  return null;
}

/**
 * A brief of one sentence in two clauses ("New flavor in the shop: pistachio gelato…", "Our
 * winter menu is here, with soups and hot chocolate.") told the other way round: its second
 * clause first, then the first ("With soups and hot chocolate: our winter menu is here."). Only
 * the brief's own words, moved; null for a question (its mark must stay at its end), a list, or a
 * sentence without two clauses of a few words each.
 */
export function turnClauses(
  sentences: readonly string[],
  /** Whether a word is a common noun the lexicon knows (it then goes to lower case inside the sentence). */
  common: (word: string) => boolean = () => false,
): Woven | null {
  if (sentences.length !== 1) return null;
  const sentence = (sentences[0] ?? '').trim();
  if (/[?？]$/u.test(sentence)) return null;
  const body = trimEndWhile(sentence, charsOf('.!…'));
  const match = twoClauses(body);
  if (!match) return null;
  const [head, rest] = match;
  const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
  if (words(head) < 2 || words(rest) < 3 || CONNECTIVE.test(rest) || rest.includes(',')) return null;
  const end = /!$/u.test(sentence) ? '!' : '.';
  return { paragraphs: [`${capitalize(rest)}: ${lowerOpener(head, common)}${end}`], opening: null };
}

/**
 * A brief of several sentences in another order: the variant-th sentence first (the second
 * variant starts with the last one), the others after it as written.
 */
export function rotateSentences(sentences: readonly string[], variant: number): Woven | null {
  if (sentences.length < 2 || variant < 2) return null;
  const start = (sentences.length - ((variant - 1) % sentences.length)) % sentences.length;
  const order = [...sentences.slice(start), ...sentences.slice(0, start)];
  if (order.join(' ') === sentences.join(' ')) return null;
  return { paragraphs: [order.join(' ')], opening: null };
}
