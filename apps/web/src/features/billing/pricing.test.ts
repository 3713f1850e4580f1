import { describe, expect, it } from 'vitest';
import { yearlySaving } from './pricing';

describe('yearlySaving', () => {
  it('is the whole percent a year saves over twelve months, and 0 when it saves nothing', () => {
    expect(yearlySaving({ monthly: 29.9, yearly: 299 })).toBe(16);
    expect(yearlySaving({ monthly: 10, yearly: 120 })).toBe(0);
    expect(yearlySaving({ monthly: 10, yearly: 130 })).toBe(0);
    expect(yearlySaving({ monthly: 0, yearly: 0 })).toBe(0);
  });
});
