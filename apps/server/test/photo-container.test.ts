import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { inspectContainer, MAX_JPEG_SCANS, MAX_PNG_ANCILLARY_CHUNKS } from '../src/captions/image/container';
import { PhotoRefusedError } from '../src/captions/image/data-url';
import { countScans, jpegScanFlood, pngTextBomb } from './photo-bombs';

const problem = (bytes: Buffer) => {
  try {
    inspectContainer(bytes);
    return 'accepted';
  } catch (error) {
    if (error instanceof PhotoRefusedError) return error.problem;
    throw error;
  }
};

const image = (format: 'png' | 'jpeg' | 'webp', options: Record<string, unknown> = {}) =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: '#336699' } })
    [format](options)
    .toBuffer();

describe('inspectContainer', () => {
  it('accepts ordinary photos: PNG with a colour profile, baseline and progressive JPEG, WebP', async () => {
    expect(problem(await image('png'))).toBe('accepted');
    const withProfile = await sharp(await image('png'))
      .withIccProfile('p3')
      .png()
      .toBuffer();
    expect(withProfile.includes(Buffer.from('iCCP'))).toBe(true);
    expect(problem(withProfile)).toBe('accepted');
    expect(problem(await image('jpeg'))).toBe('accepted');
    expect(problem(await image('jpeg', { progressive: true }))).toBe('accepted');
    expect(problem(await image('webp'))).toBe('accepted');
    expect(
      problem(
        await sharp(await image('png'))
          .withIccProfile('p3')
          .webp()
          .toBuffer(),
      ),
    ).toBe('accepted');
  });

  it('refuses a PNG whose compressed text inflates past the budget, without inflating it all', async () => {
    // 40 chunks of 7.9 MB each: 316 MB of text from a file of ~300 KB.
    const bomb = await pngTextBomb(40);
    expect(bomb.length).toBeLessThan(400_000);
    const before = process.memoryUsage().rss;
    expect(problem(bomb)).toBe('too_complex');
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024);
    // Two chunks of 100 KB are an ordinary amount of text.
    expect(problem(await pngTextBomb(2, 100_000))).toBe('accepted');
  });

  it('refuses a PNG with more ancillary chunks than a photo has, and a cut or corrupt one', async () => {
    expect(problem(await pngTextBomb(MAX_PNG_ANCILLARY_CHUNKS + 1, 10))).toBe('too_complex');
    // (The encoder writes a chunk or two of its own.)
    expect(problem(await pngTextBomb(MAX_PNG_ANCILLARY_CHUNKS - 4, 10))).toBe('accepted');
    const png = await image('png');
    expect(problem(png.subarray(0, png.length - 20))).toBe('format');
    // A text chunk whose compressed stream is not deflate data.
    const broken = await pngTextBomb(1, 1000);
    const at = broken.indexOf(Buffer.from('Comment\0\0', 'latin1')) + 9;
    broken.fill(0x13, at, at + 8);
    expect(problem(broken)).toBe('format');
  });

  it('refuses a JPEG of more scans than a progressive photo has', async () => {
    const flood = await jpegScanFlood(256, MAX_JPEG_SCANS + 1);
    expect(countScans(flood)).toBe(MAX_JPEG_SCANS + 1);
    expect(problem(flood)).toBe('too_complex');
    expect(problem(await jpegScanFlood(256, MAX_JPEG_SCANS))).toBe('accepted');
  });

  it('skips stray bytes between JPEG segments, as libjpeg does', async () => {
    const jpeg = await image('jpeg');
    // After SOI: 3 garbage bytes, then the first segment.
    const stray = Buffer.concat([jpeg.subarray(0, 2), Buffer.from([1, 2, 3]), jpeg.subarray(2)]);
    expect(problem(stray)).toBe('accepted');
  });

  it('refuses an animated WebP and one with more chunks than a photo has', async () => {
    const webp = await image('webp');
    const chunk = (type: string, size: number) => {
      const header = Buffer.alloc(8);
      header.write(type, 0, 'latin1');
      header.writeUInt32LE(size, 4);
      return Buffer.concat([header, Buffer.alloc(size + (size % 2))]);
    };
    const riff = (...chunks: Buffer[]) => {
      const body = Buffer.concat([Buffer.from('WEBP', 'latin1'), ...chunks]);
      const header = Buffer.alloc(8);
      header.write('RIFF', 0, 'latin1');
      header.writeUInt32LE(body.length, 4);
      return Buffer.concat([header, body]);
    };
    const image_ = webp.subarray(12);
    expect(problem(riff(chunk('VP8X', 10), chunk('ANIM', 6), image_))).toBe('format');
    expect(problem(riff(...Array.from({ length: 20 }, () => chunk('XTRA', 4)), image_))).toBe('too_complex');
    expect(problem(riff(chunk('EXIF', 2 * 1024 * 1024), image_))).toBe('too_complex');
  });
});
