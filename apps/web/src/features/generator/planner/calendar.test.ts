import { describe, expect, it } from 'vitest';
import { calendarDays, calendarNetworks, moveTargets, postsOfDay, postsOn } from './calendar';

const post = (id: string, date: string, time: string, network: 'instagram' | 'x' | 'linkedin') => ({
  id,
  date,
  time,
  network,
});

const campaign = {
  startDate: '2026-12-30',
  days: 3,
  networks: ['x', 'instagram'] as const,
  posts: [
    post('a', '2026-12-30', '11:00', 'instagram'),
    post('b', '2026-12-30', '09:00', 'x'),
    post('c', '2026-12-31', '19:00', 'instagram'),
    post('d', '2026-12-31', '11:00', 'instagram'),
    // Moved a month away: one more column, not thirty.
    post('e', '2027-02-01', '09:00', 'x'),
  ],
};

describe('the planner calendar', () => {
  it('shows the planned days across a year end, and any day a post was moved to, in date order', () => {
    expect(calendarDays(campaign)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-02-01']);
    expect(calendarDays({ ...campaign, posts: [] })).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
  });

  it('keeps the campaign’s network order for its rows', () => {
    expect(calendarNetworks(campaign)).toEqual(['x', 'instagram']);
    expect(calendarNetworks({ ...campaign, networks: ['x'] })).toEqual(['x', 'instagram']);
  });

  it('puts each post in its day and network, by time; a day’s list by time then network', () => {
    expect(postsOn(campaign.posts, '2026-12-31', 'instagram').map((p) => p.id)).toEqual(['d', 'c']);
    expect(postsOn(campaign.posts, '2027-01-01', 'instagram')).toEqual([]);
    expect(postsOfDay(campaign.posts, '2026-12-30', campaign.networks).map((p) => p.id)).toEqual(['b', 'a']);
    const sameTime = [post('m', '2027-01-01', '09:00', 'instagram'), post('n', '2027-01-01', '09:00', 'x')];
    expect(postsOfDay(sameTime, '2027-01-01', campaign.networks).map((p) => p.id)).toEqual(['n', 'm']);
  });

  it('offers to move a post to the calendar’s other days, never to its own or one already gone', () => {
    const days = calendarDays(campaign);
    expect(moveTargets(days, post('a', '2026-12-30', '11:00', 'instagram'), '2026-12-30')).toEqual([
      '2026-12-31',
      '2027-01-01',
      '2027-02-01',
    ]);
    expect(moveTargets(days, post('c', '2026-12-31', '19:00', 'instagram'), '2027-01-01')).toEqual([
      '2027-01-01',
      '2027-02-01',
    ]);
  });
});
