import { randomUUID } from 'node:crypto';
import {
  type Language,
  type LengthId,
  type NetworkId,
  plannableDates,
  type StyleId,
  TIER_LIMITS,
  todayIn,
  type UsageView,
} from '@captia/shared';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError } from '../../http/errors';
import type { AppEnv } from '../../http/router';
import { translator } from '../../i18n';
import { postView } from '../../lib/campaign-rows';
import { type AccountPlan, gateGeneration } from '../../lib/plan';
import { currentUser } from '../../lib/session';
import type { PageContent } from '../../links/extract';
import { countedRun } from '../../usage/counted-run';
import type { CaptionService } from '../captions.service';
import type { CaptionWorkIo } from '../delivery';
import { type Campaign, type CampaignMeta, campaignView, saveCampaign } from './campaigns.service';
import { campaignTitle } from './slots';
import { type PlannedSlot, type WritingOptions, writeCampaign } from './write-campaign';

/** The writing switches as asked; absent ones are what the plan allows (docs/decisions/0029). */
export interface AskedWriting {
  language: Language;
  style?: StyleId;
  length?: LengthId;
  emojis?: boolean;
  hashtags?: boolean;
}

export function writingFor(plan: AccountPlan, asked: AskedWriting): WritingOptions {
  const limits = TIER_LIMITS[plan.tier];
  return {
    language: asked.language,
    style: asked.style ?? 'friendly',
    length: asked.length ?? 'short',
    emojis: asked.emojis ?? limits.emojis,
    hashtags: asked.hashtags ?? limits.hashtags,
  };
}

/** What the request says about the campaign itself (the rest comes from the plan and the writing). */
export type CampaignBasics = Pick<
  CampaignMeta,
  'title' | 'brief' | 'startDate' | 'days' | 'postsPerDay' | 'brandId'
>;

export interface CampaignPlanInput {
  slots: PlannedSlot[];
  basics: CampaignBasics;
  asked: AskedWriting;
  service: CaptionService;
  /** A date out of range: an import names its row, a campaign its start date. */
  dateError(slot: PlannedSlot): AppError;
  /** Reads the page the campaign is written from, once the plan allows it and before any use is reserved. */
  readSource?: () => Promise<PageContent>;
}

export type CampaignResult = Campaign & { notice?: string; usage: UsageView };

/**
 * A campaign written and kept, as one counted run (usage/counted-run.ts): the plan's gates for
 * the slots' networks and switches, dates from today (in the account's time zone) to a year
 * ahead, the brand, then every slot's use reserved at once (403 `quota_insufficient` when too
 * few remain, nothing counted), the slots written in order (each post reported as it is
 * written), the slots that were not written given back, and the campaign stored with its posts.
 */
export async function planCampaign(
  c: Context<AppEnv>,
  input: CampaignPlanInput,
  io: CaptionWorkIo,
): Promise<CampaignResult> {
  const user = currentUser(c);
  const db = c.get('db');
  const language = c.get('language');
  const { slots, basics, asked, service } = input;
  const id = randomUUID();
  const createdAt = new Date();
  const networks = [...new Set(slots.flatMap((slot) => slot.networks))] as NetworkId[];
  // Settled by the gate, which is the first to know the plan.
  let writing: WritingOptions = writingFor({ tier: 'free', timezone: null, subscriptionEnd: null }, asked);
  let timezone = 'UTC';

  const result = await countedRun(c, {
    kind: 'generation',
    uses: slots.length,
    batch: true,
    brandId: basics.brandId ?? undefined,
    gate: (plan) => {
      writing = writingFor(plan, asked);
      timezone = plan.timezone ?? 'UTC';
      // The campaign's networks together: a free account's one network holds for an import too,
      // whose rows name one network each.
      gateGeneration(plan, {
        networks,
        length: writing.length,
        variants: 1,
        emojis: writing.emojis,
        hashtags: writing.hashtags,
      });
      const { min, max } = plannableDates(todayIn(plan.timezone));
      const outside = slots.find((slot) => slot.date < min || slot.date > max);
      if (outside) throw input.dateError(outside);
    },
    prepare: input.readSource,
    run: async ({ brand, plan, prepared: source, onModelCalls }) => {
      const written = await writeCampaign(slots, writing, {
        service,
        brand,
        source,
        tier: plan.tier,
        onModelCalls,
        interfaceLanguage: language,
        signal: io.signal,
        onPost: (post, index, total) =>
          io.onEvent?.({
            type: 'post',
            payload: { index, total, post: postView({ ...post, campaignId: id, updatedAt: createdAt }) },
          }),
      });
      if (written.posts.length === 0) {
        if (written.failure) throw written.failure;
        // Stopped before the first slot: the client went away.
        throw new AppError(499 as ContentfulStatusCode, 'request_cancelled');
      }
      const meta: CampaignMeta = {
        ...basics,
        // A campaign from a link alone is named after its page.
        title: basics.title || campaignTitle(source?.title ?? ''),
        networks,
        ...writing,
        timezone,
        source: written.source,
      };
      const t = translator(language);
      const notice =
        [
          written.notice,
          written.unwritten > 0
            ? t('planner.notices.slotsUnwritten', { count: written.unwritten, total: slots.length })
            : undefined,
        ]
          .filter(Boolean)
          .join(' ') || undefined;
      return { meta, written, notice, campaign: campaignView(id, createdAt, meta, written.posts) };
    },
    unused: (run) => run.written.unwritten,
    save: (run) => saveCampaign(db, user.id, { id, createdAt, meta: run.meta, posts: run.written.posts }),
    // Streamed posts are progress, not the campaign: one that is not stored is not counted, and
    // the stream ends with this error (decision 0049).
    unstored: new AppError(503, 'usage_update_failed', { messageKey: 'planner.notStored' }),
    delivery: io.delivery,
  });
  return { ...result.campaign, ...(result.notice ? { notice: result.notice } : {}), usage: result.usage };
}
