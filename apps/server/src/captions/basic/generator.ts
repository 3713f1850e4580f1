import {
  type AngleId,
  type BrandVoice,
  type Caption,
  type CaptionDraft,
  captionRules,
  countLength,
  finalizeCaption,
  fold,
  type Language,
  NETWORK_LIMITS,
  type NetworkId,
  type PostTypeId,
  type ResolvedCaptionRequest,
  removeEmojis,
  type StyleId,
  shortenToFit,
  toHashtag,
} from '@captia/shared';
import { analyzeBrief, type BriefAnalysis } from './analyze';
import { ANGLE_PACKS } from './angle-phrases';
import { phrasesEnUS, phrasesEsES, phrasesPtBR } from './data';
import { type BriefFacts, briefFacts } from './facts';
import { DIRECT_STYLES, type PhrasePack, STYLE_TONE } from './phrases';
import { hashString, seededRandom, shuffled } from './random';
import { breaksVoice, inVoice, scrubAvoided, type Voice, voiceOf } from './voice';
import {
  clauseList,
  colonList,
  raiseLine,
  rotateSentences,
  turnClauses,
  type WeaveIcons,
  type Woven,
  weaveEvent,
  weaveLeadingDate,
  weaveOffer,
} from './weave';

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
  bluesky: { short: 1, long: 2 },
  mastodon: { short: 2, long: 3 },
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
  bluesky: 150,
  mastodon: 260,
};

/** A campaign's slot the captions are written for (docs/decisions/0029). */
export interface AngleSlot {
  angle: AngleId;
  /** This slot carries the brief whole (the campaign's first); the others use its facts only. */
  whole: boolean;
  /** 1-based: which slot of this angle in the campaign (the second tip says something else). */
  occurrence: number;
  /** Days from this slot to the campaign's last day (the countdown). */
  daysLeft: number;
  /** Whether an earlier slot already opened with this line on this network (folded comparison). */
  openingTaken(network: NetworkId, line: string): boolean;
}

export interface BasicGeneratorOptions {
  /** Same brief + same seed → same captions. Defaults to a hash of the brief and its options. */
  seed?: number;
  /** Written as a slot of a campaign. */
  slot?: AngleSlot;
  /**
   * The caption is not fitted to one post: a thread is split from it, a carousel's slides are
   * written from it (the network rules apply to each post or slide afterwards).
   */
  whole?: boolean;
}

interface Context {
  request: ResolvedCaptionRequest;
  pack: PhrasePack;
  analysis: BriefAnalysis;
  network: NetworkId;
  variant: number;
  seed: number;
  voice: Voice;
  /** How many emojis this caption carries: the request's switch, then the brand's habit. */
  emojis: Voice['emojis'];
  /** A hash of the brief alone: what makes two briefs open differently. */
  briefHash: number;
  slot?: AngleSlot;
  facts?: BriefFacts;
  whole?: boolean;
  /** What one generation's captions share (see `once`): made per generation, never kept. */
  shared: Map<string, unknown>;
}

/**
 * Work that depends on the brief and the request but not on the caption's network or variant,
 * done once for all the captions of one generation (four for two networks × two variants).
 * `key` names everything the value depends on besides the brief and the request.
 */
function once<T>(ctx: Context, key: string, make: () => T): T {
  if (ctx.shared.has(key)) return ctx.shared.get(key) as T;
  const value = make();
  ctx.shared.set(key, value);
  return value;
}

/** The variant-th entry of a list shuffled once per network: the variants of one network never share a line. */
function pick<T>(ctx: Context, list: readonly T[], salt: string, offset = 0): T {
  const order = shuffled(list, seededRandom(hashString(`${ctx.seed}|${ctx.network}|${salt}`)));
  return order[(ctx.variant - 1 + offset) % order.length] as T;
}

/**
 * A stock line in the brand's voice, skipping the lines that hold a word the brand avoids;
 * null when every line of the list does.
 */
function stock(ctx: Context, list: readonly string[], salt: string): string | null {
  for (let offset = 0; offset < list.length; offset++) {
    const line = inVoice(pick(ctx, list, salt, offset), ctx.voice, ctx.pack);
    if (!breaksVoice(line, ctx.voice)) return line;
  }
  return null;
}

/** Like `stock`, but chosen by the brief's own hash: two briefs rarely get the same line. */
function stockForBrief(ctx: Context, list: readonly string[]): string | null {
  for (let offset = 0; offset < list.length; offset++) {
    const line = inVoice(
      list[(ctx.briefHash + ctx.variant - 1 + offset) % list.length] as string,
      ctx.voice,
      ctx.pack,
    );
    if (!breaksVoice(line, ctx.voice)) return line;
  }
  return null;
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
  let sentence = (stock(ctx, ctx.pack.topicFrames, 'frame') ?? '{topic}').replace('{topic}', inner);
  for (const [pattern, replacement] of ctx.pack.contractions ?? [])
    sentence = sentence.replace(pattern, replacement);
  return sentence;
}

/** The brief's sentences, the subject of a "write a post about X" brief framed first. */
function briefSentences(ctx: Context): string[] {
  const { analysis } = ctx;
  return [...(analysis.subject ? [frameSubject(ctx, analysis.subject)] : []), ...analysis.sentences];
}

/** Keeps the first paragraphs (at least one) within the short caption's budget for the brief. */
function withinBudget(ctx: Context, paragraphs: string[]): string[] {
  if (ctx.request.length === 'long') return paragraphs;
  const budget = SHORT_BODY_CHARS[ctx.network];
  const kept: string[] = [];
  let used = 0;
  for (const paragraph of paragraphs) {
    if (kept.length > 0 && used + paragraph.length > budget) break;
    kept.push(paragraph);
    used += paragraph.length + 2;
  }
  return kept;
}

/** Shortens plain sentences for a short caption, at a sentence boundary. */
function plainBody(ctx: Context, sentences: string[]): Woven {
  if (ctx.request.length === 'long') return { paragraphs: [sentences.join(' ')], opening: null };
  const budget = SHORT_BODY_CHARS[ctx.network];
  const kept: string[] = [];
  let used = 0;
  for (const sentence of sentences) {
    if (kept.length > 0 && used + sentence.length > budget) break;
    kept.push(sentence);
    used += sentence.length + 1;
  }
  return { paragraphs: [kept.join(' ')], opening: null };
}

function listBody(ctx: Context, sentences: string[]): Woven | null {
  const { analysis, request } = ctx;
  if (request.postType !== 'tips-educational') return null;
  let lead: string[];
  let items: string[];
  let after: string[] = [];
  if (analysis.listItems.length >= 2) {
    lead = [...(analysis.subject ? [frameSubject(ctx, analysis.subject)] : []), ...analysis.listLead];
    items = analysis.listItems;
  } else {
    // Tips written as running text: their clauses (or sentences) become the items.
    const clauses = clauseList(sentences);
    if (clauses) ({ lead, items, after } = clauses);
    else if (analysis.sentences.length >= 3) ({ lead, items } = { lead: [], items: sentences });
    else return null;
  }
  if (request.length === 'short') items = items.slice(0, 3);
  const bullet = ctx.emojis !== 'none' ? pick(ctx, LIST_BULLETS, 'bullet') : '•';
  // The brief's own title ("How to save on groceries:") introduces the list; otherwise one of ours does.
  if (!lead.some((line) => line.endsWith(':'))) {
    const intro = stock(ctx, ctx.pack.listIntros, 'intro');
    if (intro) lead.push(intro);
  }
  const list = items.map((item) => `${bullet} ${item}`).join('\n');
  const paragraph = lead.length ? `${lead.join(' ')}\n${list}` : list;
  return { paragraphs: [paragraph, ...(after.length ? [after.join(' ')] : [])], opening: null };
}

/** The brief woven into the caption by post type (see weave.ts), or its sentences as written. */
function wovenBody(ctx: Context): Woven {
  const { request, pack } = ctx;
  const sentences = briefSentences(ctx);
  // Sober styles keep emojis to the opening and the call to action: their fact lines go plain.
  const rich = (ctx.emojis === 'normal' && !SOBER_STYLES.has(request.style)) || ctx.emojis === 'many';
  const icons: WeaveIcons = {
    when: rich ? '📅' : null,
    where: rich ? '📍' : null,
    offer: rich ? '🏷️' : null,
    condition: rich ? '⏳' : null,
  };
  const labels = pack.labels;
  const list = () => {
    const found = colonList(sentences);
    if (!found) return null;
    const bullet = ctx.emojis !== 'none' ? pick(ctx, LIST_BULLETS, 'bullet') : '•';
    const items = found.items.map((i) => `${bullet} ${i}`).join('\n');
    const after = found.after.length ? [found.after.join(' ')] : [];
    return { paragraphs: [`${found.lead.join(' ')}\n${items}`, ...after], opening: null };
  };
  // The weavings read only the sentences, the labels and the icons: the captions of one
  // generation share them (a framed subject makes the sentences differ, and so the key).
  const weaveOnce = <T>(name: string, weave: () => T) =>
    once(ctx, `${name}|${Object.values(icons).join('|')}|${sentences.join('\u0000')}`, weave);
  const offer = () => weaveOnce('offer', () => weaveOffer(sentences, labels, icons));
  const leadingDate = () => weaveOnce('leading-date', () => weaveLeadingDate(sentences, labels, icons));
  const attempts: Record<PostTypeId, (() => Woven | null)[]> = {
    'tips-educational': [() => listBody(ctx, sentences)],
    event: [() => weaveOnce('event', () => weaveEvent(sentences, labels, icons)), leadingDate],
    'product-promotion': [offer, list],
    seasonal: [offer, list, leadingDate],
    announcement: [leadingDate, offer, () => raiseLine(sentences, 'last')],
    inspirational: [() => raiseLine(sentences, 'last')],
    'behind-the-scenes': [() => raiseLine(sentences, 'last')],
    'question-engagement': [() => raiseLine(sentences, 'question')],
  };
  for (const attempt of attempts[request.postType]) {
    const woven = attempt();
    if (woven) return { ...woven, paragraphs: withinBudget(ctx, woven.paragraphs) };
  }
  return plainBody(ctx, sentences);
}

const plainText = (text: string) => fold(removeEmojis(text)).replace(/\s+/g, ' ').trim();

/**
 * The first variant may carry the brief as written; the others tell it another way when the
 * weaving left it whole — its sentences in another order, or a two-clause sentence turned round
 * (weave.ts: the brief's own words, moved). A brief of one plain clause stays as it is.
 */
function retold(ctx: Context, woven: Woven): Woven {
  if (ctx.variant < 2) return woven;
  const body = [woven.opening ?? '', ...woven.paragraphs].join(' ');
  if (!plainText(body).includes(once(ctx, 'plain-brief', () => plainText(ctx.request.text)))) return woven;
  const sentences = briefSentences(ctx);
  const nouns = new Set(ctx.analysis.nouns.map((noun) => fold(noun)));
  const other =
    rotateSentences(sentences, ctx.variant) ?? turnClauses(sentences, (word) => nouns.has(fold(word)));
  return other ? { ...other, paragraphs: withinBudget(ctx, other.paragraphs) } : woven;
}

function hookLine(ctx: Context): string | null {
  const { request, pack, analysis } = ctx;
  const season = analysis.topics.find((t) => t.seasonal && pack.seasonHooks[t.id]);
  const seasonLines = season ? pack.seasonHooks[season.id] : undefined;
  if (seasonLines && (request.postType === 'seasonal' || ctx.variant === 2)) {
    const line = stockForBrief(ctx, seasonLines);
    if (line) return line;
  }
  return stockForBrief(ctx, pack.hooks[request.postType][STYLE_TONE[request.style]]);
}

/**
 * Hashtags: the brand's own first, then the brief's names and nouns, then the topic's and
 * the post type's stock tags. Only names and nouns the lexicon knows become tags, so no
 * verb, stop word or number ever does.
 */
function hashtagsFor(ctx: Context, body: string): string[] {
  const { request, analysis, network, pack, voice } = ctx;
  if (!request.hashtags) return [];
  const own = new Set(analysis.ownHashtags.map(fold));
  const wanted = Math.min(
    HASHTAG_COUNT[network][request.length] - own.size,
    NETWORK_LIMITS[network].maxHashtags ?? Number.POSITIVE_INFINITY,
  );
  if (wanted <= 0) return [];
  // Each topic's first tag, then their second ones (a loop: flatMap was a tenth of this function).
  const topicTags: string[] = [];
  const secondTopicTags: string[] = [];
  for (const topic of analysis.topics) {
    const [first, second] = topic.tags[request.language];
    if (first !== undefined) topicTags.push(`#${first}`);
    if (second !== undefined) secondTopicTags.push(`#${second}`);
  }
  const typeTags = pack.postTypeTags[request.postType].map((t) => `#${t}`);
  const { nameTags: names, nounTags: nouns } = analysis;
  const ordered = [
    ...names.slice(0, 1),
    ...nouns.slice(0, 2),
    ...topicTags.slice(0, 1),
    ...names.slice(1, 2),
    ...typeTags.slice(0, 1),
    ...nouns.slice(2, 4),
    ...topicTags.slice(1),
    ...names.slice(2),
    ...secondTopicTags,
    ...typeTags.slice(1),
  ];
  // Variants lead with different tags; the most specific ones stay in. The brand's stay first.
  const rotated =
    ctx.variant === 1 ? ordered : [...ordered.slice(ctx.variant - 1), ...ordered.slice(0, ctx.variant - 1)];
  const used = new Set(own);
  for (const match of body.matchAll(/#[\p{L}\p{M}\p{N}_]+/gu)) used.add(fold(match[0]));
  const tags: string[] = [];
  for (const candidate of [...voice.hashtags, ...rotated]) {
    const tag = toHashtag(candidate.replace(/^#/, ''));
    if (!tag || used.has(fold(tag)) || breaksVoice(tag, voice)) continue;
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
  cta: string | null;
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

const PLACEHOLDER = /\{(\w+)\}/g;

/** A line with the brief's facts put in, or null when it names a fact the brief does not have. */
function filled(line: string, values: Readonly<Record<string, string | null>>): string | null {
  let missing = false;
  const out = line.replace(PLACEHOLDER, (_, key: string) => {
    const value = values[key];
    if (!value) missing = true;
    return value ?? '';
  });
  if (missing) return null;
  // A fact that opens the line starts it with a capital ("until Sunday: …" → "Until Sunday: …").
  return out.charAt(0).toLocaleUpperCase() + out.slice(1);
}

/** The usable lines of a list, starting at `offset` (rotating), in the brand's voice. */
function usable(
  ctx: Context,
  list: readonly string[],
  values: Record<string, string | null>,
  offset: number,
) {
  const out: string[] = [];
  for (let i = 0; i < list.length; i++) {
    const line = filled(list[(offset + i) % list.length] as string, values);
    if (!line) continue;
    const voiced = inVoice(line, ctx.voice, ctx.pack);
    if (!breaksVoice(voiced, ctx.voice)) out.push(voiced);
  }
  return out;
}

/** The brief's sentence that suits an angle best (its offer, its date), never the whole brief. */
function angleSentence(ctx: Context, facts: BriefFacts, angle: AngleId, occurrence: number): string | null {
  const sentences = ctx.analysis.sentences;
  if (sentences.length < 2) return null;
  const want =
    angle === 'offer' || angle === 'social-proof'
      ? [facts.offer, facts.price]
      : angle === 'countdown' || angle === 'reminder'
        ? [facts.when, facts.where]
        : [];
  for (const fact of want) {
    const hit = fact ? sentences.find((s) => s.includes(fact)) : undefined;
    if (hit) return hit;
  }
  return sentences[(occurrence + ctx.briefHash) % sentences.length] ?? null;
}

/**
 * A campaign post in its angle's own words: an opening no earlier slot used on this network,
 * a middle made of the brief's facts (and, in a longer post, one of its sentences — never all
 * of them), the angle's call to action (the brand's own on the announcement, the offer and the
 * reminder), then hashtags, emojis and the network's limit as for any caption.
 */
function writeAngleCaption(ctx: Context, slot: AngleSlot, facts: BriefFacts): string {
  const { request, network, voice } = ctx;
  const angles = ANGLE_PACKS[request.language];
  const long = request.length === 'long';
  const emojis = ctx.emojis !== 'none';
  const more = ctx.emojis === 'normal' || ctx.emojis === 'many';
  const values: Record<string, string | null> = { ...facts, days: angles.days(slot.daysLeft) };
  const turn = slot.occurrence - 1 + ctx.briefHash;

  const openings = usable(
    ctx,
    slot.angle === 'countdown' && slot.daysLeft === 0 ? angles.today : angles.openings[slot.angle],
    values,
    turn,
  );
  let opening = openings.find((line) => !slot.openingTaken(network, line)) ?? null;
  // Every opening of this angle is taken (a long campaign): the slot is numbered, so it still opens anew.
  for (let n = slot.occurrence; !opening && n < slot.occurrence + 50; n++) {
    const line = `${angles.numbered(angles.angleLabels[slot.angle], n)} ${openings[0] ?? ''}`.trim();
    if (!slot.openingTaken(network, line)) opening = line;
  }

  const bodyLines = usable(ctx, angles.bodies[slot.angle], values, turn).slice(0, long ? 2 : 1);
  const sentence =
    long || bodyLines.length === 0 ? angleSentence(ctx, facts, slot.angle, slot.occurrence) : null;
  const body = scrubAvoided([...bodyLines, ...(sentence ? [sentence] : [])].join(' '), voice);

  const brandCta = ['announcement', 'offer', 'reminder'].includes(slot.angle) ? voice.callToAction : null;
  const ctaText = brandCta ?? usable(ctx, angles.ctas[slot.angle], values, turn)[0] ?? null;
  const detail = long ? (usable(ctx, angles.details[slot.angle], values, turn)[0] ?? null) : null;

  const pool =
    ctx.analysis.nounEmojis.length > 0 ? ctx.analysis.nounEmojis : POST_TYPE_EMOJIS[request.postType];
  const hookEmoji = emojis ? (pool[turn % pool.length] ?? null) : null;
  const ctaPool = CTA_EMOJIS[request.postType].filter((e) => e !== hookEmoji);
  const ctaEmoji = more ? (ctaPool[turn % ctaPool.length] ?? null) : null;

  const parts: Parts = {
    hook: opening ? withEmoji(opening, hookEmoji) : null,
    body,
    detail,
    styleLine: null,
    question: null,
    cta: ctaText ? withEmoji(ctaText, ctaEmoji) : null,
    networkCta:
      long || network === 'pinterest' ? stock(ctx, ctx.pack.networkCtas[network], 'network-cta') : null,
    tags: [],
  };
  parts.tags = hashtagsFor(ctx, assemble(network, parts));
  // The opening is what makes the slot new: it is the last part given up to fit the limit.
  return scrubAvoided(fitAngleParts(network, parts), voice);
}

/** Like fitParts, but the opening stays: it is what tells this slot from the others. */
function fitAngleParts(network: NetworkId, parts: Parts): string {
  const limit = NETWORK_LIMITS[network].maxLength;
  const fits = (p: Parts) => countLength(network, assemble(network, p)) <= limit;
  let current = { ...parts };
  for (const key of ['networkCta', 'detail', 'cta'] as const) {
    if (fits(current)) return assemble(network, current);
    current = { ...current, [key]: null };
  }
  if (fits(current)) return assemble(network, current);
  current = { ...current, tags: current.tags.slice(0, 1) };
  if (fits(current)) return assemble(network, current);
  const body = shortenToFit(current.body, (candidate) => fits({ ...current, body: candidate }));
  return assemble(network, { ...current, body: body ?? '' });
}

function writeCaption(ctx: Context): string {
  if (ctx.slot && ctx.facts && !ctx.slot.whole) return writeAngleCaption(ctx, ctx.slot, ctx.facts);
  const { request, pack, network, variant, voice } = ctx;
  const { postType, style } = request;
  const long = request.length === 'long';
  const direct = DIRECT_STYLES.has(style);
  const sober = SOBER_STYLES.has(style);
  const emojis = ctx.emojis !== 'none';
  const more = ctx.emojis === 'normal' || ctx.emojis === 'many';

  const woven = retold(ctx, wovenBody(ctx));
  const body = [...(woven.opening ? [woven.opening] : []), ...woven.paragraphs].filter(Boolean).join('\n\n');
  // The most specific emoji first: the brief's nouns (yoga → 🧘), then its topic, then the post type.
  const unused = (pool: readonly string[]) => pool.filter((e) => !body.includes(e));
  const nounEmojis = unused(ctx.analysis.nounEmojis).slice(0, 3);
  const topicEmojis = unused(ctx.analysis.topics[0]?.emojis ?? []);
  const hookEmojiPool =
    nounEmojis.length > 0 ? nounEmojis : topicEmojis.length > 0 ? topicEmojis : POST_TYPE_EMOJIS[postType];
  const hookEmoji = emojis ? pick(ctx, hookEmojiPool, 'hook-emoji') : null;
  // Each emoji once: the call to action and the style line pick among the ones not used yet.
  const fresh = (pool: readonly string[], used: readonly (string | null)[]) => {
    const rest = pool.filter((e) => !used.includes(e) && !body.includes(e));
    return rest.length > 0 ? rest : pool;
  };
  const ctaEmoji = more ? pick(ctx, fresh(CTA_EMOJIS[postType], [hookEmoji]), 'cta-emoji') : null;
  const styleEmoji =
    more && (!sober || ctx.emojis === 'many')
      ? pick(ctx, fresh(STYLE_EMOJIS[style], [hookEmoji, ctaEmoji]), 'style-emoji')
      : null;

  const bodyEndsWithQuestion = /[?？]\s*$/.test(body) || Boolean(woven.opening?.match(/[?？]$/u));

  // Variant 1 (and the third long one) opens with a stock line chosen by the brief's hash;
  // the others open with the brief itself, so openings differ from brief to brief.
  const stockOpening = variant === 1 || (long && variant === 3);
  const stockHook = stockOpening ? hookLine(ctx) : null;
  const hook = stockHook ? withEmoji(stockHook, hookEmoji) : null;
  const bodyWithEmoji = !hook && hookEmoji ? withFirstLineEmoji(body, hookEmoji) : body;
  const ctaText =
    voice.callToAction ?? stock(ctx, direct ? pack.ctas[postType].direct : pack.ctas[postType].soft, 'cta');
  const cta = ctaText ? withEmoji(ctaText, ctaEmoji) : null;
  const question =
    postType === 'question-engagement' && !bodyEndsWithQuestion && !woven.opening
      ? stock(ctx, pack.questions, 'question')
      : null;
  const detail = long ? stock(ctx, pack.details[postType], 'detail') : null;
  // Short captions carry the style line only in the second variant, to vary their shape.
  const styleText = long || variant === 2 ? stock(ctx, pack.styleLines[style], 'style') : null;
  const styleLine = styleText ? withEmoji(styleText, styleEmoji) : null;
  const networkCta =
    long || network === 'pinterest' ? stock(ctx, pack.networkCtas[network], 'network-cta') : null;
  const parts: Parts = {
    hook,
    body: bodyWithEmoji,
    detail,
    styleLine,
    question,
    cta,
    networkCta,
    tags: [],
  };
  // The brief is the user's own text: a word the brand avoids is taken out of it too.
  parts.body = scrubAvoided(parts.body, voice);
  parts.tags = hashtagsFor(ctx, assemble(network, parts));
  return scrubAvoided(ctx.whole ? assemble(network, parts) : fitParts(network, parts), voice);
}

/** "Sunset yoga on the beach." + 🧘 → "Sunset yoga on the beach. 🧘": the emoji joins the first line. */
function withFirstLineEmoji(body: string, emoji: string): string {
  const end = body.indexOf('\n');
  return end < 0 ? `${body} ${emoji}` : `${body.slice(0, end)} ${emoji}${body.slice(end)}`;
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
  brand: BrandVoice | null = null,
  options: BasicGeneratorOptions = {},
): CaptionDraft[] {
  const pack = PACKS[request.language];
  const analysis = analyzeBrief(request.text, ALL_PACKS);
  const seed = options.seed ?? defaultSeed(request);
  const voice = voiceOf(brand);
  const emojis = request.emojis ? voice.emojis : 'none';
  const briefHash = hashString(request.text.normalize('NFC').trim());
  const slot = options.slot;
  const facts = slot
    ? briefFacts(request.text, {
        names: analysis.names,
        nouns: analysis.nouns,
        subject: analysis.subject,
        brandName: brand?.name ?? null,
      })
    : undefined;
  const drafts: CaptionDraft[] = [];
  const shared = new Map<string, unknown>();
  for (const network of request.networks) {
    for (let variant = 1; variant <= request.variants; variant++) {
      const ctx = {
        request,
        pack,
        analysis,
        network,
        variant,
        seed,
        voice,
        emojis,
        briefHash,
        slot,
        facts,
        whole: options.whole,
        shared,
      };
      const text = writeCaption(ctx);
      drafts.push({ network, variant, text });
    }
  }
  return drafts;
}

/**
 * Basic captions with the network rules applied: what the API returns as `source: "basic"`.
 * With a brand, its call to action, hashtags and habits are used and its words to avoid never are.
 */
export function generateBasicCaptions(
  request: ResolvedCaptionRequest,
  brand: BrandVoice | null = null,
  options: BasicGeneratorOptions = {},
): Caption[] {
  const rules = captionRules(request);
  return generateBasicDrafts(request, brand, options).map((draft) => ({
    network: draft.network,
    variant: draft.variant,
    ...finalizeCaption(draft.text, draft.network, rules),
  }));
}
