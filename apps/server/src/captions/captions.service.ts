import {
  type AltText,
  altTextFromDescription,
  type BrandVoice,
  type Caption,
  type CaptionDraft,
  type CaptionResult,
  captionRules,
  countLength,
  finalizeAltText,
  finalizeCaption,
  finalizeSlides,
  finalizeThread,
  formatOf,
  isCarouselNetwork,
  isThreadNetwork,
  type Language,
  LINK_IN_TEXT,
  MAX_BRIEF_LENGTH,
  type NetworkId,
  prepareCaption,
  type ResolvedCaptionRequest,
  slidesFromText,
  splitClosingTags,
  type Tier,
  withLink,
} from '@captia/shared';
import { AppError } from '../http/errors';
import { translator } from '../i18n';
import type { PageContent } from '../links/extract';
import type { Logger } from '../logger';
import { carouselDrafts } from './basic/carousel';
import { type AngleSlot, generateBasicDrafts } from './basic/generator';
import {
  AiUnavailableError,
  type CaptionWriter,
  type ModelCallReport,
  type PhotoForModel,
} from './captions.ai';
import { type CampaignPromptSlot, campaignLines, systemPrompt, userPrompt } from './captions.prompts';
import { applyGuardrails } from './guardrails/index';
import { answeredBy, type ModelCall, settleCalls } from './models/calls';
import type { Prices } from './models/prices';

/** A campaign's slot: what the basic generator and the model each need to write it (docs/decisions/0029). */
export type CampaignSlotContext = AngleSlot & CampaignPromptSlot;

/** What a generation reports while it runs (streamed to the browser as server-sent events). */
export type CaptionEvent = { type: 'caption'; draft: CaptionDraft } | { type: 'notice'; message: string };

export interface GenerateOptions {
  /** The interface language: the notice is written in it. */
  language: Language;
  /** Ask the AI service for a streamed answer (reported through onEvent as it grows). */
  stream?: boolean;
  onEvent?: (event: CaptionEvent) => void;
  signal?: AbortSignal;
  /** The account's brand voice for this generation (its own, or its default), if any. */
  brand?: BrandVoice | null;
  /** A photo for a model that sees (re-encoded, without metadata); the basic generator ignores it. */
  image?: PhotoForModel | null;
  /** Written as a slot of a campaign: its angle and what earlier slots opened with. */
  slot?: CampaignSlotContext;
  /** The page the posts are written from (a link the user gave, read already): its content and URL. */
  source?: PageContent | null;
  /** The account's plan: a plan may have its own model. */
  tier?: Tier;
  /** A photo came with the request (seen by the model or not): the answer carries its alt text. */
  photo?: boolean;
  /** The generation's model calls, settled (outcome, cost), once it is over — answered or not. */
  onModelCalls?: (calls: ModelCall[]) => void;
}

export interface CaptionService {
  /** Which engine answers when nothing goes wrong. */
  readonly source: 'ai' | 'basic';
  /**
   * One generation. Pure with respect to storage: it reads and writes nothing; the quota and
   * the history row around it are generate.ts's.
   */
  generate(request: ResolvedCaptionRequest, options: GenerateOptions): Promise<CaptionResult>;
}

export interface CaptionServiceDeps {
  /** The AI writer (a model, or a model and its fallback); absent → the basic generator answers every request. */
  writer?: CaptionWriter | null;
  logger?: Logger;
  /** Prices per million tokens, for the cost of each model call (AI_PRICES). */
  prices?: Prices;
}

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
function finish(
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
function preview(
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
function applyRules(
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
function altTextFor(
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
function withSourceBrief(request: ResolvedCaptionRequest, source: PageContent | null | undefined) {
  if (!source) return request;
  const summary = source.excerpt || source.text;
  const text = [request.text, source.title, summary].filter(Boolean).join('\n\n');
  return { ...request, text: text.length > MAX_BRIEF_LENGTH ? text.slice(0, MAX_BRIEF_LENGTH) : text };
}

/**
 * The caption engine: the AI writer when configured, the basic generator otherwise or
 * when the AI service cannot be reached (with the localized notice). Both outputs go
 * through the same network rules pipeline.
 */
export function createCaptionService(deps: CaptionServiceDeps = {}): CaptionService {
  const { writer, logger } = deps;
  const prices: Prices = deps.prices ?? new Map();

  function basic(request: ResolvedCaptionRequest, options: GenerateOptions, notice?: string): CaptionResult {
    if (notice) options.onEvent?.({ type: 'notice', message: notice });
    const brief = withSourceBrief(request, options.source);
    const brand = options.brand ?? null;
    const { format } = formatOf(request);
    // A thread is split from a whole caption (not fitted to one post); a carousel's slides are
    // written from the long version of one. Drafts as written: applyRules puts each through the
    // guardrails and the network rules once.
    const drafts: CaptionDraft[] =
      format === 'single'
        ? generateBasicDrafts(brief, brand, { slot: options.slot })
        : format === 'thread'
          ? generateBasicDrafts(brief, brand, { whole: true })
          : carouselDrafts(brief, brand);
    const captions = applyRules(request, drafts, brand, options.source);
    for (const c of captions)
      options.onEvent?.({ type: 'caption', draft: { network: c.network, variant: c.variant, text: c.text } });
    const alt = altTextFor(request, options.photo ?? false, null);
    return {
      source: 'basic',
      ...(notice && { notice }),
      captions,
      ...(alt && { altText: alt.altText, altTextShort: alt.altTextShort }),
    };
  }

  return {
    source: writer ? 'ai' : 'basic',
    async generate(request, options) {
      if (!writer) return basic(request, options);
      const brand = options.brand ?? null;
      const source = options.source ?? null;
      const photo = options.photo ?? false;
      // A campaign's slot: the generation's prompt, then the slot's angle and what came before it.
      // A page or a photo the model does not see changes the prompts too; else the writer's own.
      const prompts =
        options.slot || source || photo
          ? {
              system: [
                systemPrompt(request, brand, { photo }),
                ...(options.slot ? campaignLines(options.slot) : []),
              ].join('\n'),
              user: userPrompt(request, Boolean(options.image), source),
            }
          : undefined;
      const reports: ModelCallReport[] = [];
      let answered = false;
      let written: { altText: string; altTextShort?: string } | null = null;
      const notices = translator(options.language);
      try {
        const drafts = await writer.write(request, {
          stream: options.stream ?? false,
          signal: options.signal,
          brand,
          prompts,
          image: options.image ?? null,
          tier: options.tier,
          onCall: (call) => reports.push(call),
          // Said as soon as the fallback model is asked, so the user knows why it takes longer.
          onFallback: () =>
            options.onEvent?.({ type: 'notice', message: notices('captions.notices.aiFallbackModel') }),
          // Growing captions are shown with the switches already applied (no emoji flashing in when off).
          onDraft: (draft) =>
            options.onEvent?.({
              type: 'caption',
              draft: {
                network: draft.network,
                variant: draft.variant,
                text: preview(request, draft, brand, source),
              },
            }),
          ...(photo && {
            onAltText: (alt: { altText: string; altTextShort?: string }) => {
              written = alt;
            },
          }),
        });
        answered = true;
        const alt = altTextFor(request, photo, written);
        return {
          source: 'ai',
          ...answeredBy(reports, notices('captions.notices.aiFallbackModel')),
          captions: applyRules(request, drafts, brand, source),
          ...(alt && { altText: alt.altText, altTextShort: alt.altTextShort }),
        };
      } catch (error) {
        // A photo with no words: the basic generator has nothing to write from.
        if (error instanceof AiUnavailableError && options.image && request.text === '') {
          logger?.warn({ err: error }, 'AI service unavailable for a photo without text');
          throw new AppError(503, 'caption_generation_failed', {
            messageKey: 'captions.errors.photo_needs_ai',
          });
        }
        if (error instanceof AiUnavailableError) {
          logger?.warn({ err: error }, 'AI service unavailable, falling back to basic generation');
          const result = basic(request, options, notices('captions.notices.aiFallback'));
          answered = true;
          return result;
        }
        if (options.signal?.aborted) logger?.info('caption generation stopped: the client went away');
        else logger?.error({ err: error }, 'AI caption generation failed');
        throw new AppError(502, 'caption_generation_failed', {
          messageKey: 'captions.errors.generation_failed',
        });
      } finally {
        options.onModelCalls?.(settleCalls(reports, answered, prices));
      }
    },
  };
}
