import type { NetworkId } from '../captions/options';
import type { IsoDate } from '../usage-rules';

export const MIN_CAMPAIGN_DAYS = 1;
export const MAX_CAMPAIGN_DAYS = 14;
export const MIN_POSTS_PER_DAY = 1;
export const MAX_POSTS_PER_DAY = 3;
/** How far ahead a post may be planned: days after today in the account's time zone (a leap year's 366). */
export const MAX_DAYS_AHEAD = 366;

type Times = readonly [readonly [string], readonly [string, string], readonly [string, string, string]];

/**
 * Suggested local posting times per network, for one, two or three posts a day, in the account's
 * time zone. They are starting points from the published engagement studies (docs/product.md,
 * Planner, lists each source): Hootsuite's 2023 analysis of ~8 million followers (Instagram and
 * X in the morning, Facebook mid-morning, LinkedIn and TikTok early afternoon), Sprout Social's
 * (Facebook and Instagram 9:00–14:00 on weekdays, LinkedIn mid-morning to noon) and Loomly's
 * (Instagram early, TikTok never early, Pinterest in the evening and at weekends). A second and
 * third post go to the lunch and evening windows those studies share. Times rise within a day.
 */
export const SUGGESTED_TIMES: Readonly<Record<NetworkId, Times>> = {
  instagram: [['11:00'], ['11:00', '19:00'], ['08:00', '12:00', '19:00']],
  facebook: [['10:00'], ['10:00', '13:00'], ['09:00', '13:00', '19:00']],
  x: [['09:00'], ['09:00', '12:00'], ['09:00', '12:00', '17:00']],
  linkedin: [['10:00'], ['08:00', '12:00'], ['08:00', '12:00', '17:00']],
  tiktok: [['19:00'], ['13:00', '19:00'], ['12:00', '16:00', '20:00']],
  threads: [['11:00'], ['11:00', '18:00'], ['09:00', '13:00', '18:00']],
  youtube: [['17:00'], ['12:00', '17:00'], ['12:00', '15:00', '18:00']],
  pinterest: [['20:00'], ['14:00', '20:00'], ['12:00', '16:00', '21:00']],
  // No published study of their own yet: the conversational networks' hours (X, Threads).
  bluesky: [['09:00'], ['09:00', '18:00'], ['09:00', '13:00', '18:00']],
  mastodon: [['09:00'], ['09:00', '18:00'], ['09:00', '13:00', '18:00']],
};

/** The suggested time of the `index`-th post of a day (0-based) with `postsPerDay` posts that day. */
export function suggestedTime(network: NetworkId, postsPerDay: number, index: number): string {
  const row = SUGGESTED_TIMES[network][Math.min(Math.max(postsPerDay, 1), 3) - 1] as readonly string[];
  return row[Math.min(index, row.length - 1)] as string;
}

/** `date` plus `days` days (calendar dates, no time zone involved). */
export function addDays(date: IsoDate, days: number): IsoDate {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** One slot of a campaign: a day and its n-th post. Each slot is one use of the quota. */
export interface CampaignSlot {
  /** 0-based, in time order. */
  index: number;
  date: IsoDate;
  /** Which post of the day (0-based). */
  ofDay: number;
}

/** The slots of a campaign, in time order: each day's posts, day after day. */
export function campaignSlots(startDate: IsoDate, days: number, postsPerDay: number): CampaignSlot[] {
  const slots: CampaignSlot[] = [];
  for (let day = 0; day < days; day++)
    for (let ofDay = 0; ofDay < postsPerDay; ofDay++)
      slots.push({ index: slots.length, date: addDays(startDate, day), ofDay });
  return slots;
}

/** A calendar date that exists (2026-02-30 does not), as YYYY-MM-DD. */
export function isCalendarDate(value: string): value is IsoDate {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** A 24-hour local time, HH:MM. */
export function isLocalTime(value: string): boolean {
  return /^(?:[01]\d|2[0-3]):[0-5]\d$/.test(value);
}

/** The dates a post may be planned on, seen from `today` (the account's): today up to MAX_DAYS_AHEAD after. */
export function plannableDates(today: IsoDate): { min: IsoDate; max: IsoDate } {
  return { min: today, max: addDays(today, MAX_DAYS_AHEAD) };
}
