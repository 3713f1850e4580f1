import { describe, expect, it, vi } from 'vitest';
import { fileFromDataUrl, isShareCancelled, shareDataFor } from './share-out';

const PIXEL = 'data:image/jpeg;base64,/9j/4AAQSkZJRg==';

describe('sharing a result out of CaptIA', () => {
  it('turns the run photo into a file without fetching it', async () => {
    const file = fileFromDataUrl(PIXEL, 'captia-photo');
    expect(file?.name).toBe('captia-photo.jpg');
    expect(file?.type).toBe('image/jpeg');
    expect([...new Uint8Array(await (file as File).arrayBuffer())].slice(0, 3)).toEqual([0xff, 0xd8, 0xff]);
    expect(fileFromDataUrl('data:image/png;base64,%%%', 'x')).toBeNull();
    expect(fileFromDataUrl('https://example.com/a.png', 'x')).toBeNull();
  });

  it('shares the caption with its photo where the browser takes files', () => {
    const photo = fileFromDataUrl(PIXEL, 'p') as File;
    const canShare = vi.fn((data: ShareData) => Boolean(data.files?.length) || Boolean(data.text));
    const nav = { share: async () => {}, canShare };
    expect(shareDataFor(nav, 'Caption', photo)).toEqual({ text: 'Caption', files: [photo] });
    expect(canShare).toHaveBeenCalledWith({ text: 'Caption', files: [photo] });
    expect(shareDataFor(nav, 'Caption', null)).toEqual({ text: 'Caption' });
  });

  it('offers nothing where the photo cannot go, or there is no Web Share (Copy stays)', () => {
    const photo = fileFromDataUrl(PIXEL, 'p') as File;
    const textOnly = { share: async () => {}, canShare: (data: ShareData) => !data.files };
    expect(shareDataFor(textOnly, 'Caption', photo)).toBeNull();
    expect(shareDataFor(textOnly, 'Caption', null)).toEqual({ text: 'Caption' });
    expect(shareDataFor({}, 'Caption', null)).toBeNull();
    expect(shareDataFor({ share: async () => {} }, 'Caption', photo)).toBeNull();
    expect(shareDataFor({ share: async () => {} }, 'Caption', null)).toEqual({ text: 'Caption' });
  });

  it('a closed share sheet is no failure', () => {
    expect(isShareCancelled(new DOMException('cancelled', 'AbortError'))).toBe(true);
    expect(isShareCancelled(new DOMException('no', 'NotAllowedError'))).toBe(false);
  });
});
