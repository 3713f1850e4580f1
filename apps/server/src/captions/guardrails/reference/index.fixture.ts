/** The stage before decision 0046, on the reference text rules (the tells and hashtags are the current ones). Tests only. */
import type { BrandVoice, Language, NetworkId } from '@captia/shared';
import { arrangeHashtags, splitClosing } from '../hashtags';
import { type CompiledTell, foldForTells, mayHold, TELL_LISTS, tellsFor } from '../tells';
import type { TellList } from '../types';
import { type AvoidList, avoidList, removeAvoided, removeAvoidedTags } from './avoid.fixture';
import { replaceDashes } from './dashes.fixture';
import {
  expand,
  hasContent,
  hasFacts,
  hasLetter,
  mask,
  matchCase,
  splitSentences,
  splitTrailing,
  tidySentence,
  unmask,
} from './text.fixture';

/**
 * The guardrail stage every caption passes (AI or basic, streamed or final) before the
 * network rules (`finalizeCaption`): AI tells mended or dropped, no em or en dash, none of the
 * brand's words to avoid, hashtags once each with the brand's first. Pure: no I/O, no model.
 * Facts (numbers, prices, dates, names, links, @mentions) are kept: a sentence that holds one
 * is mended at the phrase, never dropped. The caption is never emptied.
 */

export interface GuardrailContext {
  /** The caption's language. */
  language: Language;
  network: NetworkId;
  brand?: BrandVoice | null;
}

export { TELL_LISTS } from '../tells';

interface Pass {
  list: TellList;
  tells: CompiledTell[];
  avoid: AvoidList | null;
  english: boolean;
  /** Never drop: every tell takes its `keep` mend (the caption would otherwise be emptied). */
  keep: boolean;
}

/** One sentence (no trailing spaces) with its tells mended; null when the sentence is dropped. */
function mendTells(sentence: string, pass: Pass): string | null {
  let out = sentence;
  let drop = false;
  for (const tell of pass.tells) {
    out = out.replace(tell.re, (match: string, ...rest: unknown[]) => {
      const groups = rest.slice(0, -2) as (string | undefined)[];
      const { fix } = tell;
      // A phrase taken with its comma gives the comma back to whatever replaces it.
      const comma = (text: string) =>
        text && /,\s*$/.test(match) && !text.endsWith(',') ? `${text},` : text;
      if (fix.kind === 'replace') return comma(matchCase(fix.replacement(match, groups), match));
      const mend = () => comma(matchCase(expand(fix.keep, groups), match));
      if (pass.keep || hasFacts(match)) return mend();
      if (fix.scope === 'sentence') {
        if (hasFacts(sentence)) return mend();
        drop = true;
      }
      return '';
    });
    if (drop) return null;
  }
  if (out === sentence) return sentence;
  const tidied = tidySentence(out, sentence);
  return hasContent(tidied) || pass.keep ? tidied : null;
}

/** Runs `fn` on each sentence of a line; a null answer drops the sentence. */
function eachSentence(line: string, fn: (sentence: string) => string | null): string {
  let out = '';
  for (const piece of splitSentences(line)) {
    const [sentence, trailing] = splitTrailing(piece);
    const mended = fn(sentence);
    if (mended === null || (!hasContent(mended) && hasContent(sentence))) continue;
    out += mended + trailing;
  }
  return out.trimEnd();
}

/**
 * One line through the rules. `inText`: the tells found anywhere in the masked body (a tell in
 * a line is also one in the body: lines meet at a newline, which no pattern takes for a word
 * character or a space), so only those are tried on the line.
 */
function mendLine(line: string, pass: Pass, inText: CompiledTell[]): string {
  // Only the tells the line holds are tried on its sentences: one scan per tell per line.
  const present = inText.length > 0 ? inText.filter((tell) => matches(tell, line)) : inText;
  let out = present.length > 0 ? eachSentence(line, (s) => mendTells(s, { ...pass, tells: present })) : line;
  out = replaceDashes(out, pass.list);
  const { avoid } = pass;
  if (avoid) out = eachSentence(out, (s) => removeAvoided(s, avoid, pass.list, pass.english, pass.keep));
  return out;
}

function matches(tell: CompiledTell, text: string): boolean {
  tell.re.lastIndex = 0;
  return tell.re.test(text);
}

/**
 * Whether any of `tells` is in `text`. Only the tells whose words the text holds are run: a
 * scan of each pattern was most of the stage's time, and most captions hold none of their words.
 */
function remainingTell(text: string, tells: readonly CompiledTell[]): boolean {
  if (tells.length === 1) return matches(tells[0] as CompiledTell, text);
  const folded = foldForTells(text);
  return tells.some((tell) => mayHold(tell, folded) && matches(tell, text));
}

/** The tells in `text` (as `remainingTell`, each). */
function tellsIn(text: string, tells: readonly CompiledTell[]): CompiledTell[] {
  const folded = foldForTells(text);
  return tells.filter((tell) => mayHold(tell, folded) && matches(tell, text));
}

/** The body (no closing hashtags) through every rule, on masked text. */
function mendBody(body: string, pass: Pass): string {
  const { text, tokens } = mask(removeAvoidedTags(body, pass.avoid));
  const tidyLines = (lines: string) =>
    lines
      .split('\n')
      .map((line) => line.replace(/[ \t\u00A0]{2,}/g, ' ').trim())
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
  // One scan of the whole body per tell; most captions hold none, and their lines are not scanned again.
  const inText = tellsIn(text, pass.tells);
  let out = tidyLines(
    text
      .split('\n')
      .map((line) => mendLine(line, pass, inText))
      .join('\n'),
  );
  // A phrase dropped between two words can bring two halves of another tell together:
  // mend again, dropping nothing, until no tell is left. (Unchanged text: the scan above holds.)
  const settle: Pass = { ...pass, keep: true };
  let remaining = out === text ? inText.length > 0 : remainingTell(out, pass.tells);
  // `out` is tidy until a round below changes it (tidyLines changes nothing in a tidy text).
  const tidied = out;
  for (let round = 0; round < 3 && remaining; round++) {
    out = out
      .split('\n')
      .map((line) => eachSentence(line, (s) => mendTells(s, settle)))
      .join('\n');
    remaining = remainingTell(out, pass.tells);
  }
  // Still one after three rounds: blanked out.
  if (remaining) for (const tell of pass.tells) if (matches(tell, out)) out = out.replace(tell.re, ' ');
  return unmask(out === tidied ? out : tidyLines(out), tokens);
}

/** A caption with the guardrails applied (see the module comment). */
export function applyGuardrails(text: string, context: GuardrailContext): string {
  const list = TELL_LISTS[context.language];
  const input = text.normalize('NFC');
  const closing = splitClosing(input);
  const pass: Pass = {
    list,
    tells: tellsFor(context.language),
    avoid: avoidList(context.brand?.wordsToAvoid),
    english: context.language === 'en-US',
    keep: false,
  };
  let body = mendBody(closing.body, pass);
  if (hasLetter(closing.body) && !hasLetter(body)) {
    // Everything would go: keep every sentence, with the tells mended in place.
    body = mendBody(closing.body, { ...pass, keep: true });
    if (!hasLetter(body)) body = mendBody(closing.body, { ...pass, keep: true, avoid: null });
  }
  const out = arrangeHashtags(
    body,
    closing,
    context.brand?.hashtags ?? [],
    context.network,
    pass.avoid as Parameters<typeof arrangeHashtags>[4],
  );
  if (hasLetter(input) && !hasLetter(out))
    return arrangeHashtags(body, closing, context.brand?.hashtags ?? [], context.network, null) || body;
  return out;
}

/** The tells still in `text` (links, @mentions and hashtags aside), by the same patterns the stage mends. */
export function findTells(text: string, language: Language): string[] {
  const { text: masked } = mask(text.normalize('NFC'));
  return tellsFor(language).flatMap((tell) => masked.match(tell.re) ?? []);
}

/** One or two sentences for the AI prompt: the phrases, dashes and hashtag stacks to avoid. */
export function guardrailInstructions(language: Language): string {
  const examples = TELL_LISTS[language].examples.map((e) => `"${e}"`).join(', ');
  return (
    `Write like a person, not a template: never use stock phrases such as ${examples}. ` +
    'Never use em dashes (—) or en dashes (–): use a comma, a colon or a full stop instead, and never pile up hashtags.'
  );
}
