import { describe, expect, it } from 'vitest';
import { compactDictionary } from './password-dictionary';

describe('compactDictionary', () => {
  it('gives each word its rank, the last place of a word listed twice, and nothing for others', () => {
    const { ranks, maxWordSize } = compactDictionary([
      'senha',
      'futebol',
      'amor',
      'senha',
      2024,
      'coração',
      '',
    ]);
    expect(ranks.senha).toBe(4);
    expect(ranks.futebol).toBe(2);
    expect(ranks.amor).toBe(3);
    expect(ranks['2024']).toBe(5);
    expect(ranks.coração).toBe(6);
    expect(ranks['']).toBe(7);
    for (const missing of ['senh', 'senhas', 'Senha', 'amo', 'toString', 'constructor', '__proto__'])
      expect(ranks[missing], missing).toBeUndefined();
    expect('amor' in ranks).toBe(true);
    expect('amora' in ranks).toBe(false);
    expect(maxWordSize).toBe(7);
  });

  it('finds every word of a large list, through collisions', () => {
    const list = Array.from({ length: 50_000 }, (_, i) => `w${(i * 7919) % 50_000}x`);
    const { ranks } = compactDictionary(list);
    list.forEach((word, i) => {
      expect(ranks[word]).toBe(i + 1);
    });
    expect(ranks.w50000x).toBeUndefined();
  });
});
