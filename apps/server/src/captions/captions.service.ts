import type {
  BrandVoice,
  CaptionDraft,
  CaptionResult,
  Language,
  ResolvedCaptionRequest,
  Tier,
} from '@captia/shared';
import { AppError } from '../http/errors';
import { translator } from '../i18n';
import { textWorkPool } from '../lib/cpu-pool';
import type { PageContent } from '../links';
import type { Logger } from '../logger';
import {
  AiUnavailableError,
  type CaptionWriter,
  type ModelCallReport,
  type PhotoForModel,
} from './captions.ai';
import { campaignLines, systemPrompt, userPrompt } from './captions.prompts';
import type { CampaignSlotContext } from './engine';
import type { DraftsWriting } from './engine.worker';
import { type Engine, engineOn } from './engine-client';
import { answeredBy, type ModelCall, settleCalls } from './models/calls';
import type { Prices } from './models/prices';
import { latestOnly } from './previews';

export type { CampaignSlotContext } from './engine';

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
  /** Where the engine's CPU work runs (the text-work pool, docs/decisions/0047). */
  engine?: Engine;
}

/**
 * The caption engine: the AI writer when configured, the basic generator otherwise or
 * when the AI service cannot be reached (with the localized notice). Both outputs go
 * through the same network rules pipeline.
 */
export function createCaptionService(deps: CaptionServiceDeps = {}): CaptionService {
  const { writer, logger } = deps;
  const prices: Prices = deps.prices ?? new Map();
  const engine = deps.engine ?? engineOn(textWorkPool());

  async function basic(
    request: ResolvedCaptionRequest,
    options: GenerateOptions,
    notice?: string,
  ): Promise<CaptionResult> {
    if (notice) options.onEvent?.({ type: 'notice', message: notice });
    const { captions, alt } = await engine(
      {
        kind: 'basic',
        writing: {
          request,
          brand: options.brand ?? null,
          source: options.source ?? null,
          slot: options.slot,
          photo: options.photo ?? false,
        },
      },
      options.signal,
    );
    for (const c of captions)
      options.onEvent?.({ type: 'caption', draft: { network: c.network, variant: c.variant, text: c.text } });
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
      const writing: DraftsWriting = { request, brand, source };
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
      // Growing captions are shown with the switches already applied (no emoji flashing in when
      // off), each finished in the pool; while one is, only the newest draft of each caption waits.
      const previews = latestOnly<CaptionDraft>(
        (draft) => `${draft.network}/${draft.variant}`,
        async (draft) => {
          const text = await engine({ kind: 'preview', writing, draft }, options.signal);
          options.onEvent?.({
            type: 'caption',
            draft: { network: draft.network, variant: draft.variant, text },
          });
        },
      );
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
          onDraft: previews.push,
          ...(photo && {
            onAltText: (alt: { altText: string; altTextShort?: string }) => {
              written = alt;
            },
          }),
        });
        // No preview after the answer: the captions below replace them.
        await previews.stop();
        const { captions, alt } = await engine(
          { kind: 'finish', writing, drafts, photo, altText: written },
          options.signal,
        );
        answered = true;
        // The finished captions as the last caption events, as the basic generator sends them:
        // a stream always shows its captions before its result, previews made or not.
        for (const c of captions)
          options.onEvent?.({
            type: 'caption',
            draft: { network: c.network, variant: c.variant, text: c.text },
          });
        return {
          source: 'ai',
          ...answeredBy(reports, notices('captions.notices.aiFallbackModel')),
          captions,
          ...(alt && { altText: alt.altText, altTextShort: alt.altTextShort }),
        };
      } catch (error) {
        await previews.stop();
        // The engine refused the model's text (past its deadline) or is saturated: said as it is.
        if (error instanceof AppError) throw error;
        // A photo with no words: the basic generator has nothing to write from.
        if (error instanceof AiUnavailableError && options.image && request.text === '') {
          logger?.warn({ err: error }, 'AI service unavailable for a photo without text');
          throw new AppError(503, 'caption_generation_failed', {
            messageKey: 'captions.errors.photo_needs_ai',
          });
        }
        if (error instanceof AiUnavailableError) {
          logger?.warn({ err: error }, 'AI service unavailable, falling back to basic generation');
          const result = await basic(request, options, notices('captions.notices.aiFallback'));
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
