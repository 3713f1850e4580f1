import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime, formatDay, formatNumber, formatPrice, formatTimestamp } from './format';

/** Noon UTC: the same calendar day in every time zone a test machine may run in. */
const NOON = '2026-12-22T12:00:00.000Z';
/** Intl writes a narrow no-break space before "PM" (and elsewhere) in recent ICU versions. */
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatNumber', () => {
  it('groups digits as each language does', () => {
    expect(formatNumber(2200, 'en-US')).toBe('2,200');
    expect(formatNumber(2200, 'pt-BR')).toBe('2.200');
    // Spanish groups from five digits on.
    expect(formatNumber(2200, 'es-ES')).toBe('2200');
    expect(formatNumber(12345, 'es-ES')).toBe('12.345');
  });
});

describe('formatPrice', () => {
  it('writes the configured currency in the interface language', () => {
    expect(spaces(formatPrice(29.9, 'BRL', 'pt-BR'))).toBe('R$ 29,90');
    expect(formatPrice(29.9, 'BRL', 'en-US')).toBe('R$29.90');
    expect(spaces(formatPrice(299, 'EUR', 'es-ES'))).toBe('299,00 €');
  });

  it('shows no cents for a free plan', () => {
    expect(formatPrice(0, 'USD', 'en-US')).toBe('$0');
    expect(spaces(formatPrice(0, 'BRL', 'pt-BR'))).toBe('R$ 0');
    expect(spaces(formatPrice(0, 'EUR', 'es-ES'))).toBe('0 €');
  });
});

describe('formatDate', () => {
  it('writes a long date by default (a period end, an article)', () => {
    expect(formatDate(NOON, 'en-US')).toBe('December 22, 2026');
    expect(formatDate(NOON, 'pt-BR')).toBe('22 de dezembro de 2026');
    expect(formatDate(NOON, 'es-ES')).toBe('22 de diciembre de 2026');
  });

  it('writes a medium date when asked (the admin list)', () => {
    expect(formatDate(NOON, 'en-US', { style: 'medium' })).toBe('Dec 22, 2026');
    expect(formatDate(NOON, 'pt-BR', { style: 'medium' })).toBe('22 de dez. de 2026');
    expect(formatDate(NOON, 'es-ES', { style: 'medium' })).toBe('22 dic 2026');
  });

  it('keeps a calendar date on its day when read in UTC, wherever it is shown', () => {
    expect(formatDate('2026-08-12', 'en-US', { timeZone: 'UTC' })).toBe('August 12, 2026');
    expect(formatDate('2026-08-12', 'pt-BR', { timeZone: 'UTC' })).toBe('12 de agosto de 2026');
    expect(formatDate('2026-08-12', 'es-ES', { timeZone: 'UTC' })).toBe('12 de agosto de 2026');
    // West of UTC the same midnight is still the 11th: the zone is what keeps the day.
    expect(formatDate('2026-08-12', 'en-US', { timeZone: 'America/Sao_Paulo' })).toBe('August 11, 2026');
  });

  it('writes nothing for no date or one that cannot be read', () => {
    expect(formatDate(null, 'en-US')).toBe('');
    expect(formatDate(undefined, 'pt-BR')).toBe('');
    expect(formatDate('', 'es-ES')).toBe('');
    expect(formatDate('not a date', 'en-US')).toBe('');
  });
});

describe('formatDateTime', () => {
  const at = '2026-12-22T15:04:00.000Z';

  it('writes a medium date and a short time in the saved time zone', () => {
    expect(spaces(formatDateTime(at, 'en-US', 'America/Sao_Paulo'))).toBe('Dec 22, 2026, 12:04 PM');
    expect(formatDateTime(at, 'pt-BR', 'America/Sao_Paulo')).toBe('22 de dez. de 2026, 12:04');
    expect(formatDateTime(at, 'es-ES', 'Europe/Madrid')).toBe('22 dic 2026, 16:04');
  });

  it("uses the browser's zone when none is saved", () => {
    const browser = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'medium', timeStyle: 'short' });
    expect(formatDateTime(at, 'pt-BR', null)).toBe(browser.format(new Date(at)));
    expect(formatDateTime(at, 'pt-BR')).toBe(browser.format(new Date(at)));
  });

  it('falls back to the browser zone for a zone this browser does not know, rather than failing', () => {
    expect(formatDateTime(at, 'es-ES', 'Mars/Olympus_Mons')).toBe(new Date(at).toLocaleString('es-ES'));
  });
});

describe('formatTimestamp', () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes the time to the second in the browser's own locale, whatever the interface language", () => {
    const locale = vi.spyOn(Date.prototype, 'toLocaleString');
    const text = formatTimestamp('2026-12-22T15:04:05.000Z');
    expect(locale).toHaveBeenCalledWith();
    expect(text).toBe(new Date('2026-12-22T15:04:05.000Z').toLocaleString());
    expect(text).toMatch(/05/);
  });
});

describe('formatDay', () => {
  it('names a calendar day with its weekday in each language, the same day in every zone', () => {
    expect(formatDay('2026-12-07', 'en-US')).toBe('Mon, Dec 7');
    expect(formatDay('2026-12-07', 'pt-BR')).toMatch(/^seg\.?, 7 de dez\.?$/);
    expect(formatDay('2026-12-07', 'es-ES')).toMatch(/^lun, 7 dic$/);
    expect(formatDay('not a date', 'en-US')).toBe('not a date');
  });
});
