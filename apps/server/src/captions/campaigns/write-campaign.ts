import { randomUUID } from 'node:crypto';
import {
  ANGLE_POST_TYPE,
  type AngleId,
  type BrandVoice,
  type CaptionSource,
  captionRules,
  finalizeCaption,
  type Language,
  type LengthId,
  type NetworkId,
  type ResolvedCaptionRequest,
  type StyleId,
  type Tier,
} from '@captia/shared';
import type { PageContent } from '#server/links';
import { ANGLE_PACKS } from '../basic/angle-phrases';
import type { CaptionService } from '../captions.service';
import type { ModelCall } from '../models/calls';
import { openingKey, openingOf } from '../openings';

/** One slot to write: one use of the quota, one post per network. */
export interface PlannedSlot {
  index: number;
  date: string;
  /** The suggested local time per network. */
  times: Readonly<Partial<Record<NetworkId, string>>>;
  networks: readonly NetworkId[];
  angle: AngleId;
  /** The slot carries its brief whole (a campaign's first slot; every imported row). */
  whole: boolean;
  brief: string;
  /** 1-based: which slot of this angle. */
  occurrence: number;
  /** Days from this slot to the campaign's last day. */
  daysLeft: number;
  /** The imported row it comes from (the spreadsheet's number), if any. */
  row?: number;
}

/** How every post of the campaign is written. */
export interface WritingOptions {
  language: Language;
  style: StyleId;
  length: LengthId;
  emojis: boolean;
  hashtags: boolean;
}

export interface WrittenPost {
  id: string;
  slot: number;
  position: number;
  date: string;
  time: string;
  network: NetworkId;
  angle: AngleId;
  text: string;
}

export interface WrittenCampaign {
  posts: WrittenPost[];
  /** Slots not written (the engine failed, or the client left): their uses are given back. */
  unwritten: number;
  source: CaptionSource;
  /** The engine's notice (the model could not be reached), if any. */
  notice?: string;
  /** The error that stopped the slots, if one did. */
  failure?: unknown;
}

export interface CampaignWriterDeps {
  service: CaptionService;
  brand: BrandVoice | null;
  /** The interface language (notices are written in it). */
  interfaceLanguage: Language;
  signal: AbortSignal;
  /** The page the posts are written from, if any (decision 0031). */
  source?: PageContent | null;
  /** Each post as soon as it is written (the event stream's `post`). */
  onPost?: (post: WrittenPost, written: number, total: number) => void;
  /** The account's plan (a plan may have its own model). */
  tier?: Tier;
  /** Each slot's model calls, settled. */
  onModelCalls?: (calls: ModelCall[]) => void;
}

export { openingKey, openingOf } from '../openings';

/**
 * Writes a campaign's slots in order, each through the caption engine (the model or the basic
 * generator, the guardrails and the network rules, as a single caption), one request per slot:
 * each slot knows what the earlier ones opened with, which one request for the whole campaign
 * could not promise within the model's answer limit (docs/decisions/0029). No two slots open
 * with the same line on a network: the basic generator picks around the taken openings, and a
 * model's repeat is numbered. The first failure stops the writing: the slots written are kept,
 * the others are reported as unwritten (their uses are given back).
 */
export async function writeCampaign(
  slots: readonly PlannedSlot[],
  writing: WritingOptions,
  deps: CampaignWriterDeps,
): Promise<WrittenCampaign> {
  const taken = new Map<NetworkId, Set<string>>();
  const earlier: string[] = [];
  const posts: WrittenPost[] = [];
  const total = slots.reduce((sum, slot) => sum + slot.networks.length, 0);
  const angles = ANGLE_PACKS[writing.language];
  const rules = captionRules(writing);
  let source: CaptionSource = 'basic';
  let notice: string | undefined;
  let written = 0;
  for (const slot of slots) {
    if (deps.signal.aborted) break;
    const request: ResolvedCaptionRequest = {
      networks: [...slot.networks],
      postType: ANGLE_POST_TYPE[slot.angle],
      style: writing.style,
      length: writing.length,
      variants: 1,
      emojis: writing.emojis,
      hashtags: writing.hashtags,
      text: slot.brief,
      language: writing.language,
    };
    let result: Awaited<ReturnType<CaptionService['generate']>>;
    try {
      result = await deps.service.generate(request, {
        language: deps.interfaceLanguage,
        brand: deps.brand,
        signal: deps.signal,
        source: deps.source ?? null,
        tier: deps.tier,
        onModelCalls: deps.onModelCalls,
        slot: {
          angle: slot.angle,
          whole: slot.whole,
          occurrence: slot.occurrence,
          daysLeft: slot.daysLeft,
          index: slot.index,
          total: slots.length,
          date: slot.date,
          earlierOpenings: earlier,
          takenOpenings: Object.fromEntries([...taken].map(([network, keys]) => [network, [...keys]])),
        },
      });
    } catch (failure) {
      return { posts, unwritten: slots.length - written, source, notice, failure };
    }
    if (result.source === 'ai') source = 'ai';
    notice ??= result.notice;
    slot.networks.forEach((network, position) => {
      const caption = result.captions.find((c) => c.network === network);
      if (!caption) return;
      let text = caption.text;
      const seen = taken.get(network) ?? new Set<string>();
      // A model may repeat an earlier opening: the slot is numbered, so it still opens anew.
      for (let n = slot.occurrence; seen.has(openingKey(text)) && n < slot.occurrence + 50; n++)
        text = finalizeCaption(
          `${angles.numbered(angles.angleLabels[slot.angle], n)} ${caption.text}`,
          network,
          rules,
        ).text;
      seen.add(openingKey(text));
      taken.set(network, seen);
      earlier.push(openingOf(text));
      const post: WrittenPost = {
        id: randomUUID(),
        slot: slot.index,
        position,
        date: slot.date,
        time: slot.times[network] ?? '12:00',
        network,
        angle: slot.angle,
        text,
      };
      posts.push(post);
      deps.onPost?.(post, posts.length, total);
    });
    written++;
  }
  return { posts, unwritten: slots.length - written, source, notice };
}
