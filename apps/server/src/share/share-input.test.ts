import { MAX_BRIEF_LENGTH } from '@captia/shared';
import { assertLinear, repeatTo } from '@captia/shared/linear-time';
import { describe, expect, it } from 'vitest';
import { normalizeShare } from './share-input';

describe('normalizeShare: a link written in the shared text', () => {
  it('is taken without the punctuation that closes its sentence', () => {
    expect(normalizeShare({ text: 'Look at https://example.com/menu?day=1). Today!' }).url).toBe(
      'https://example.com/menu?day=1',
    );
    expect(normalizeShare({ text: 'https://example.com/a/b/...!?;:,]' })).toEqual({
      title: '',
      text: '',
      url: 'https://example.com/a/b/',
    });
  });

  it('is found in linear time in a brief-sized text of closing marks that does not end with one', () => {
    // Anchored at the end, a pattern tried again from every mark of the run: quadratic.
    assertLinear(
      'the shared text’s link',
      (text) => normalizeShare({ text }),
      (size) => `https://a.example/${repeatTo('!', size - 20)}x`,
      { maxSize: MAX_BRIEF_LENGTH },
    );
  });
});
