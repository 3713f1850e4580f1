/*
 * A wall-clock time in a named time zone as an instant, and back: what the Schedule field shows
 * (a `datetime-local` value) is read in the campaign's or the account's zone, not the browser's.
 */

/** Milliseconds the zone is ahead of UTC at the instant `utc`. */
function offsetAt(utc: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(utc));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(utc / 1000) * 1000;
}

/**
 * The instant a `YYYY-MM-DDTHH:MM` wall-clock time stands for in `timeZone` (null for a value
 * that is not one). In a gap (clocks going forward) it is the time after the jump.
 */
export function zonedInstant(local: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  try {
    const first = wall - offsetAt(wall, timeZone);
    const second = wall - offsetAt(first, timeZone);
    const exact = [second, first].find((utc) => utc + offsetAt(utc, timeZone) === wall);
    return new Date(exact ?? Math.max(first, second));
  } catch {
    return null;
  }
}

/** The `YYYY-MM-DDTHH:MM` wall-clock time of an instant in `timeZone`. */
export function localInputValue(instant: Date, timeZone: string): string {
  const shifted = new Date(instant.getTime() + offsetAt(instant.getTime(), timeZone));
  return shifted.toISOString().slice(0, 16);
}
