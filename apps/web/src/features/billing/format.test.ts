import { describe, expect, it } from 'vitest';
import { formatDate, formatPrice, yearlySaving } from './format';

describe('billing formats', () => {
  it('formats prices in the interface language and the configured currency', () => {
    expect(formatPrice(29.9, 'BRL', 'pt-BR')).toMatch(/^R\$\s29,90$/);
    expect(formatPrice(29.9, 'BRL', 'en-US')).toBe('R$29.90');
    expect(formatPrice(299, 'EUR', 'es-ES')).toMatch(/^299,00\s€$/);
    expect(formatPrice(0, 'USD', 'en-US')).toBe('$0');
  });

  it('formats dates in the interface language, and nothing for no date', () => {
    expect(formatDate('2026-12-22T12:00:00.000Z', 'en-US')).toBe('December 22, 2026');
    expect(formatDate('2026-12-22T12:00:00.000Z', 'pt-BR')).toBe('22 de dezembro de 2026');
    expect(formatDate(null, 'en-US')).toBe('');
    expect(formatDate('not a date', 'en-US')).toBe('');
  });

  it('computes the yearly saving', () => {
    expect(yearlySaving({ monthly: 29.9, yearly: 299 })).toBe(16);
    expect(yearlySaving({ monthly: 10, yearly: 120 })).toBe(0);
    expect(yearlySaving({ monthly: 0, yearly: 0 })).toBe(0);
  });
});
