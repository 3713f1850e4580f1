import { describe, expect, it } from 'vitest';
import { briefFromShare, photoRefusalKey, shareIdFrom, signInPathForShare } from './share-intake';

const ID = 'aB3_-'.repeat(8).concat('xyz');

describe('taking a share into the generator', () => {
  it('finds the server-made id in the query, and nothing else', () => {
    expect(ID).toHaveLength(43);
    expect(shareIdFrom(`?share=${ID}`)).toBe(ID);
    expect(shareIdFrom(`?lang=pt-BR&share=${ID}`)).toBe(ID);
    expect(shareIdFrom('?share=short')).toBeNull();
    expect(shareIdFrom(`?share=${ID}x`)).toBeNull();
    expect(shareIdFrom(`?share=${ID.slice(0, 42)}/`)).toBeNull();
    expect(shareIdFrom('')).toBeNull();
  });

  it('makes the brief of the text, with the title above it unless the text says it already', () => {
    expect(briefFromShare({ title: '', text: 'Our cold brew is back' })).toBe('Our cold brew is back');
    expect(briefFromShare({ title: 'Cold brew', text: 'It is back' })).toBe('Cold brew\n\nIt is back');
    expect(briefFromShare({ title: 'Cold brew', text: 'Cold brew is back' })).toBe('Cold brew is back');
    expect(briefFromShare({ title: 'Only a title', text: '' })).toBe('Only a title');
    expect(briefFromShare({ title: '  ', text: '  ' })).toBe('');
    expect(Array.from(briefFromShare({ title: '', text: '😀'.repeat(2100) }))).toHaveLength(2000);
  });

  it('sends a signed-out user to sign in, and back to the same share', () => {
    const path = signInPathForShare('/login', ID);
    expect(path).toBe(`/login?redirect=${encodeURIComponent(`/?share=${ID}`)}`);
    expect(new URLSearchParams(path.split('?')[1]).get('redirect')).toBe(`/?share=${ID}`);
  });

  it('says why a shared file was not kept', () => {
    expect(photoRefusalKey('tooLarge')).toBe('pwa.share.photoTooLarge');
    expect(photoRefusalKey('notImage')).toBe('pwa.share.photoNotImage');
    expect(photoRefusalKey(null)).toBeNull();
  });
});
