import type { Language } from '../../languages';
import { countLength, NETWORK_LIMITS } from '../networks';
import type { NetworkId, PostTypeId, StyleId } from '../options';
import { type CaptionRules, finalizeCaption, shortenToFit } from '../pipeline';
import type { Caption, CaptionDraft, ResolvedCaptionRequest } from '../schema';
import { fold, toHashtag } from '../text';
import { analyzeBrief, type BriefAnalysis } from './analyze';
import { DIRECT_STYLES, type PhrasePack, STYLE_TONE } from './phrases';
import { phrasesEnUS } from './phrases.en-US';
import { phrasesEsES } from './phrases.es-ES';
import { phrasesPtBR } from './phrases.pt-BR';
import { hashString, seededRandom, shuffled } from './random';

const PACKS: Readonly<Record<Language, PhrasePack>> = {
  'pt-BR': phrasesPtBR,
  'en-US': phrasesEnUS,
  'es-ES': phrasesEsES,
};
const ALL_PACKS = Object.values(PACKS);

const POST_TYPE_EMOJIS: Readonly<Record<PostTypeId, readonly string[]>> = {
  'product-promotion': ['🛍️', '✨', '😍'],
  announcement: ['📣', '🎉', '🔔'],
  event: ['📅', '📍', '🎟️'],
  'tips-educational': ['💡', '📌', '🧠'],
  'behind-the-scenes': ['🎬', '👀', '🛠️'],
  inspirational: ['✨', '🌱', '💛'],
  'question-engagement': ['🤔', '💬', '🗣️'],
  seasonal: ['✨', '🎉', '💫'],
};

const CTA_EMOJIS: Readonly<Record<PostTypeId, readonly string[]>> = {
  'product-promotion': ['🛒', '👉', '💬'],
  announcement: ['🔔', '👇', '📲'],
  event: ['🗓️', '📍', '🎟️'],
  'tips-educational': ['📌', '💾', '👇'],
  'behind-the-scenes': ['👀', '🎥', '💬'],
  inspirational: ['💛', '🙌', '🌱'],
  'question-engagement': ['👇', '💬', '🗨️'],
  seasonal: ['🎉', '🎁', '✨'],
};

const STYLE_EMOJIS: Readonly<Record<StyleId, readonly string[]>> = {
  professional: ['✅', '📈', '🤝'],
  casual: ['😎', '🙌', '👌'],
  funny: ['😂', '🤭', '🙈'],
  inspirational: ['✨', '🌟', '💫'],
  persuasive: ['👉', '⏳', '🔥'],
  informative: ['💡', '📌', '📊'],
  friendly: ['😊', '💛', '🤗'],
  bold: ['🔥', '⚡', '💥'],
};

const LIST_BULLETS = ['✅', '👉', '🔹'];

/** Styles that keep emojis to the hook and the call to action. */
const SOBER_STYLES: ReadonlySet<StyleId> = new Set(['professional', 'informative']);

/** How many hashtags each network gets (before its cap): networks reward few, relevant tags. */
const HASHTAG_COUNT: Readonly<Record<NetworkId, { short: number; long: number }>> = {
  instagram: { short: 3, long: 5 },
  facebook: { short: 2, long: 3 },
  x: { short: 2, long: 2 },
  linkedin: { short: 3, long: 4 },
  tiktok: { short: 3, long: 5 },
  threads: { short: 1, long: 1 },
  youtube: { short: 3, long: 3 },
  pinterest: { short: 3, long: 5 },
};

/** The brief's part of a short caption, so that the hook and the call to action still fit. */
const SHORT_BODY_CHARS: Readonly<Record<NetworkId, number>> = {
  instagram: 260,
  facebook: 260,
  x: 170,
  linkedin: 300,
  tiktok: 220,
  threads: 260,
  youtube: 300,
  pinterest: 260,
};

export interface BasicGeneratorOptions {
  /** Same brief + same seed → same captions. Defaults to a hash of the brief and its options. */
  seed?: number;
}

interface Context {
  request: ResolvedCaptionRequest;
  pack: PhrasePack;
  analysis: BriefAnalysis;
  network: NetworkId;
  variant: number;
  seed: number;
}

/** The variant-th entry of a list shuffled once per network: the variants of one network never share a line. */
function pick<T>(ctx: Context, list: readonly T[], salt: string, offset = 0): T {
  const order = shuffled(list, seededRandom(hashString(`${ctx.seed}|${ctx.network}|${salt}`)));
  return order[(ctx.variant - 1 + offset) % order.length] as T;
}

function withEmoji(line: string, emoji: string | null): string {
  return emoji ? `${line} ${emoji}` : line;
}

function frameSubject(ctx: Context, subject: string): string {
  const firstWord = fold(subject.split(/\s+/)[0] ?? '');
  // "Our new café" reads "our new café" inside a sentence; names keep their capital.
  const inner = [
    'our',
    'the',
    'a',
    'an',
    'my',
    'nosso',
    'nossa',
    'o',
    'a',
    'os',
    'as',
    'um',
    'uma',
    'meu',
    'minha',
    'el',
    'la',
    'los',
    'las',
    'un',
    'una',
    'nuestro',
    'nuestra',
    'mi',
  ].includes(firstWord)
    ? subject.charAt(0).toLocaleLowerCase() + subject.slice(1)
    : subject;
  let sentence = pick(ctx, ctx.pack.topicFrames, 'frame').replace('{topic}', inner);
  for (const [pattern, replacement] of ctx.pack.contractions ?? [])
    sentence = sentence.replace(pattern, replacement);
  return sentence;
}

/** The brief's sentences, shortened for short captions at a sentence boundary. */
function bodySentences(ctx: Context): string[] {
  const { analysis, request, network } = ctx;
  const sentences = [
    ...(analysis.subject ? [frameSubject(ctx, analysis.subject)] : []),
    ...analysis.sentences,
  ];
  if (request.length === 'long') return sentences;
  const budget = SHORT_BODY_CHARS[network];
  const kept: string[] = [];
  let used = 0;
  for (const sentence of sentences) {
    if (kept.length > 0 && used + sentence.length > budget) break;
    kept.push(sentence);
    used += sentence.length + 1;
  }
  return kept;
}

function listBody(ctx: Context): string | null {
  const { analysis, request } = ctx;
  if (request.postType !== 'tips-educational' || analysis.listItems.length < 2) return null;
  const items = request.length === 'short' ? analysis.listItems.slice(0, 3) : analysis.listItems;
  const bullet = request.emojis ? pick(ctx, LIST_BULLETS, 'bullet') : '•';
  const lead = [...(analysis.subject ? [frameSubject(ctx, analysis.subject)] : []), ...analysis.listLead];
  // The brief's own title ("How to save on groceries:") introduces the list; otherwise one of ours does.
  if (!lead.some((line) => line.endsWith(':'))) lead.push(pick(ctx, ctx.pack.listIntros, 'intro'));
  return `${lead.join(' ')}\n${items.map((item) => `${bullet} ${item}`).join('\n')}`;
}

function hookLine(ctx: Context): string {
  const { request, pack, analysis } = ctx;
  const season = analysis.topics.find((t) => t.seasonal && pack.seasonHooks[t.id]);
  const seasonLines = season ? pack.seasonHooks[season.id] : undefined;
  if (seasonLines && (request.postType === 'seasonal' || ctx.variant === 2))
    return pick(ctx, seasonLines, 'season');
  return pick(ctx, pack.hooks[request.postType][STYLE_TONE[request.style]], 'hook');
}

function hashtagsFor(ctx: Context, body: string): string[] {
  const { request, analysis, network, pack } = ctx;
  if (!request.hashtags) return [];
  const own = new Set(analysis.ownHashtags.map(fold));
  const wanted = Math.min(
    HASHTAG_COUNT[network][request.length] - own.size,
    NETWORK_LIMITS[network].maxHashtags ?? Number.POSITIVE_INFINITY,
  );
  if (wanted <= 0) return [];
  const topicTags = analysis.topics.flatMap((t) => t.tags[request.language].slice(0, 1));
  const secondTopicTags = analysis.topics.flatMap((t) => t.tags[request.language].slice(1, 2));
  const typeTags = pack.postTypeTags[request.postType];
  const terms = analysis.termTags;
  const ordered = [
    ...terms.slice(0, 2),
    ...topicTags.slice(0, 1).map((t) => `#${t}`),
    ...typeTags.slice(0, 1).map((t) => `#${t}`),
    ...terms.slice(2, 4),
    ...topicTags.slice(1).map((t) => `#${t}`),
    ...secondTopicTags.map((t) => `#${t}`),
    ...typeTags.slice(1).map((t) => `#${t}`),
  ];
  // Variants lead with different tags; the most specific ones stay in.
  const rotated =
    ctx.variant === 1 ? ordered : [...ordered.slice(ctx.variant - 1), ...ordered.slice(0, ctx.variant - 1)];
  const used = new Set(own);
  for (const match of body.matchAll(/#[\p{L}\p{M}\p{N}_]+/gu)) used.add(fold(match[0]));
  const tags: string[] = [];
  for (const candidate of rotated) {
    const tag = toHashtag(candidate.replace(/^#/, ''));
    if (!tag || used.has(fold(tag))) continue;
    used.add(fold(tag));
    tags.push(tag);
    if (tags.length >= wanted) break;
  }
  return tags;
}

interface Parts {
  hook: string | null;
  body: string;
  detail: string | null;
  styleLine: string | null;
  question: string | null;
  cta: string;
  networkCta: string | null;
  tags: string[];
}

function assemble(network: NetworkId, parts: Parts): string {
  const middle = [parts.detail, parts.styleLine].filter(Boolean).join(' ');
  const closing = [parts.question, parts.cta, parts.networkCta].filter(Boolean).join(' ');
  const tags = parts.tags.join(' ');
  const paragraphs = [parts.hook, parts.body, middle, closing, tags].filter((p): p is string => Boolean(p));
  // Pinterest shows a description as one block; the others keep paragraphs.
  return network === 'pinterest' ? paragraphs.join(' ').replace(/\n+/g, ' ') : paragraphs.join('\n\n');
}

/** Drops the optional parts, then tags, then shortens the brief, until the network's limit holds. */
function fitParts(network: NetworkId, parts: Parts): string {
  const limit = NETWORK_LIMITS[network].maxLength;
  const fits = (p: Parts) => countLength(network, assemble(network, p)) <= limit;
  let current = { ...parts };
  if (fits(current)) return assemble(network, current);
  for (const key of ['networkCta', 'styleLine', 'detail', 'question', 'hook'] as const) {
    current = { ...current, [key]: null };
    if (fits(current)) return assemble(network, current);
  }
  current = { ...current, tags: current.tags.slice(0, 1) };
  if (fits(current)) return assemble(network, current);
  const body = shortenToFit(current.body, (candidate) => fits({ ...current, body: candidate }));
  return assemble(network, { ...current, body: body ?? current.body });
}

function writeCaption(ctx: Context): string {
  const { request, pack, network, variant } = ctx;
  const { postType, style, emojis } = request;
  const long = request.length === 'long';
  const direct = DIRECT_STYLES.has(style);
  const sober = SOBER_STYLES.has(style);

  const list = listBody(ctx);
  const body = list ?? bodySentences(ctx).join(' ');
  const topicPool = (ctx.analysis.topics[0]?.emojis ?? []).filter((e) => !body.includes(e));
  const hookEmojiPool = topicPool.length > 0 ? topicPool : POST_TYPE_EMOJIS[postType];
  const hookEmoji = emojis ? pick(ctx, hookEmojiPool, 'hook-emoji') : null;
  // Each emoji once: the call to action and the style line pick among the ones not used yet.
  const fresh = (pool: readonly string[], used: readonly (string | null)[]) => {
    const rest = pool.filter((e) => !used.includes(e) && !body.includes(e));
    return rest.length > 0 ? rest : pool;
  };
  const ctaEmoji = emojis ? pick(ctx, fresh(CTA_EMOJIS[postType], [hookEmoji]), 'cta-emoji') : null;
  const styleEmoji =
    emojis && !sober ? pick(ctx, fresh(STYLE_EMOJIS[style], [hookEmoji, ctaEmoji]), 'style-emoji') : null;

  const bodyEndsWithQuestion = /[?？]\s*$/.test(body);

  const hook = withEmoji(hookLine(ctx), hookEmoji);
  const cta = withEmoji(
    pick(ctx, direct ? pack.ctas[postType].direct : pack.ctas[postType].soft, 'cta'),
    ctaEmoji,
  );
  const question =
    postType === 'question-engagement' && !bodyEndsWithQuestion
      ? pick(ctx, pack.questions, 'question')
      : null;
  const detail = long ? pick(ctx, pack.details[postType], 'detail') : null;
  // Short captions carry the style line only in the second variant, to vary their shape.
  const styleLine =
    long || variant === 2 ? withEmoji(pick(ctx, pack.styleLines[style], 'style'), styleEmoji) : null;
  const networkCta =
    long || network === 'pinterest' ? pick(ctx, pack.networkCtas[network], 'network-cta') : null;
  const parts: Parts = {
    // The third short variant opens with the brief itself.
    hook: !long && variant === 3 ? null : hook,
    body,
    detail,
    styleLine,
    question,
    cta,
    networkCta,
    tags: [],
  };
  parts.tags = hashtagsFor(ctx, assemble(network, parts));
  return fitParts(network, parts);
}

/** The seed of a brief: the same text and options give the same captions on every network. */
export function defaultSeed(request: ResolvedCaptionRequest): number {
  const { text, postType, style, length, emojis, hashtags, language } = request;
  return hashString(JSON.stringify([text, postType, style, length, emojis, hashtags, language]));
}

/**
 * The basic generator: captions written offline from the brief, in the caption
 * language, one per network and variant, before the network rules are applied.
 */
export function generateBasicDrafts(
  request: ResolvedCaptionRequest,
  options: BasicGeneratorOptions = {},
): CaptionDraft[] {
  const pack = PACKS[request.language];
  const analysis = analyzeBrief(request.text, ALL_PACKS);
  const seed = options.seed ?? defaultSeed(request);
  const drafts: CaptionDraft[] = [];
  for (const network of request.networks) {
    for (let variant = 1; variant <= request.variants; variant++) {
      const text = writeCaption({ request, pack, analysis, network, variant, seed });
      drafts.push({ network, variant, text });
    }
  }
  return drafts;
}

export function captionRules(request: ResolvedCaptionRequest): CaptionRules {
  return { emojis: request.emojis, hashtags: request.hashtags };
}

/** Basic captions with the network rules applied: what the API returns as `source: "basic"`. */
export function generateBasicCaptions(
  request: ResolvedCaptionRequest,
  options: BasicGeneratorOptions = {},
): Caption[] {
  const rules = captionRules(request);
  return generateBasicDrafts(request, options).map((draft) => ({
    network: draft.network,
    variant: draft.variant,
    ...finalizeCaption(draft.text, draft.network, rules),
  }));
}
