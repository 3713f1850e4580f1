import { describe, expect, it } from 'vitest';
import { type Campaign, publicationRefresh } from './api';

const NOW = Date.parse('2027-03-01T09:00:00Z');
const campaignWith = (...publications: { state: string; at: string }[]) =>
  ({ posts: publications.map((publication) => ({ publication })) }) as unknown as Campaign;

describe('how soon the calendar reads a campaign again', () => {
  it('never without a publication waiting, nor once they are done', () => {
    expect(publicationRefresh(undefined, NOW)).toBe(false);
    expect(publicationRefresh(campaignWith(), NOW)).toBe(false);
    expect(
      publicationRefresh(
        campaignWith(
          { state: 'published', at: '2027-03-01T08:00:00Z' },
          { state: 'failed', at: '2027-03-01T08:00:00Z' },
        ),
        NOW,
      ),
    ).toBe(false);
  });

  it('every 5 s while one goes out or is due within a minute, every minute while one waits for later', () => {
    expect(publicationRefresh(campaignWith({ state: 'publishing', at: '2027-03-01T08:00:00Z' }), NOW)).toBe(
      5_000,
    );
    expect(publicationRefresh(campaignWith({ state: 'scheduled', at: '2027-03-01T09:00:30Z' }), NOW)).toBe(
      5_000,
    );
    expect(publicationRefresh(campaignWith({ state: 'scheduled', at: '2027-03-01T08:59:00Z' }), NOW)).toBe(
      5_000,
    );
    expect(publicationRefresh(campaignWith({ state: 'scheduled', at: '2027-03-02T09:00:00Z' }), NOW)).toBe(
      60_000,
    );
  });
});
