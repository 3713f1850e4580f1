import { randomUUID } from 'node:crypto';
import {
  type CampaignRequest,
  type Language,
  type LengthId,
  type NetworkId,
  plannableDates,
  type StyleId,
  TIER_LIMITS,
  todayIn,
  type UsageView,
} from '@captia/shared';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError } from '#server/http/errors.ts';
import { translator } from '#server/i18n.ts';
import { postView } from '#server/lib/campaign-rows.ts';
import { type AccountPlan, gateGeneration } from '#server/lib/plan.ts';
import { type PageContent, withScheme } from '#server/links';
import { checkQuotaRoom, reserve } from '#server/usage';
import { emitEvent } from '#server/webhooks';
import type { CaptionService } from '../captions.service';
import {
  type Actor,
  accountForWork,
  engineOutcome,
  modelCallsOf,
  ownBrand,
  stored,
  type WorkDeps,
  type WorkEvents,
} from '../counted-work';
import { type Campaign, type CampaignMeta, campaignView, saveCampaign } from './campaigns.service';
import { briefSlots, campaignTitle } from './slots';
import { type PlannedSlot, type WritingOptions, type WrittenCampaign, writeCampaign } from './write-campaign';

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

export interface CampaignDeps extends WorkDeps {
  service: CaptionService;
  /** Reads the page a campaign is written from, for the actor (within the link limits). */
  readLink(actor: Actor, url: string): Promise<PageContent>;
}

export interface CampaignPlanInput {
  slots: PlannedSlot[];
  basics: CampaignBasics;
  asked: AskedWriting;
  /** The page the campaign is written from, as the user gave it: read once the plan allows it, before any use is reserved. */
  link?: string;
  /** A date out of range: an import names its row, a campaign its start date. */
  dateError(slot: PlannedSlot): AppError;
}

/**
 * A campaign planned from one brief, whoever asked (the route, the MCP tool): its slots (day ×
 * posts per day), what it says of itself, the writing asked for (the asker's language when it
 * names none), and its start date as the error when out of range.
 */
export function briefCampaignInput(body: CampaignRequest, language: Language): CampaignPlanInput {
  return {
    slots: briefSlots(body),
    basics: {
      title: campaignTitle(body.text),
      brief: body.text,
      startDate: body.startDate,
      days: body.days,
      postsPerDay: body.postsPerDay,
      brandId: body.brandId ?? null,
    },
    asked: { ...body, language: body.language ?? language },
    ...(body.link ? { link: body.link } : {}),
    dateError: () =>
      new AppError(400, 'bad_request', { messageKey: 'planner.validation.startDateOutOfRange' }),
  };
}

export type CampaignResult = Campaign & { notice?: string; usage: UsageView };

/**
 * A campaign written and kept, top to bottom as a generation is: the account and the plan's
 * gates for the slots' networks and switches, dates from today (in the account's time zone) to
 * a year ahead, the brand, room for every slot (403 `quota_insufficient` when too few remain,
 * nothing counted), the page it is written from, every slot's use reserved at once, the slots
 * written in order (each post reported as it is written), the slots that were not written given
 * back, and the campaign stored with its posts.
 */
export async function planCampaign(
  deps: CampaignDeps,
  actor: Actor,
  input: CampaignPlanInput,
  events: WorkEvents,
): Promise<CampaignResult> {
  const { slots, basics, asked } = input;
  const { plan, usageRow, brand: askedBrand } = await accountForWork(deps.db, actor.userId, basics.brandId);
  const writing = writingFor(plan, asked);
  const networks = [...new Set(slots.flatMap((slot) => slot.networks))] as NetworkId[];
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
  const brand = ownBrand(askedBrand);
  const account = { userId: actor.userId, plan };
  await checkQuotaRoom(deps, account, slots.length, { batch: true, row: usageRow });

  // The posts carry the link as the user gave it.
  const source = input.link
    ? { ...(await deps.readLink(actor, input.link)), url: withScheme(input.link) }
    : null;

  const reservation = await reserve(deps, account, slots.length, { batch: true });
  const id = randomUUID();
  const createdAt = new Date();
  const calls = modelCallsOf(deps, actor, plan, 'campaign');
  const written = await engineOutcome(
    writeCampaign(slots, writing, {
      service: deps.service,
      brand,
      source,
      tier: plan.tier,
      onModelCalls: calls.add,
      interfaceLanguage: actor.language,
      signal: events.signal,
      onPost: (post, index, total) =>
        events.emit({
          type: 'post',
          progress: { index, total, post: postView({ ...post, campaignId: id, updatedAt: createdAt }) },
        }),
    }).then(postsOrFailure),
    { deps, kind: 'campaign', calls, reservation, events },
  );
  // Slots that failed cost nothing: their uses go back before the campaign is kept.
  await reservation.giveBack('slots failed', written.unwritten);

  const meta: CampaignMeta = {
    ...basics,
    // A campaign from a link alone is named after its page.
    title: basics.title || campaignTitle(source?.title ?? ''),
    networks,
    ...writing,
    timezone: plan.timezone ?? 'UTC',
    source: written.source,
  };
  // Streamed posts are progress, not the campaign: one that is not stored is not counted, and
  // the stream ends with this error (decision 0049).
  await stored(saveCampaign(deps.db, actor.userId, { id, createdAt, meta, posts: written.posts }), {
    deps,
    reservation,
    events,
    unstored: new AppError(503, 'usage_update_failed', { messageKey: 'planner.notStored' }),
  });
  await emitEvent(
    deps.db,
    actor.userId,
    'campaign.created',
    {
      campaignId: id,
      title: meta.title,
      startDate: meta.startDate,
      days: meta.days,
      posts: written.posts.length,
    },
    deps.log,
  );
  const t = translator(actor.language);
  const notice =
    [
      written.notice,
      written.unwritten > 0
        ? t('planner.notices.slotsUnwritten', { count: written.unwritten, total: slots.length })
        : undefined,
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  return {
    ...campaignView(id, createdAt, meta, written.posts),
    ...(notice ? { notice } : {}),
    usage: reservation.usage,
  };
}

/** A campaign with no post written is the engine's failure (or, stopped before the first slot, the client gone). */
function postsOrFailure(written: WrittenCampaign): WrittenCampaign {
  if (written.posts.length > 0) return written;
  if (written.failure) throw written.failure;
  throw new AppError(499 as ContentfulStatusCode, 'request_cancelled');
}
