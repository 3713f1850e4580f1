import { describe, expect, it } from 'vitest';
import { NETWORK_IDS } from '../captions/options';
import { PlannerFormSchema } from '../schemas/planner-form';
import { ANGLE_IDS, angleArc } from './angles';
import { postRuleProblem } from './rules';
import {
  addDays,
  campaignSlots,
  daysBetween,
  isCalendarDate,
  isLocalTime,
  plannableDates,
  SUGGESTED_TIMES,
  suggestedTime,
} from './schedule';
import { CampaignRequestSchema, PostPatchSchema } from './schema';

describe('the arc of angles', () => {
  it('opens with the announcement, ends with the reminder, counts down from four slots, never repeats a neighbour', () => {
    expect(angleArc(1)).toEqual(['announcement']);
    expect(angleArc(2)).toEqual(['announcement', 'reminder']);
    expect(angleArc(3)).toEqual(['announcement', 'tip', 'reminder']);
    expect(angleArc(7)).toEqual([
      'announcement',
      'tip',
      'behind-the-scenes',
      'offer',
      'social-proof',
      'countdown',
      'reminder',
    ]);
    for (let n = 1; n <= 42; n++) {
      const arc = angleArc(n);
      expect(arc).toHaveLength(n);
      for (let i = 1; i < n; i++) expect(arc[i]).not.toBe(arc[i - 1]);
      expect(arc.every((angle) => (ANGLE_IDS as readonly string[]).includes(angle))).toBe(true);
    }
    // A week uses seven different angles; two weeks use every one of them.
    expect(new Set(angleArc(7)).size).toBe(7);
    expect(new Set(angleArc(14)).size).toBe(ANGLE_IDS.length);
  });
});

describe('slots and times', () => {
  it('a day per slot, n posts a day, in time order; calendar arithmetic across months and leap days', () => {
    expect(campaignSlots('2028-02-28', 3, 2).map((s) => [s.date, s.ofDay])).toEqual([
      ['2028-02-28', 0],
      ['2028-02-28', 1],
      ['2028-02-29', 0],
      ['2028-02-29', 1],
      ['2028-03-01', 0],
      ['2028-03-01', 1],
    ]);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-12-25', '2027-01-01')).toBe(7);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-1-01')).toBe(false);
    expect(isLocalTime('23:59')).toBe(true);
    expect(isLocalTime('24:00')).toBe(false);
  });

  it('suggests rising, valid times for every network and number of posts a day', () => {
    for (const network of NETWORK_IDS)
      for (const perDay of [1, 2, 3]) {
        const times = SUGGESTED_TIMES[network][perDay - 1] as readonly string[];
        expect(times).toHaveLength(perDay);
        expect(times.every(isLocalTime)).toBe(true);
        expect([...times].sort()).toEqual([...times]);
        expect(suggestedTime(network, perDay, perDay - 1)).toBe(times[perDay - 1]);
      }
  });
});

describe('the request and an edit', () => {
  it('refuses what the planner cannot plan, with catalog keys', () => {
    const good = { text: 'Brief', startDate: '2026-12-07', days: 7, networks: ['x'] };
    expect(CampaignRequestSchema.parse(good).postsPerDay).toBe(1);
    for (const bad of [
      { ...good, days: 15 },
      { ...good, days: 1.5 },
      { ...good, postsPerDay: 0 },
      { ...good, startDate: '07/12/2026' },
      { ...good, networks: ['x', 'x'] },
      { ...good, text: '   ' },
    ])
      expect(CampaignRequestSchema.safeParse(bad).success).toBe(false);
    expect(PostPatchSchema.safeParse({}).success).toBe(false);
    expect(PostPatchSchema.parse({ text: 'a\r\nb\rc' }).text).toBe('a\nb\nc');
  });

  it('names the first network rule an edited post breaks', () => {
    const on = { emojis: true, hashtags: true };
    expect(postRuleProblem('Fine post #ok', 'x', on)).toBeNull();
    expect(postRuleProblem('  ', 'x', on)?.key).toBe('empty');
    expect(postRuleProblem('a'.repeat(281), 'x', on)).toEqual({
      key: 'tooLong',
      values: { length: 281, max: 280 },
    });
    expect(postRuleProblem('Hello 🎉', 'x', { emojis: false, hashtags: true })?.key).toBe('emojisOff');
    expect(postRuleProblem('Hello #tag', 'x', { emojis: true, hashtags: false })?.key).toBe('hashtagsOff');
    expect(postRuleProblem('Hi #a #b #c #d #e #f', 'threads', on)?.key).toBe('tooManyHashtags');
  });
});

describe('the Planner screen’s form', () => {
  const typed = {
    text: ' Winter menu on Friday ',
    startDate: '2026-12-07',
    days: '7',
    postsPerDay: '2',
    networks: ['instagram', 'x'],
    language: 'pt-BR',
    brandId: null,
    link: null,
  } as const;

  it('sends what POST /api/campaigns takes: numbers from the selects, no brand for the default', () => {
    const body = PlannerFormSchema.parse(typed);
    expect(body).toEqual({
      text: 'Winter menu on Friday',
      startDate: '2026-12-07',
      days: 7,
      postsPerDay: 2,
      networks: ['instagram', 'x'],
      language: 'pt-BR',
    });
    expect(CampaignRequestSchema.parse(body).days).toBe(7);
    expect(PlannerFormSchema.parse({ ...typed, brandId: 'brand-1' })).toMatchObject({ brandId: 'brand-1' });
    // A link read on the screen: the brief may then be empty, as the server allows.
    const fromLink = PlannerFormSchema.parse({ ...typed, text: '', link: 'https://example.com/post' });
    expect(fromLink).toMatchObject({ text: '', link: 'https://example.com/post' });
    expect(CampaignRequestSchema.parse(fromLink).link).toBe('https://example.com/post');
  });

  it('refuses what the server refuses, with its catalog keys', () => {
    const problems = (input: object) =>
      PlannerFormSchema.safeParse({ ...typed, ...input }).error?.issues.map((issue) => [
        issue.path.join('.'),
        issue.message,
      ]);
    expect(problems({ text: '  ' })).toEqual([['text', 'captions.validation.textRequired']]);
    expect(problems({ days: '15' })).toEqual([['days', 'planner.validation.daysInvalid']]);
    expect(problems({ days: '' })).toEqual([['days', 'planner.validation.daysInvalid']]);
    expect(problems({ postsPerDay: '4' })).toEqual([
      ['postsPerDay', 'planner.validation.postsPerDayInvalid'],
    ]);
    expect(problems({ startDate: '2026-02-30' })).toEqual([
      ['startDate', 'planner.validation.startDateInvalid'],
    ]);
    expect(problems({ networks: [] })?.[0]?.[0]).toBe('networks');
  });

  it('offers start dates from today up to a year ahead, a leap day included', () => {
    expect(plannableDates('2027-03-01')).toEqual({ min: '2027-03-01', max: '2028-03-01' });
    expect(plannableDates('2026-12-07')).toEqual({ min: '2026-12-07', max: '2027-12-08' });
  });
});
