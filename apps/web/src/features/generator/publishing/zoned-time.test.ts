import { describe, expect, it } from 'vitest';
import { localInputValue, zonedInstant } from './zoned-time';

describe('zoned time', () => {
  it('reads a wall-clock time in the zone named, not the browser’s', () => {
    expect(zonedInstant('2027-03-01T09:00', 'America/Sao_Paulo')?.toISOString()).toBe(
      '2027-03-01T12:00:00.000Z',
    );
    expect(zonedInstant('2027-07-01T09:00', 'Europe/Madrid')?.toISOString()).toBe('2027-07-01T07:00:00.000Z');
    expect(zonedInstant('2027-01-01T09:00', 'Europe/Madrid')?.toISOString()).toBe('2027-01-01T08:00:00.000Z');
    expect(zonedInstant('2027-03-01T09:00', 'UTC')?.toISOString()).toBe('2027-03-01T09:00:00.000Z');
  });

  it('a time in the spring gap is the one after the jump; a bad value or zone is null', () => {
    // New York skips 02:00–03:00 on 2027-03-14.
    const gap = zonedInstant('2027-03-14T02:30', 'America/New_York');
    expect(gap && localInputValue(gap, 'America/New_York')).toBe('2027-03-14T03:30');
    expect(zonedInstant('2027-03-01 09:00', 'UTC')).toBeNull();
    expect(zonedInstant('2027-03-01T09:00', 'Not/AZone')).toBeNull();
  });

  it('goes back to the same wall-clock time', () => {
    for (const zone of ['America/Sao_Paulo', 'Asia/Kolkata', 'Pacific/Auckland', 'UTC']) {
      const instant = zonedInstant('2027-10-05T18:45', zone);
      expect(instant && localInputValue(instant, zone)).toBe('2027-10-05T18:45');
    }
  });
});
