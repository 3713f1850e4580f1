import type { ExportFormat, NetworkId } from '@captia/shared';
import { stringify } from 'csv-stringify/sync';
import ical, { ICalAlarmType } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { Campaign, Post } from './campaigns.service';

/** A file to hand to the client as a download. */
export interface ExportFile {
  body: string;
  contentType: string;
  filename: string;
}

/** Minutes before a post's time the calendar reminds the user to post it. */
export const REMINDER_MINUTES = 15;

/** A file name from the campaign's title: letters, digits and dashes, never a path. */
function baseName(campaign: Campaign, network?: NetworkId): string {
  const slug = campaign.title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return [`captia-${slug || 'campaign'}`, campaign.startDate, network].filter(Boolean).join('-');
}

/**
 * RFC 4180 CSV in UTF-8, with a byte-order mark so that spreadsheet programs (Excel, LibreOffice)
 * read accents and emojis as UTF-8 rather than the system's code page; Google Sheets ignores it.
 * Lines end in CRLF, as the RFC says; fields with quotes, commas or line breaks are quoted.
 */
function csv(campaign: Campaign, posts: readonly Post[]): string {
  const rows = posts.map((post) => [
    post.date,
    post.time,
    campaign.timezone,
    post.network,
    post.angle,
    post.text,
    post.hashtags.map((tag) => `#${tag}`).join(' '),
  ]);
  return `\uFEFF${stringify(rows, {
    header: true,
    columns: ['date', 'time', 'timezone', 'network', 'angle', 'text', 'hashtags'],
    record_delimiter: '\r\n',
  })}`;
}

/**
 * Hootsuite's bulk composer: no header; the date and time as `DD/MM/YYYY HH:mm` (24 hours), the
 * message, then an optional link (empty: the brief's links stay in the message). One network per
 * file, as the composer schedules a file to the profiles picked for it.
 */
function hootsuite(posts: readonly Post[]): string {
  const rows = posts.map((post) => {
    const [year, month, day] = post.date.split('-');
    return [`${day}/${month}/${year} ${post.time}`, post.text, ''];
  });
  return stringify(rows, { record_delimiter: '\r\n' });
}

/**
 * iCalendar (RFC 5545): one event per post at its local date and time in the campaign's time
 * zone (TZID, with the zone's VTIMEZONE), the caption as its description, a UID that stays the
 * same for the same post (re-importing updates rather than duplicates), and a display alarm
 * 15 minutes before so the phone says when to post.
 */
function calendar(campaign: Campaign, posts: readonly Post[], labels: CalendarLabels): string {
  const cal = ical({
    name: campaign.title,
    prodId: { company: 'CaptIA', product: 'Planner', language: 'EN' },
  });
  // The zone as the VTIMEZONE library names it ("UTC" is "Etc/UTC"), so TZID and VTIMEZONE match;
  // a zone it does not know keeps its IANA name, which calendar programs resolve themselves.
  const [block, tzid] = tzlib_get_ical_block(campaign.timezone);
  const zone = block && tzid?.startsWith('TZID=') ? tzid.slice('TZID='.length) : campaign.timezone;
  // The calendar itself names no zone (its DTSTAMPs stay in UTC, as the RFC requires); the
  // generator writes the VTIMEZONE of the zone the events use.
  cal.timezone({ name: null, generator: (name) => (name === zone && block ? block : null) });
  for (const post of posts) {
    const start = `${post.date}T${post.time}:00`;
    const event = cal.createEvent({
      id: `${post.id}@captia`,
      start,
      end: new Date(new Date(start).getTime() + REMINDER_MINUTES * 60_000),
      timezone: zone,
      summary: labels.summary(post),
      description: post.text,
    });
    event.createAlarm({
      type: ICalAlarmType.display,
      trigger: REMINDER_MINUTES * 60,
      description: labels.alarm(post),
    });
  }
  return cal.toString();
}

/** What the calendar's events are called, in the request's language. */
export interface CalendarLabels {
  summary(post: Post): string;
  alarm(post: Post): string;
}

/** The campaign's posts (of one network, when asked) in the format asked for. */
export function exportCampaign(
  campaign: Campaign,
  format: ExportFormat,
  network: NetworkId | undefined,
  labels: CalendarLabels,
): ExportFile {
  const posts = network ? campaign.posts.filter((post) => post.network === network) : campaign.posts;
  const name = baseName(campaign, network);
  switch (format) {
    case 'csv':
      return { body: csv(campaign, posts), contentType: 'text/csv; charset=utf-8', filename: `${name}.csv` };
    case 'hootsuite':
      return {
        body: hootsuite(posts),
        contentType: 'text/csv; charset=utf-8',
        filename: `${name}-hootsuite.csv`,
      };
    case 'ics':
      return {
        body: calendar(campaign, posts, labels),
        contentType: 'text/calendar; charset=utf-8',
        filename: `${name}.ics`,
      };
  }
}
