import {
  type AngleId,
  addDays,
  angleArc,
  type CampaignRequest,
  campaignSlots,
  charsOf,
  daysBetween,
  isSpace,
  type NetworkId,
  suggestedTime,
  trimEndWhile,
} from '@captia/shared';
import type { PlannedSlot } from './write-campaign';

/** How many slots of each angle came before, so the n-th tip knows it is the n-th. */
function occurrences(angles: readonly AngleId[]): number[] {
  const seen = new Map<AngleId, number>();
  return angles.map((angle) => {
    const n = (seen.get(angle) ?? 0) + 1;
    seen.set(angle, n);
    return n;
  });
}

/** A campaign from one brief: every slot for every network, the arc's angles, the suggested times. */
export function briefSlots(
  request: Pick<CampaignRequest, 'text' | 'startDate' | 'days' | 'postsPerDay' | 'networks'>,
): PlannedSlot[] {
  const slots = campaignSlots(request.startDate, request.days, request.postsPerDay);
  const angles = angleArc(slots.length);
  const nth = occurrences(angles);
  const lastDate = addDays(request.startDate, request.days - 1);
  return slots.map((slot, i) => ({
    index: slot.index,
    date: slot.date,
    times: Object.fromEntries(
      request.networks.map((network) => [network, suggestedTime(network, request.postsPerDay, slot.ofDay)]),
    ),
    networks: request.networks,
    angle: angles[i] as AngleId,
    // Only the first slot carries the brief whole; the others tell it anew (docs/decisions/0029).
    whole: i === 0,
    brief: request.text,
    occurrence: nth[i] as number,
    daysLeft: daysBetween(slot.date, lastDate),
  }));
}

/** One imported row: its date, network and brief. */
export interface ImportRow {
  /** Its number as a spreadsheet shows it (the header is row 1). */
  row: number;
  date: string;
  network: NetworkId;
  brief: string;
}

/**
 * An import: one slot per row, in date order (rows of one date keep their order), each carrying
 * its own brief whole; the arc's angles over the rows; a day's posts on a network take that
 * network's suggested times for as many posts a day (three at most).
 */
export function importSlots(rows: readonly ImportRow[]): PlannedSlot[] {
  const ordered = rows
    .map((row, at) => ({ row, at }))
    .sort((a, b) => a.row.date.localeCompare(b.row.date) || a.at - b.at);
  const angles = angleArc(ordered.length);
  const nth = occurrences(angles);
  const lastDate = ordered[ordered.length - 1]?.row.date ?? '';
  const perDay = new Map<string, number>();
  for (const { row } of ordered)
    perDay.set(`${row.date}|${row.network}`, (perDay.get(`${row.date}|${row.network}`) ?? 0) + 1);
  const placed = new Map<string, number>();
  return ordered.map(({ row }, i) => {
    const key = `${row.date}|${row.network}`;
    const ofDay = placed.get(key) ?? 0;
    placed.set(key, ofDay + 1);
    return {
      index: i,
      date: row.date,
      times: { [row.network]: suggestedTime(row.network, perDay.get(key) ?? 1, ofDay) },
      networks: [row.network],
      angle: angles[i] as AngleId,
      whole: true,
      brief: row.brief,
      occurrence: nth[i] as number,
      daysLeft: daysBetween(row.date, lastDate),
      row: row.row,
    };
  });
}

const TITLE_PUNCTUATION = charsOf(',;:.-');
const TITLE_TAIL = (char: string) => isSpace(char) || TITLE_PUNCTUATION(char);

/** A campaign's title: the brief's first line, shortened at a word to about 60 characters. */
export function campaignTitle(brief: string): string {
  const line = (brief.split('\n').find((l) => l.trim() !== '') ?? '').replace(/\s+/g, ' ').trim();
  if (line.length <= 60) return line;
  const cut = line.slice(0, 60);
  const space = cut.lastIndexOf(' ');
  // One pass (`/[\s,;:.-]+$/` retried its run from each of its characters).
  return `${trimEndWhile(space > 30 ? cut.slice(0, space) : cut, TITLE_TAIL)}…`;
}
