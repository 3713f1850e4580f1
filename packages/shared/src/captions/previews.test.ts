import { describe, expect, it } from 'vitest';
import { NETWORK_PREVIEWS, previewCaption } from './previews';

const LONG =
  'Our new cold brew arrives this weekend with vanilla and a hint of cinnamon, brewed for eighteen hours. Come early, the first hundred cups are half price and the terrace opens at nine.';

describe('network previews', () => {
  it('Instagram folds after about 125 characters on a word boundary, with "… more"', () => {
    const p = previewCaption('instagram', LONG);
    expect(p.folded).toBe(true);
    expect(p.visible.length).toBeLessThanOrEqual(125);
    expect(p.visible.length).toBeGreaterThan(90);
    expect(LONG.startsWith(p.visible)).toBe(true);
    expect(`${p.visible} ${p.hidden}`).toBe(LONG);
    expect(p.more).toBe('… more');
  });

  it('LinkedIn folds after about 210, or after three lines', () => {
    expect(previewCaption('linkedin', LONG).folded).toBe(false);
    const lines = previewCaption('linkedin', 'one\ntwo\nthree\nfour');
    expect(lines).toMatchObject({ folded: true, visible: 'one\ntwo\nthree', more: '…see more' });
  });

  it('X shows the whole post with its weighted count', () => {
    const p = previewCaption('x', 'Café ☕ https://example.com');
    expect(p.folded).toBe(false);
    expect(p.length).toBe(5 + 2 + 1 + 23);
    expect(p.limit).toBe(280);
  });

  it('every row says when and against what it was checked', () => {
    for (const row of Object.values(NETWORK_PREVIEWS)) {
      expect(row.verifiedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row.sources.length).toBeGreaterThan(0);
    }
  });
});
