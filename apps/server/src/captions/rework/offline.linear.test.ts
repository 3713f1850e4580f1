import type { Language, NetworkId, StyleId } from '@captia/shared';
import { assertLinear, repeatTo } from '@captia/shared/linear-time';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adapt, longer, restyle, shorter } from './offline';
import * as old from './offline.reference.fixture';

/** The offline reworks in linear time on 10,000-character hostile text, and as before on ordinary text (decision 0046). */

const REWORKS: Record<string, (text: string) => string> = {
  shorter,
  longer: (text) => longer(text, 'en-US', null),
  'restyle bold': (text) => restyle(text, 'bold', 'en-US'),
  'restyle professional': (text) => restyle(text, 'professional', 'en-US'),
  adapt: (text) => adapt(text, 'x'),
};

const FRAGMENTS = ['  \t\u00A0', '#a #b ', '#a', 'a. ', '....', '!?', 'a, ', '— ', 'x@', '😀', 'a.a.'];

describe('offline reworks run in linear time (decision 0046)', () => {
  for (const [name, rework] of Object.entries(REWORKS)) {
    it(`${name} on 10,000 characters of each hostile fragment`, () => {
      for (const f of FRAGMENTS)
        assertLinear(`${name} ${JSON.stringify(f)}`, rework, (size) => repeatTo(f, size), {
          maxSize: 10_000,
        });
    });
  }
});

const caption = fc
  .array(
    fc.constantFrom(
      'Fresh',
      'bread',
      'today',
      'Ana',
      'R$ 5',
      '10',
      'é',
      'x',
      ',',
      '.',
      '...',
      '!',
      '?',
      '…',
      ':',
      ';',
      '—',
      '-',
      '#pão',
      '#Cafe',
      '#a_b',
      '#',
      '@ana',
      'https://a.com',
      ' ',
      ' ',
      '  ',
      '\t',
      '\n',
      '\n\n',
      '😀',
    ),
    { maxLength: 40 },
  )
  .map((pieces) => pieces.join(' '));

describe('offline reworks give what they gave on ordinary text', () => {
  it('shorter, longer, restyle and adapt', () => {
    const styles: StyleId[] = ['bold', 'professional', 'friendly', 'casual'];
    const networks: NetworkId[] = ['x', 'instagram', 'linkedin'];
    const languages: Language[] = ['en-US', 'pt-BR', 'es-ES'];
    fc.assert(
      fc.property(
        caption,
        fc.constantFrom(...styles),
        fc.constantFrom(...networks),
        fc.constantFrom(...languages),
        (text, style, network, language) => {
          expect(shorter(text)).toBe(old.shorter(text));
          expect(longer(text, language, null)).toBe(old.longer(text, language, null));
          expect(restyle(text, style, language)).toBe(old.restyle(text, style, language));
          expect(adapt(text, network)).toBe(old.adapt(text, network));
        },
      ),
      { numRuns: 5000 },
    );
  });
});
