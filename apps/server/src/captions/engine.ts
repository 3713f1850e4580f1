import {
  type AltText,
  altTextFromDescription,
  type BrandVoice,
  type Caption,
  type CaptionDraft,
  captionRules,
  countLength,
  finalizeAltText,
  finalizeCaption,
  finalizeSlides,
  finalizeThread,
  formatOf,
  isCarouselNetwork,
  isThreadNetwork,
  LINK_IN_TEXT,
  MAX_BRIEF_LENGTH,
  type NetworkId,
  prepareCaption,
  type ResolvedCaptionRequest,
  slidesFromText,
  splitClosingTags,
  withLink,
} from '@captia/shared';
import { translator } from '../i18n';
import type { PageContent } from '../links';
import { carouselDrafts } from './basic/carousel';
import { type AngleSlot, generateBasicDrafts } from './basic/generator';
import type { CampaignPromptSlot } from './captions.prompts';
import { applyGuardrails } from './guardrails/index';
import { openingKey } from './openings';

/**
 * The caption engine's CPU work, as plain functions of plain data (docs/decisions/0047): the
 * basic generator, the guardrails, the network rules, thread and carousel splitting. What they
 * take and give can be copied between threads, so they run in the engine's worker pool
 * (engine.worker.ts, run through engine-pool.ts) under a deadline, never on the server's thread.
 */

/**
 * A campaign's slot: what the basic generator and the model each need to write it
 * (docs/decisions/0029), with the openings earlier slots took per network (folded keys).
 */
export type CampaignSlotContext = Omit<AngleSlot, 'openingTaken'> &
  CampaignPromptSlot & { takenOpenings: Partial<Record<NetworkId, readonly string[]>> };

/** The guardrails (AI tells, dashes, the brand's words to avoid, hashtag order) in the caption's language. */
function guard(
  request: ResolvedCaptionRequest,
  network: NetworkId,
  text: string,
  brand: BrandVoice | null,
): string {
  return applyGuardrails(text, { language: request.language, network, brand });
}

/** A text with the page's link before its closing hashtags: a thread's splitter keeps it whole. */
function withLinkLine(text: string, url: string): string {
  const { body, tags } = splitClosingTags(text);
  return [body, url, tags.join(' ')].filter(Boolean).join('\n\n');
}

type Finished = Omit<Caption, 'network' | 'variant'>;

/**
 * The guardrails, the network rules, then the link the captions were written from (if any), for
 * the request's format (docs/decisions/0034): one caption; a thread's posts, each within the
 * network's limit; or a carousel's slides with the caption that goes with them.
 */
export function finish(
  request: ResolvedCaptionRequest,
  draft: CaptionDraft,
  brand: BrandVoice | null,
  source: PageContent | null | undefined,
): Finished {
  const { format, numbering } = formatOf(request);
  const rules = captionRules(request);
  const network = draft.network;
  if (format === 'thread' && isThreadNetwork(network)) {
    const posts = draft.posts?.map((post) => guard(request, network, post, brand));
    if (source && LINK_IN_TEXT[network]) {
      const raw = posts ?? [guard(request, network, draft.text, brand)];
      const linked = [...raw.slice(0, -1), withLinkLine(raw.at(-1) ?? '', source.url)];
      return finalizeThread(posts ? linked : (linked[0] ?? ''), network, rules, { numbering });
    }
    return finalizeThread(posts ?? guard(request, network, draft.text, brand), network, rules, { numbering });
  }
  let final: Finished = finalizeCaption(guard(request, network, draft.text, brand), network, rules);
  if (source) {
    const text = withLink(final.text, network, {
      url: source.url,
      inBio: translator(request.language)('links.inBio'),
    });
    final = { ...final, text, length: countLength(network, text) };
  }
  if (format !== 'carousel' || !isCarouselNetwork(network)) return final;
  const guarded = draft.slides?.map((slide) => ({
    title: guard(request, network, slide.title, brand),
    body: guard(request, network, slide.body, brand),
  }));
  // Slides the model did not give (or too few): written from the caption itself.
  const slides =
    (guarded && finalizeSlides(guarded, network, rules)) ??
    finalizeSlides(slidesFromText(splitClosingTags(draft.text).body) ?? [], network, rules);
  return slides ? { ...final, slides } : final;
}

/**
 * A growing caption as it is shown while the model writes: with the switches applied (no emoji
 * flashing in when off). A thread's is its text so far, by every rule but the split — splitting
 * again at each of hundreds of pieces would cost more than the whole answer; the result splits it.
 */
export function preview(
  request: ResolvedCaptionRequest,
  draft: CaptionDraft,
  brand: BrandVoice | null,
  source: PageContent | null | undefined,
): string {
  if (formatOf(request).format === 'thread' && isThreadNetwork(draft.network))
    return prepareCaption(
      guard(request, draft.network, draft.text, brand),
      draft.network,
      captionRules(request),
    );
  return finish(request, { network: draft.network, variant: draft.variant, text: draft.text }, brand, source)
    .text;
}

/** Every caption, AI or basic, passes the guardrails and then the network rules. */
export function applyRules(
  request: ResolvedCaptionRequest,
  drafts: readonly CaptionDraft[],
  brand: BrandVoice | null = null,
  source?: PageContent | null,
): Caption[] {
  return drafts.map((d) => ({
    network: d.network,
    variant: d.variant,
    ...finish(request, d, brand, source),
  }));
}

/**
 * A photo's alt text (docs/decisions/0034): the model's, when it wrote one, by the alt-text rules;
 * else from the user's description of the photo. Nothing without a photo.
 */
export function altTextFor(
  request: ResolvedCaptionRequest,
  photo: boolean,
  fromModel: { altText: string; altTextShort?: string } | null,
): AltText | null {
  if (!photo) return null;
  const written = fromModel ? finalizeAltText(fromModel.altText, fromModel.altTextShort) : null;
  return written ?? (request.text !== '' ? altTextFromDescription(request.text) : null);
}

/**
 * The request as the basic generator reads it when the posts come from a page: the user's own
 * words first (instructions), then the page's title and summary, within the brief's length.
 */
export function withSourceBrief(request: ResolvedCaptionRequest, source: PageContent | null | undefined) {
  if (!source) return request;
  const summary = source.excerpt || source.text;
  const text = [request.text, source.title, summary].filter(Boolean).join('\n\n');
  return { ...request, text: text.length > MAX_BRIEF_LENGTH ? text.slice(0, MAX_BRIEF_LENGTH) : text };
}

/** What the basic generator writes from: the request, the brand, the page, a campaign's slot. */
export interface BasicWriting {
  request: ResolvedCaptionRequest;
  brand: BrandVoice | null;
  source: PageContent | null;
  slot?: CampaignSlotContext | undefined;
  /** A photo came with the request: the answer carries its alt text (from the user's description). */
  photo: boolean;
}

/**
 * The basic generator's captions for a request, through the guardrails and the network rules. A
 * thread is split from a whole caption (not fitted to one post); a carousel's slides are written
 * from the long version of one. Drafts as written: applyRules puts each through the guardrails and
 * the network rules once.
 */
export function writeBasic({ request, brand, source, slot, photo }: BasicWriting): {
  captions: Caption[];
  alt: AltText | null;
} {
  const brief = withSourceBrief(request, source);
  const { format } = formatOf(request);
  const drafts: CaptionDraft[] =
    format === 'single'
      ? generateBasicDrafts(brief, brand, { slot: slot && angleSlot(slot) })
      : format === 'thread'
        ? generateBasicDrafts(brief, brand, { whole: true })
        : carouselDrafts(brief, brand);
  return { captions: applyRules(request, drafts, brand, source), alt: altTextFor(request, photo, null) };
}

/** The generator's view of a slot: whether an opening was taken, from the keys that came across. */
function angleSlot(slot: CampaignSlotContext): AngleSlot {
  const taken = new Map(
    Object.entries(slot.takenOpenings).map(([network, keys]) => [network, new Set(keys)] as const),
  );
  return {
    angle: slot.angle,
    whole: slot.whole,
    occurrence: slot.occurrence,
    daysLeft: slot.daysLeft,
    openingTaken: (network, line) => taken.get(network)?.has(openingKey(line)) ?? false,
  };
}
