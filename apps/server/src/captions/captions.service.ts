import {
  type BrandVoice,
  type Caption,
  type CaptionDraft,
  type CaptionResult,
  captionRules,
  countLength,
  finalizeCaption,
  type Language,
  MAX_BRIEF_LENGTH,
  type ResolvedCaptionRequest,
  type Tier,
  withLink,
} from '@captia/shared';
import { AppError } from '../http/errors';
import { translator } from '../i18n';
import type { PageContent } from '../links/extract';
import type { Logger } from '../logger';
import { type AngleSlot, generateBasicCaptions } from './basic/generator';
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
function guard(request: ResolvedCaptionRequest, draft: CaptionDraft, brand: BrandVoice | null): string {
  return applyGuardrails(draft.text, { language: request.language, network: draft.network, brand });
}

/** The guardrails, the network rules, then the link the captions were written from (if any). */
function finish(
  request: ResolvedCaptionRequest,
  draft: CaptionDraft,
  brand: BrandVoice | null,
  source: PageContent | null | undefined,
) {
  const final = finalizeCaption(guard(request, draft, brand), draft.network, captionRules(request));
  if (!source) return final;
  const text = withLink(final.text, draft.network, {
    url: source.url,
    inBio: translator(request.language)('links.inBio'),
  });
  return { ...final, text, length: countLength(draft.network, text) };
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
    const captions = applyRules(
      request,
      generateBasicCaptions(withSourceBrief(request, options.source), options.brand ?? null, {
        slot: options.slot,
      }),
      options.brand ?? null,
      options.source,
    );
    for (const c of captions)
      options.onEvent?.({ type: 'caption', draft: { network: c.network, variant: c.variant, text: c.text } });
    return notice ? { source: 'basic', notice, captions } : { source: 'basic', captions };
  }

  return {
    source: writer ? 'ai' : 'basic',
    async generate(request, options) {
      if (!writer) return basic(request, options);
      const brand = options.brand ?? null;
      const source = options.source ?? null;
      // A campaign's slot: the generation's prompt, then the slot's angle and what came before it.
      const prompts = options.slot
        ? {
            system: [systemPrompt(request, brand), ...campaignLines(options.slot)].join('\n'),
            user: userPrompt(request, false, source),
          }
        : source
          ? {
              system: systemPrompt(request, brand),
              user: userPrompt(request, Boolean(options.image), source),
            }
          : undefined;
      const reports: ModelCallReport[] = [];
      let answered = false;
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
              draft: { ...draft, text: finish(request, draft, brand, source).text },
            }),
        });
        answered = true;
        return {
          source: 'ai',
          ...answeredBy(reports, notices('captions.notices.aiFallbackModel')),
          captions: applyRules(request, drafts, brand, source),
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
