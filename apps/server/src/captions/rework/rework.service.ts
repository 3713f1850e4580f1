import {
  type BrandVoice,
  type Caption,
  type CaptionRules,
  finalizeCaption,
  finalizeThread,
  isThreadNetwork,
  joinThread,
  type Language,
  type ResolvedCaptionRequest,
  type ReworkRequest,
  type ReworkResultSchema,
  reworkNetwork,
  type Tier,
} from '@captia/shared';
import type { z } from 'zod';
import { AppError } from '../../http/errors';
import { translator } from '../../i18n';
import type { Logger } from '../../logger';
import { AiUnavailableError, type CaptionWriter, type ModelCallReport } from '../captions.ai';
import { reworkSystemPrompt, reworkUserPrompt } from '../captions.prompts';
import type { CaptionEvent } from '../captions.service';
import { answeredBy, type ModelCall, settleCalls } from '../models/calls';
import type { Prices } from '../models/prices';
import { reworkOffline } from './offline';

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
 * way the result goes through the network rules for its (target) network.
 */
export function createReworkService(deps: {
  writer: CaptionWriter | null;
  logger?: Logger;
  /** Prices per million tokens, for the cost of each model call (AI_PRICES). */
  prices?: Prices;
  /** The stage every caption passes before the network rules (guardrails). */
  polish?: (
    text: string,
    context: { language: Language; network: Caption['network']; brand: BrandVoice | null },
  ) => string;
}): ReworkService {
  const { writer, logger } = deps;
  const polish = deps.polish ?? ((text: string) => text);
  const prices: Prices = deps.prices ?? new Map();

  function finish(text: string, request: ReworkRequest, options: ReworkOptions): Caption {
    const network = reworkNetwork(request);
    const language = request.action === 'translate' && request.language ? request.language : options.language;
    const polished = polish(text, { language, network, brand: options.brand });
    return { network, variant: 1, ...finalizeCaption(polished, network, options.rules) };
  }

  function offline(request: ReworkRequest, options: ReworkOptions, notice?: string): ReworkResult {
    if (request.action === 'translate') throw new AppError(422, 'ai_required');
    if (notice) options.onEvent?.({ type: 'notice', message: notice });
    const caption = finish(reworkOffline(request, options.language, options.brand), request, options);
    options.onEvent?.({
      type: 'caption',
      draft: { network: caption.network, variant: 1, text: caption.text },
    });
    return notice ? { source: 'basic', notice, caption } : { source: 'basic', caption };
  }

  /**
   * "Make it a thread" and "Join into one post": the caption's own words, split or joined by
   * the network's counting — exact where a model only estimates, so no model is asked.
   */
  function arrange(request: ReworkRequest, options: ReworkOptions): ReworkResult {
    const network = request.network;
    const polished = polish(request.text, { language: options.language, network, brand: options.brand });
    let caption: Caption;
    if (request.action === 'thread' && isThreadNetwork(network)) {
      const numbering = request.numbering ?? true;
      caption = { network, variant: 1, ...finalizeThread(polished, network, options.rules, { numbering }) };
    } else {
      // The request's check made sure the joined text fits (ReworkRequestSchema).
      caption = finish(joinThread(request.text, network) ?? request.text, request, options);
    }
    options.onEvent?.({ type: 'caption', draft: { network, variant: 1, text: caption.text } });
    return { source: 'basic', caption };
  }

  return {
    ai: Boolean(writer),
    async rework(request, options) {
      if (request.action === 'thread' || request.action === 'join') return arrange(request, options);
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
          onDraft: (d) =>
            options.onEvent?.({
              type: 'caption',
              draft: {
                ...d,
                text: finalizeCaption(
                  polish(d.text, { language, network, brand: options.brand }),
                  network,
                  options.rules,
                ).text,
              },
            }),
        });
        if (!draft)
          throw new AppError(502, 'caption_generation_failed', {
            messageKey: 'captions.errors.generation_failed',
          });
        const caption = finish(draft.text, request, options);
        answered = true;
        return { source: 'ai', ...answeredBy(reports, notices('captions.notices.aiFallbackModel')), caption };
      } catch (error) {
        if (error instanceof AiUnavailableError && request.action !== 'translate') {
          logger?.warn({ err: error }, 'AI service unavailable, reworking offline');
          const result = offline(request, options, notices('captions.notices.aiFallback'));
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
