import { describe, expect, it } from 'vitest';
import type { HistoryItem } from './api/get-history';
import { findResultEntry } from './history-cache';

const entry = (id: string, text: string, alt: boolean) =>
  ({
    id,
    captions: [{ network: 'instagram', variant: 1, text, length: text.length, limit: 2200 }],
    altText: alt ? { altText: 'Bread.', altTextShort: 'Bread.' } : null,
  }) as unknown as HistoryItem;

describe('findResultEntry', () => {
  const entries = [
    entry('new', 'Same words', true),
    entry('old', 'Same words', true),
    entry('plain', 'Other', false),
  ];
  const captions = [{ network: 'instagram' as const, text: 'Same words' }];

  it('takes the entry the answer names, even when another holds the same captions', () => {
    expect(findResultEntry(entries, captions, 'old')?.id).toBe('old');
    expect(findResultEntry(entries, captions, 'missing')).toBeUndefined();
  });

  it('without a name, the newest entry with alt text holding one of the captions', () => {
    expect(findResultEntry(entries, captions)?.id).toBe('new');
    expect(findResultEntry(entries, [{ network: 'instagram', text: 'Other' }])).toBeUndefined();
  });
});
