import type {
  BrandVoice,
  CaptionDraft,
  CaptionRules,
  Language,
  ResolvedCaptionRequest,
  ReworkRequest,
  ReworkResultSchema,
  Tier,
} from '@captia/shared';
import { reworkNetwork } from '@captia/shared';
import type { z } from 'zod';
import { AppError } from '#server/http/errors.ts';
import { translator } from '#server/i18n.ts';
import { textWorkPool } from '#server/lib/cpu-pool.ts';
import type { Logger } from '#server/logger.ts';
import { AiUnavailableError, type CaptionWriter, type ModelCallReport } from '../captions.ai';
import { reworkSystemPrompt, reworkUserPrompt } from '../captions.prompts';
import type { CaptionEvent } from '../captions.service';
import { type Engine, engineOn } from '../engine-client';
import { answeredBy, type ModelCall, settleCalls } from '../models/calls';
import type { Prices } from '../models/prices';
import { latestOnly } from '../previews';
import type { ReworkText } from './rework-text';

export interface ReworkOptions {
  /** The interface language (the notice) and, but for a translation, the caption's. */
  language: Language;
  /** The plan's switches: what the result may carry. */
  rules: CaptionRules;
  brand: BrandVoice | null;
  stream: boolean;
  onEvent?: (event: CaptionEvent) => void;
  signal: AbortSignal;
  /** The account's plan (a plan may have its own model). */
  tier?: Tier;
  /** The rework's model calls, settled, once it is over. */
  onModelCalls?: (calls: ModelCall[]) => void;
}

/** The contract's answer but its usage, which the counted use adds (usage/counted-run.ts). */
export type ReworkResult = Omit<z.infer<typeof ReworkResultSchema>, 'usage'>;

export interface ReworkService {
  /** Whether a model is configured (translation needs one). */
  readonly ai: boolean;
  rework(request: ReworkRequest, options: ReworkOptions): Promise<ReworkResult>;
}

/**
 * One caption reworked: by the model when one is configured (the same writer, timeouts and
 * streaming as a generation), else — or when the model cannot be reached — offline. Either
 * way the result goes through the guardrails and the network rules for its (target) network,
 * in the engine's worker pool (rework-text.ts, docs/decisions/0047).
 */
export function createReworkService(deps: {
  writer: CaptionWriter | null;
  logger?: Logger;
  /** Prices per million tokens, for the cost of each model call (AI_PRICES). */
  prices?: Prices;
  /** Where the engine's CPU work runs (the text-work pool). */
  engine?: Engine;
}): ReworkService {
  const { writer, logger } = deps;
  const prices: Prices = deps.prices ?? new Map();
  const engine = deps.engine ?? engineOn(textWorkPool());

  const workOf = (request: ReworkRequest, options: ReworkOptions): ReworkText => ({
    request,
    language: options.language,
    rules: options.rules,
    brand: options.brand,
  });

  const shown = (options: ReworkOptions, caption: { network: CaptionDraft['network']; text: string }) =>
    options.onEvent?.({
      type: 'caption',
      draft: { network: caption.network, variant: 1, text: caption.text },
    });

  async function offline(
    request: ReworkRequest,
    options: ReworkOptions,
    notice?: string,
  ): Promise<ReworkResult> {
    if (request.action === 'translate') throw new AppError(422, 'ai_required');
    if (notice) options.onEvent?.({ type: 'notice', message: notice });
    const caption = await engine({ kind: 'rework-offline', work: workOf(request, options) }, options.signal);
    shown(options, caption);
    return notice ? { source: 'basic', notice, caption } : { source: 'basic', caption };
  }

  return {
    ai: Boolean(writer),
    async rework(request, options) {
      if (request.action === 'thread' || request.action === 'join') {
        // Split or joined by the network's counting, exact where a model only estimates: no model.
        const caption = await engine(
          { kind: 'rework-arrange', work: workOf(request, options) },
          options.signal,
        );
        shown(options, caption);
        return { source: 'basic', caption };
      }
      if (!writer) return offline(request, options);
      const network = reworkNetwork(request);
      const language =
        request.action === 'translate' && request.language ? request.language : options.language;
      // The writer's answer format is a generation's, for one network and one variant.
      const shape: ResolvedCaptionRequest = {
        networks: [network],
        postType: 'announcement',
        style: request.style ?? 'friendly',
        length: request.action === 'longer' ? 'long' : 'short',
        variants: 1,
        emojis: options.rules.emojis,
        hashtags: options.rules.hashtags,
        text: request.text,
        language,
      };
      const reports: ModelCallReport[] = [];
      let answered = false;
      const notices = translator(options.language);
      const work = workOf(request, options);
      // The growing text, finished in the pool one at a time (the newest waiting: ../previews.ts).
      const previews = latestOnly<CaptionDraft>(
        () => 'caption',
        async (draft) =>
          shown(options, await engine({ kind: 'rework-finish', work, text: draft.text }, options.signal)),
      );
      try {
        const [draft] = await writer.write(shape, {
          stream: options.stream,
          signal: options.signal,
          brand: options.brand,
          tier: options.tier,
          onCall: (call) => reports.push(call),
          onFallback: () =>
            options.onEvent?.({ type: 'notice', message: notices('captions.notices.aiFallbackModel') }),
          prompts: {
            system: reworkSystemPrompt(
              { action: request.action, network, style: request.style, language },
              shape,
              options.brand,
            ),
            user: reworkUserPrompt(request.text),
          },
          onDraft: previews.push,
        });
        await previews.stop();
        if (!draft)
          throw new AppError(502, 'caption_generation_failed', {
            messageKey: 'captions.errors.generation_failed',
          });
        const caption = await engine({ kind: 'rework-finish', work, text: draft.text }, options.signal);
        shown(options, caption);
        answered = true;
        return { source: 'ai', ...answeredBy(reports, notices('captions.notices.aiFallbackModel')), caption };
      } catch (error) {
        await previews.stop();
        if (error instanceof AiUnavailableError && request.action !== 'translate') {
          logger?.warn({ err: error }, 'AI service unavailable, reworking offline');
          const result = await offline(request, options, notices('captions.notices.aiFallback'));
          answered = true;
          return result;
        }
        if (error instanceof AppError) throw error;
        logger?.error({ err: error }, 'AI rework failed');
        throw new AppError(502, 'caption_generation_failed', {
          messageKey: 'captions.errors.generation_failed',
        });
      } finally {
        options.onModelCalls?.(settleCalls(reports, answered, prices));
      }
    },
  };
}
