import type { ExportFormat, NetworkId } from '@captia/shared';
import { stringify } from 'csv-stringify/sync';
import ical, { ICalAlarmType, escape as icalText } from 'ical-generator';
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
  const dashed = campaign.title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  // Runs of '-' are one already: at most one at each end (no backtracking '-+$' search).
  const slug = dashed
    .slice(dashed.startsWith('-') ? 1 : 0, dashed.endsWith('-') ? -1 : undefined)
    .slice(0, 40);
  return [`captia-${slug || 'campaign'}`, campaign.startDate, network].filter(Boolean).join('-');
}

/**
 * csv-stringify's RFC 4180 quoting: records end in CRLF, and a field with a comma, a quote or a
 * line break of any kind — CRLF, or a lone LF or CR as a caption's lines are kept — is quoted.
 * (With a record delimiter set, the library quotes only that delimiter unless told to quote the
 * lone LF and CR too: multi-line captions were written unquoted and read back as many rows.)
 */
const RFC_4180 = { record_delimiter: '\r\n', quote_record_delimiter: true } as const;

/**
 * What a spreadsheet would run as a formula: a cell starting with `=`, `+`, `-`, `@`, a tab or
 * a carriage return (OWASP, CSV injection; the full-width `＝＋－＠` too). The library prefixes
 * such a cell with `'`, and the cell is quoted whole, so no reader splits the prefix from it.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * RFC 4180 CSV in UTF-8, with a byte-order mark so that spreadsheet programs (Excel, LibreOffice)
 * read accents and emojis as UTF-8 rather than the system's code page; Google Sheets ignores it.
 * This is the file made to be opened in a spreadsheet: formulas are neutralised (decision 0049).
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
    ...RFC_4180,
    escape_formulas: true,
    quoted_match: FORMULA_START,
  })}`;
}

/**
 * Hootsuite's bulk composer: no header; the date and time as `DD/MM/YYYY HH:mm` (24 hours), the
 * message, then an optional link (empty: the brief's links stay in the message). One network per
 * file, as the composer schedules a file to the profiles picked for it. The message is the post
 * exactly as it will be published: no formula prefix, which Hootsuite would publish (decision 0049).
 */
function hootsuite(posts: readonly Post[]): string {
  const rows = posts.map((post) => {
    const [year, month, day] = post.date.split('-');
    return [`${day}/${month}/${year} ${post.time}`, post.text, ''];
  });
  return stringify(rows, RFC_4180);
}

/**
 * iCalendar (RFC 5545): one event per post at its local date and time in the campaign's time
 * zone (TZID, with the zone's VTIMEZONE), the caption as its description, a UID that stays the
 * same for the same post (re-importing updates rather than duplicates), and a display alarm
 * 15 minutes before so the phone says when to post.
 */
function calendar(campaign: Campaign, posts: readonly Post[], labels: CalendarLabels): string {
  const cal = ical({
    // The library writes NAME and X-WR-CALNAME as given (it escapes only the events' texts):
    // escaped here as RFC 5545 TEXT, so a comma or a semicolon in a title stays text.
    name: icalText(campaign.title, false),
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
