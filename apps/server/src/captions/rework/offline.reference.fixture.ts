/** The implementation before decision 0046 (quadratic on hostile text): the reference its rewrite must agree with on ordinary text. Tests only. */
import {
  type BrandVoice,
  type Language,
  type NetworkId,
  type ReworkRequest,
  removeEmojis,
  reworkNetwork,
  type StyleId,
} from '@captia/shared';

/**
 * Reworks without a model: deterministic edits of the caption's own sentences. The network
 * rules (limit, hashtag cap, the plan's switches) and the guardrails come after, in the engine.
 */

const CLOSINGS: Record<Language, readonly string[]> = {
  'en-US': [
    'Tell us what you think in the comments.',
    'Save this post for later.',
    'Share it with someone who needs it.',
  ],
  'pt-BR': [
    'Conta pra gente nos comentários o que achou.',
    'Salve este post para ver depois.',
    'Compartilhe com quem precisa ver isso.',
  ],
  'es-ES': [
    'Cuéntanos en los comentarios qué te parece.',
    'Guarda esta publicación para más tarde.',
    'Compártela con quien la necesite.',
  ],
};

const OPENERS: Partial<Record<StyleId, Record<Language, string>>> = {
  friendly: { 'en-US': 'Hi there!', 'pt-BR': 'Oi, gente!', 'es-ES': '¡Hola!' },
  casual: { 'en-US': 'So,', 'pt-BR': 'Então,', 'es-ES': 'Bueno,' },
  funny: { 'en-US': 'Plot twist:', 'pt-BR': 'Spoiler:', 'es-ES': 'Spoiler:' },
  inspirational: {
    'en-US': 'Small steps count.',
    'pt-BR': 'Pequenos passos contam.',
    'es-ES': 'Los pequeños pasos cuentan.',
  },
  persuasive: { 'en-US': 'Don’t miss this:', 'pt-BR': 'Não perca:', 'es-ES': 'No te lo pierdas:' },
};

/** Sentences of a text, keeping their closing punctuation; line breaks end a sentence too. */
function sentences(text: string): string[] {
  return (text.match(/[^.!?…\n]+[.!?…]*|\n+/gu) ?? [text]).map((s) => s.trim()).filter(Boolean);
}

/** The body and the closing run of hashtags (kept apart so edits never split a tag block). */
function splitTags(text: string): { body: string; tags: string } {
  const match = /(?:\s*#[\p{L}\p{N}_]+)+\s*$/u.exec(text);
  if (!match || match.index === 0) return { body: text.trim(), tags: '' };
  return { body: text.slice(0, match.index).trim(), tags: match[0].trim() };
}

/** A sentence holding facts: numbers, prices, dates, @mentions, links, or capitalised names past its first word. */
function hasFacts(sentence: string): boolean {
  return /\d|@\w|https?:\/\/|[$€£]|R\$/u.test(sentence) || /\s\p{Lu}\p{Ll}+/u.test(sentence);
}

function join(body: string, tags: string): string {
  return tags ? `${body}\n\n${tags}` : body;
}

/** About two thirds as long: the opening sentence and the sentences with facts, others dropped from the end. */
export function shorter(text: string): string {
  const { body, tags } = splitTags(text);
  const parts = sentences(body);
  const target = Math.max(1, Math.floor(body.length * 0.66));
  if (parts.length > 1) {
    const kept = [parts[0] as string];
    let length = kept[0]?.length ?? 0;
    for (const part of parts.slice(1)) {
      if (hasFacts(part) && length + part.length <= target) {
        kept.push(part);
        length += part.length + 1;
      }
    }
    const result = kept.join(' ');
    if (result.length < body.length) return join(result, tags.split(/\s+/).slice(0, 2).join(' '));
  }
  // One sentence: cut it at a clause, else on a word boundary.
  const clause = body
    .slice(0, target)
    .replace(/[,;:–—-][^,;:–—-]*$/u, '')
    .trim();
  const cut =
    clause.length >= 12
      ? clause
      : body
          .slice(0, target)
          .replace(/\s+\S*$/u, '')
          .trim();
  const shortened = cut.length > 0 && cut.length < body.length ? `${cut.replace(/[,;:]$/u, '')}…` : body;
  return join(shortened, tags.split(/\s+/).slice(0, 1).join(' '));
}

/** A closing line: the brand's call to action, else a stock invitation to engage. */
export function longer(text: string, language: Language, brand: BrandVoice | null): string {
  const { body, tags } = splitTags(text);
  const closings = CLOSINGS[language];
  const pick = closings[body.length % closings.length] as string;
  const cta = brand?.callToAction && !body.includes(brand.callToAction) ? brand.callToAction : pick;
  const extra = body.includes(cta) ? (closings.find((line) => !body.includes(line)) ?? '') : cta;
  return join(extra ? `${body}\n\n${extra}` : body, tags);
}

/** The caption in another style: sober styles lose emojis and exclamations; others get an opener. */
export function restyle(text: string, style: StyleId, language: Language): string {
  const { body, tags } = splitTags(text);
  if (style === 'professional' || style === 'informative') {
    return join(
      removeEmojis(body)
        .replace(/!+/g, '.')
        .replace(/\.{2,}/g, '.'),
      tags,
    );
  }
  if (style === 'bold') {
    const punchy = sentences(body)
      .flatMap((s) => s.split(/,\s+/u))
      .map((s) => s.replace(/[.!?…]*$/u, '.'))
      .map((s) => s.charAt(0).toLocaleUpperCase(language) + s.slice(1))
      .join(' ');
    return join(punchy, tags);
  }
  const opener = OPENERS[style]?.[language];
  if (!opener || body.startsWith(opener)) return join(body, tags);
  const lowered = /[:,]$/.test(opener) ? body.charAt(0).toLocaleLowerCase(language) + body.slice(1) : body;
  return join(`${opener} ${lowered}`, tags);
}

const COMPACT: ReadonlySet<NetworkId> = new Set(['x', 'threads', 'bluesky', 'mastodon']);

/** For another network: its layout habits; its limit and hashtag cap come after, in the pipeline. */
export function adapt(text: string, target: NetworkId): string {
  const { body, tags } = splitTags(text);
  // The short-post networks read as one block: no blank lines between paragraphs.
  if (COMPACT.has(target)) return join(body.replace(/\n{2,}/g, '\n'), tags);
  return join(body, tags);
}

/** The offline rework of `request` (translate needs a model and never reaches here). */
export function reworkOffline(request: ReworkRequest, language: Language, brand: BrandVoice | null): string {
  switch (request.action) {
    case 'shorter':
      return shorter(request.text);
    case 'longer':
      return longer(request.text, language, brand);
    case 'restyle':
      return restyle(request.text, request.style ?? 'friendly', language);
    case 'adapt':
      return adapt(request.text, reworkNetwork(request));
    default:
      // fit: the pipeline cuts the caption to the network's exact limit.
      return request.text;
  }
}
