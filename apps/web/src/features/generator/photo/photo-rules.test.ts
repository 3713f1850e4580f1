import { MAX_PHOTO_BYTES, MAX_PHOTO_SIDE } from '@captia/shared';
import { describe, expect, it } from 'vitest';
import { checkPhotoFile, firstImageFile, PHOTO_ACCEPT, targetSize } from './photo-rules';

describe('targetSize', () => {
  it('brings a 12 MP phone photo to the server’s longest side, proportions kept', () => {
    expect(MAX_PHOTO_SIDE).toBe(1568);
    expect(targetSize(4032, 3024)).toEqual({ width: 1568, height: 1176 });
    expect(targetSize(3024, 4032)).toEqual({ width: 1176, height: 1568 });
  });

  it('never enlarges a small photo', () => {
    expect(targetSize(800, 600)).toEqual({ width: 800, height: 600 });
    expect(targetSize(1568, 1568)).toEqual({ width: 1568, height: 1568 });
  });

  it('keeps at least one pixel on a very thin panorama', () => {
    expect(targetSize(40_000, 10)).toEqual({ width: 1568, height: 1 });
  });

  it('takes another bound', () => {
    expect(targetSize(1000, 500, 320)).toEqual({ width: 320, height: 160 });
  });

  it('refuses a size that is not a picture', () => {
    expect(() => targetSize(0, 10)).toThrow(RangeError);
    expect(() => targetSize(Number.NaN, 10)).toThrow(RangeError);
  });
});

describe('checkPhotoFile', () => {
  it('accepts a JPEG, PNG or WebP up to the limit', () => {
    expect(checkPhotoFile({ type: 'image/jpeg', size: 4_000_000 })).toBeNull();
    expect(checkPhotoFile({ type: 'image/png', size: MAX_PHOTO_BYTES })).toBeNull();
    expect(checkPhotoFile({ type: 'IMAGE/WEBP', size: 1 })).toBeNull();
  });

  it('refuses what is not a photo the server takes', () => {
    for (const type of ['text/plain', 'application/pdf', 'image/svg+xml', 'image/gif', 'image/heic', ''])
      expect(checkPhotoFile({ type, size: 100 })).toBe('notImage');
  });

  it('refuses a file over the limit before it is read', () => {
    expect(checkPhotoFile({ type: 'image/jpeg', size: MAX_PHOTO_BYTES + 1 })).toBe('tooLarge');
  });

  it('refuses an empty file', () => {
    expect(checkPhotoFile({ type: 'image/png', size: 0 })).toBe('unreadable');
  });
});

describe('firstImageFile', () => {
  const file = (name: string, type: string) => new File(['x'], name, { type });

  it('picks the first image of a drop, else the first file (to say why it is refused)', () => {
    const text = file('a.txt', 'text/plain');
    const photo = file('b.jpg', 'image/jpeg');
    expect(firstImageFile([text, photo])).toBe(photo);
    expect(firstImageFile([text])).toBe(text);
    expect(firstImageFile([])).toBeNull();
    expect(firstImageFile(null)).toBeNull();
  });

  it('asks the file dialog for the three formats', () => {
    expect(PHOTO_ACCEPT).toBe('image/jpeg,image/png,image/webp');
  });
});
