import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { captionsHistory, usersUsage } from '../src/db/schema/index';
import { translator } from '../src/i18n';
import type { ApiBody } from './api-routes';
import { signUpMember, TestClient } from './client';
import { type FakeModel, startFakeModel } from './fake-model';
import { test as base, resource } from './fixtures/setup';
import { createTestApp, type TestApp } from './helpers';
import { pngChunk } from './photo-bombs';
import { BRIEF } from './process-fixtures';

/**
 * Photo to caption (decision 0018): the photo is decoded and re-encoded without metadata before
 * anything is counted, reaches a vision model as an inline image part, is refused (never sent,
 * never counted) when it is not a real JPEG/PNG/WebP, and history keeps only a small thumbnail.
 */
const aiEnv = (model: FakeModel) => ({
  AI_BASE_URL: model.url,
  AI_MODEL: 'fake-model',
  AI_TIMEOUT_MS: '10000',
});

/**
 * Four configurations, each an app, on the file's one database (each test signs up its own
 * accounts): `vision` is fixtures/setup.ts's app (createTestApp); the other three are apps of their
 * own on `database`, made for the first test that needs them and closed with it (their close would
 * close the shared database, so they are not closed themselves).
 */
const test = base
  .extend(
    'model',
    { scope: 'file' },
    resource(startFakeModel, (model) => model.close()),
  )
  /** AI_BASE_URL + AI_VISION: the model sees photos. */
  .extend('appOptions', { scope: 'file' }, ({ model }) => ({ env: { ...aiEnv(model), AI_VISION: 'true' } }))
  .extend('vision', { scope: 'file' }, ({ app }) => app)
  /** AI_BASE_URL without AI_VISION: the model writes from the text only. */
  .extend('blind', { scope: 'file' }, ({ model, database }) => createTestApp({ env: aiEnv(model), database }))
  /** No model at all: the basic generator. */
  .extend('basic', { scope: 'file' }, ({ database }) => createTestApp({ database }))
  /** A vision model that cannot be reached (nothing listens on its port). */
  .extend('unreachable', { scope: 'file' }, async ({ database }) => {
    const gone = await startFakeModel();
    await gone.close();
    return createTestApp({
      env: { AI_BASE_URL: gone.url, AI_MODEL: 'fake-model', AI_VISION: 'true' },
      database,
    });
  });

/** Premium: enough uses a day for every case of a test on one account. */
const member = (t: TestApp) => signUpMember(t, { plan: 'premium', tag: 'photo' });

async function counted(t: TestApp, id: string) {
  const [usage] = await t.database.db.select().from(usersUsage).where(eq(usersUsage.userId, id));
  return (usage?.dailyUsage ?? 0) + (usage?.monthlyUsage ?? 0);
}

const historyRows = (t: TestApp, id: string) =>
  t.database.db.select().from(captionsHistory).where(eq(captionsHistory.userId, id));

const dataUrl = (bytes: Buffer, type = 'image/jpeg') => `data:${type};base64,${bytes.toString('base64')}`;

/** A smooth picture (small when compressed), so a large one stays cheap to send. */
function gradient(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = 128;
    }
  return pixels;
}

const SECRET_CAMERA = 'SecretCam';
const SECRET_MODEL = 'Spyglass 9000';
const SECRET_XMP = 'SecretXmpCreator';

/**
 * A camera JPEG as a phone writes it: EXIF with the camera's make and model, a GPS position,
 * the orientation tag (6: the pixels are stored rotated), an XMP packet and a Display P3 profile.
 */
const cameraJpegs = new Map<string, Promise<Buffer>>();
function cameraJpeg(width: number, height: number, orientation = 6): Promise<Buffer> {
  const key = `${width}x${height}/${orientation}`;
  const made = cameraJpegs.get(key) ?? makeCameraJpeg(width, height, orientation);
  cameraJpegs.set(key, made);
  return made;
}

async function makeCameraJpeg(width: number, height: number, orientation: number): Promise<Buffer> {
  const jpeg = await sharp(gradient(width, height), { raw: { width, height, channels: 3 } })
    .withIccProfile('p3')
    .withMetadata({ orientation })
    .withExifMerge({
      IFD0: { Make: SECRET_CAMERA, Model: SECRET_MODEL },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '23/1 33/1 1/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '46/1 38/1 1/1',
      },
    })
    .withXmp(
      `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${SECRET_XMP}</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`,
    )
    .jpeg({ quality: 80 })
    .toBuffer();
  // The upload really carries what must not travel.
  const metadata = await sharp(jpeg).metadata();
  expect(metadata.orientation).toBe(orientation);
  expect(metadata.icc).toBeDefined();
  expect(metadata.xmp?.toString()).toContain(SECRET_XMP);
  expect(metadata.exif?.includes(SECRET_CAMERA)).toBe(true);
  expect(metadata.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer (0x8825)
  expect(jpegMarkers(jpeg)).toContain(0xe1);
  return jpeg;
}

/** The markers of a JPEG's segments up to the image data (APP1 = EXIF/XMP, APP2 = ICC, APP13 = IPTC). */
function jpegMarkers(bytes: Buffer): number[] {
  expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
  const markers: number[] = [];
  let at = 2;
  while (at + 4 <= bytes.length) {
    expect(bytes[at]).toBe(0xff);
    const marker = bytes[at + 1] as number;
    markers.push(marker);
    if (marker === 0xda) break; // start of scan: entropy-coded data follows
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return markers;
}

/** A valid 1-bit palette PNG of `side`×`side` pixels in a few KB: a decompression bomb. */
function palettePng(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 3, 0, 0, 0], 8); // bit depth 1, palette, deflate, no filter, no interlace
  const rows = Buffer.alloc(side * (1 + Math.ceil(side / 8))); // filter byte 0 + zero pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('PLTE', Buffer.from([255, 255, 255, 0, 0, 0])),
    pngChunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

type ModelPart = { type: string; text?: string; image_url?: { url: string } };

/** The image parts of the user message the fake model received. */
function imageParts(body: Record<string, unknown>): ModelPart[] {
  const messages = body.messages as { role: string; content: string | ModelPart[] }[];
  const user = messages.find((m) => m.role === 'user');
  if (!user || typeof user.content === 'string') return [];
  return user.content.filter((part) => part.type === 'image_url');
}

function bytesOfDataUrl(url: string): { type: string; bytes: Buffer } {
  const match = /^data:([^;]+);base64,(.*)$/s.exec(url);
  expect(match).not.toBeNull();
  return { type: match?.[1] ?? '', bytes: Buffer.from(match?.[2] ?? '', 'base64') };
}

const generate = (
  client: TestClient,
  body: ApiBody<'POST /api/functions/generate-captions'>,
  stream = false,
) =>
  client.api('POST /api/functions/generate-captions', {
    body,
    headers: stream ? { accept: 'text/event-stream' } : {},
  });

describe('GET /api/options says what the configuration offers', () => {
  test('features: ai and vision', async ({ vision, blind, basic }) => {
    const features = async (t: TestApp) =>
      (await (await new TestClient(t.app).api('GET /api/options')).json()).features;
    expect(await features(vision)).toEqual({ ai: true, vision: true });
    expect(await features(blind)).toEqual({ ai: true, vision: false });
    expect(await features(basic)).toEqual({ ai: false, vision: false });
  });
});

describe('with a vision model', () => {
  test('the photo reaches the model as an image part, re-encoded: no EXIF, GPS, XMP or ICC, orientation applied, ≤ 1568 px; counted once', async ({
    vision,
    model,
  }) => {
    const { client, id } = await member(vision);
    // Stored 2400×1600 with orientation 6: it is a 1600×2400 portrait.
    const upload = await cameraJpeg(2400, 1600);
    const calls = model.requests.length;
    const res = await generate(client, { ...BRIEF, text: '', image: dataUrl(upload) });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.source).toBe('ai');
    expect(model.requests.length).toBe(calls + 1);
    expect(await counted(vision, id)).toBe(1);

    const sent = model.requests.at(-1) as Record<string, unknown>;
    const parts = imageParts(sent);
    expect(parts).toHaveLength(1);
    const { type, bytes } = bytesOfDataUrl(parts[0]?.image_url?.url ?? '');
    expect(type).toBe('image/jpeg');
    const markers = jpegMarkers(bytes);
    expect(markers).not.toContain(0xe1); // no EXIF (camera, GPS) and no XMP
    expect(markers).not.toContain(0xe2); // no ICC profile
    expect(markers).not.toContain(0xed); // no IPTC
    for (const secret of [SECRET_CAMERA, SECRET_MODEL, SECRET_XMP, 'Exif\0\0', 'ICC_PROFILE'])
      expect(bytes.includes(secret), secret).toBe(false);
    const metadata = await sharp(bytes).metadata();
    expect(metadata.format).toBe('jpeg');
    expect([metadata.exif, metadata.xmp, metadata.icc, metadata.iptc, metadata.orientation]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(metadata.space).toBe('srgb');
    // Turned upright and brought down to the longest side the model needs.
    expect([metadata.width, metadata.height]).toEqual([1045, 1568]);

    // The text part says a photo is attached; no text of the (empty) brief is needed.
    const messages = sent.messages as { role: string; content: ModelPart[] }[];
    const text = messages.find((m) => m.role === 'user')?.content.find((p) => p.type === 'text')?.text;
    expect(text).toContain('attached photo');
    // History keeps the captions, the request without the upload, and a thumbnail.
    const [row] = await historyRows(vision, id);
    expect(row?.request).not.toHaveProperty('image');
    expect(JSON.stringify(row?.request)).not.toContain('base64');
    expect(row?.thumbnail).toBeInstanceOf(Buffer);
  });

  test('a small photo keeps its size; a streamed generation sends it too, with the text as context', async ({
    vision,
    model,
  }) => {
    const { client } = await member(vision);
    const upload = await cameraJpeg(600, 400, 1);
    const calls = model.requests.length;
    const res = await generate(client, { ...BRIEF, image: dataUrl(upload, 'image/png') }, true);
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^event: result$/m);
    expect(model.requests.length).toBe(calls + 1);
    const sent = model.requests.at(-1) as Record<string, unknown>;
    expect(sent.stream).toBe(true);
    const [part] = imageParts(sent);
    const metadata = await sharp(bytesOfDataUrl(part?.image_url?.url ?? '').bytes).metadata();
    expect([metadata.width, metadata.height, metadata.exif]).toEqual([600, 400, undefined]);
    const messages = sent.messages as { role: string; content: ModelPart[] }[];
    const text = messages.find((m) => m.role === 'user')?.content.find((p) => p.type === 'text')?.text;
    expect(text).toContain(BRIEF.text);
  });

  test('PNG and WebP photos are accepted, whatever type the data URL declares', async ({ vision, model }) => {
    const { client } = await member(vision);
    const pixels = { raw: { width: 64, height: 48, channels: 3 as const } };
    const png = await sharp(gradient(64, 48), pixels).png().toBuffer();
    const webp = await sharp(gradient(64, 48), pixels).webp().toBuffer();
    for (const upload of [
      dataUrl(png, 'image/png'),
      dataUrl(webp, 'image/webp'),
      dataUrl(png, 'image/jpeg'),
    ]) {
      const res = await generate(client, { ...BRIEF, image: upload });
      expect(res.status).toBe(200);
      const [part] = imageParts(model.requests.at(-1) as Record<string, unknown>);
      expect(bytesOfDataUrl(part?.image_url?.url ?? '').type).toBe('image/jpeg');
    }
  });

  test('bad images are refused with image_invalid before anything: never sent to the model, never counted, no history', async ({
    vision,
    model,
  }) => {
    const { client, id } = await member(vision);
    const jpeg = await cameraJpeg(600, 400);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" fill="red"/></svg>',
    );
    const gif = await sharp(gradient(32, 32), { raw: { width: 32, height: 32, channels: 3 } })
      .gif()
      .toBuffer();
    const avif = await sharp(gradient(32, 32), { raw: { width: 32, height: 32, channels: 3 } })
      .avif()
      .toBuffer();
    const bomb = palettePng(8000);
    expect(bomb.length).toBeLessThan(64 * 1024); // 64 megapixels in a few KB
    const en = translator('en-US');
    const format = en('captions.validation.imageFormat');
    const cases: [string, string | number, string][] = [
      ['SVG', dataUrl(svg, 'image/svg+xml'), format],
      ['SVG declared as PNG', dataUrl(svg, 'image/png'), format],
      ['GIF', dataUrl(gif, 'image/gif'), format],
      ['AVIF declared as JPEG', dataUrl(avif), format],
      [
        'text in a .jpg data URL',
        dataUrl(Buffer.from('This is not a photo at all.\n'), 'image/jpeg'),
        format,
      ],
      ['truncated JPEG', dataUrl(jpeg.subarray(0, Math.floor(jpeg.length * 0.6))), format],
      ['a 64-megapixel PNG', dataUrl(bomb, 'image/png'), en('captions.validation.imageTooManyPixels')],
      ['a link', 'https://example.com/photo.jpg', en('captions.validation.imageNotData')],
      ['a plain http link', 'http://127.0.0.1/photo.png', en('captions.validation.imageNotData')],
      ['not base64', 'data:image/jpeg;base64,%%%%', format],
      ['not a string', 42, en('captions.validation.imageInvalid')],
    ];
    const calls = model.requests.length;
    for (const [label, image, message] of cases) {
      const started = Date.now();
      const res: Response =
        typeof image === 'string'
          ? await generate(client, { ...BRIEF, text: '', image })
          : // Raw: a number for the photo, which the contract's types refuse.
            await client.post('/api/functions/generate-captions', { ...BRIEF, text: '', image });
      expect(res.status, label).toBe(400);
      expect(await res.json(), label).toEqual({ error: { code: 'image_invalid', message } });
      expect(Date.now() - started, `${label}: refused without decoding`).toBeLessThan(5000);
    }
    expect(model.requests.length).toBe(calls);
    expect(await counted(vision, id)).toBe(0);
    expect(await historyRows(vision, id)).toHaveLength(0);
  });

  test('a body over the photo route’s limit is 413; other routes keep the 1 MB limit', async ({
    vision,
    model,
  }) => {
    const { client, id } = await member(vision);
    const calls = model.requests.length;
    const huge = `data:image/jpeg;base64,${'A'.repeat(15 * 1024 * 1024)}`;
    const res = await generate(client, { ...BRIEF, image: huge });
    expect(res.status).toBe(413);
    expect((await res.errorBody()).error.code).toBe('payload_too_large');
    // 2 MB is fine for a photo (it is then refused as a photo, not as a body)…
    const two = await generate(client, { ...BRIEF, image: `data:image/jpeg;base64,${'A'.repeat(2 << 20)}` });
    expect(two.status).toBe(400);
    expect((await two.errorBody()).error.code).toBe('image_invalid');
    // …and too large for any other route.
    const brand = await client.api('POST /api/brands', {
      body: { name: 'Big', description: 'x'.repeat(2 << 20) },
    });
    expect(brand.status).toBe(413);
    expect(model.requests.length).toBe(calls);
    expect(await counted(vision, id)).toBe(0);
  });

  test('the thumbnail: a WebP of ≤ 320 px and a few KB, served to the owner only, gone with its entry', async ({
    vision,
  }) => {
    const { client } = await member(vision);
    const other = await member(vision);
    expect(
      (await generate(client, { ...BRIEF, text: '', image: dataUrl(await cameraJpeg(2400, 1600)) })).status,
    ).toBe(200);
    expect((await generate(client, BRIEF)).status).toBe(200);
    const page = await (await client.api('GET /api/history')).json();
    const [plain, photo] = page.items;
    expect(plain?.thumbnail).toBeNull();
    expect(photo?.thumbnail).toBe(`/api/history/${photo?.id}/thumbnail`);

    // Raw: the thumbnail's address as the answer gives it.
    const res = await client.get(photo?.thumbnail ?? '');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toContain('private');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.length).toBeLessThan(16 * 1024);
    const metadata = await sharp(bytes).metadata();
    expect(metadata.format).toBe('webp');
    expect(Math.max(metadata.width, metadata.height)).toBeLessThanOrEqual(320);
    expect([metadata.width, metadata.height]).toEqual([213, 320]); // upright, like the photo
    expect([metadata.exif, metadata.xmp, metadata.icc]).toEqual([undefined, undefined, undefined]);
    expect(bytes.includes(SECRET_CAMERA)).toBe(false);

    expect((await other.client.get(photo?.thumbnail ?? '')).status).toBe(404);
    expect(
      (await client.api('GET /api/history/{id}/thumbnail', { params: { id: plain?.id ?? '' } })).status,
    ).toBe(404);
    expect((await new TestClient(vision.app).get(photo?.thumbnail ?? '')).status).toBe(401);
    // Raw: an entry's deletion is a route the contract's types do not list.
    expect((await client.request(`/api/history/${photo?.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await client.get(photo?.thumbnail ?? '')).status).toBe(404);
    const [gone] = await vision.database.db
      .select()
      .from(captionsHistory)
      .where(eq(captionsHistory.id, photo?.id ?? ''));
    expect(gone).toBeUndefined();
  });
});

describe('when the vision model cannot be reached', () => {
  test('a photo without text cannot fall back to the basic generator: 503, not counted; with text it falls back', async ({
    unreachable,
  }) => {
    const { client, id } = await member(unreachable);
    const image = dataUrl(await cameraJpeg(300, 200));
    const res = await generate(client, { ...BRIEF, text: '', image });
    expect(res.status).toBe(503);
    expect(await res.errorBody()).toEqual({
      error: {
        code: 'caption_generation_failed',
        message: translator('en-US')('captions.errors.photo_needs_ai'),
      },
    });
    expect(await counted(unreachable, id)).toBe(0);
    const fallback = await generate(client, { ...BRIEF, image });
    expect(fallback.status).toBe(200);
    const body = await fallback.json();
    expect([body.source, body.notice]).toEqual(['basic', translator('en-US')('captions.notices.aiFallback')]);
    expect(await counted(unreachable, id)).toBe(1);
  });
});

describe('without a vision model', () => {
  test('a photo without text is refused with the photo message, never counted', async ({
    basic,
    blind,
    model,
  }) => {
    for (const t of [basic, blind]) {
      const { client, id } = await member(t);
      const calls = model.requests.length;
      const res = await generate(client, {
        ...BRIEF,
        text: '  ',
        image: dataUrl(await cameraJpeg(300, 200)),
      });
      expect(res.status).toBe(400);
      expect(await res.errorBody()).toEqual({
        error: {
          code: 'caption_text_required',
          message: translator('en-US')('captions.validation.photoTextRequired'),
        },
      });
      expect(model.requests.length).toBe(calls);
      expect(await counted(t, id)).toBe(0);
    }
  });

  test('with text the captions are written from the text: the photo goes nowhere, its thumbnail is kept', async ({
    basic,
    blind,
    model,
  }) => {
    const { client, id } = await member(basic);
    const res = await generate(client, { ...BRIEF, image: dataUrl(await cameraJpeg(300, 200)) });
    expect(res.status).toBe(200);
    expect((await res.json()).source).toBe('basic');
    expect(await counted(basic, id)).toBe(1);
    const page = await (await client.api('GET /api/history')).json();
    // Raw: the thumbnail's address as the answer gives it.
    expect((await client.get(page.items[0]?.thumbnail ?? '')).headers.get('content-type')).toBe('image/webp');

    const ai = await member(blind);
    const calls = model.requests.length;
    const answer = await generate(ai.client, { ...BRIEF, image: dataUrl(await cameraJpeg(300, 200)) });
    expect(answer.status).toBe(200);
    expect((await answer.json()).source).toBe('ai');
    expect(model.requests.length).toBe(calls + 1);
    const sent = JSON.stringify(model.requests.at(-1));
    expect(sent).not.toContain('image_url');
    expect(sent).not.toContain('base64');
  });

  test('a bad photo is still refused, even with text', async ({ basic }) => {
    const { client, id } = await member(basic);
    const res = await generate(client, { ...BRIEF, image: 'https://example.com/cat.jpg' });
    expect(res.status).toBe(400);
    expect((await res.errorBody()).error.code).toBe('image_invalid');
    expect(await counted(basic, id)).toBe(0);
  });
});
