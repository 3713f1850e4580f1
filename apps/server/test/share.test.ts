import { describe, expect } from 'vitest';
import { sharedItems } from '../src/db/schema/index';
import { SHARE_COOKIE } from '../src/share/share.routes';
import { signUpMember } from './client';
import { test } from './fixtures/setup';
import { createTestApp, TEST_ORIGIN, type TestApp } from './helpers';

/**
 * `POST /share`, the manifest's share target when no service worker takes it (decision 0054),
 * and the reads the generator makes of it. Through the real app (createTestApp, via the fixtures).
 */

const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1]);

function shareForm(fields: Record<string, string | Blob>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

interface Posted {
  status: number;
  location: string | null;
  id: string | null;
  cookie: string | null;
  body: unknown;
}

async function post(
  t: TestApp,
  body: BodyInit,
  headers: Record<string, string> = { origin: TEST_ORIGIN },
): Promise<Posted> {
  const res = await t.app.request(`${TEST_ORIGIN}/share`, { method: 'POST', body, headers });
  const location = res.headers.get('location');
  const id = location ? new URL(location, TEST_ORIGIN).searchParams.get('share') : null;
  const cookie = /captia_share=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? null;
  const text = await res.text();
  return { status: res.status, location, id, cookie, body: text ? safeJson(text) : null };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const read = (t: TestApp, id: string, cookie: string | null, suffix = '') =>
  t.app.request(`${TEST_ORIGIN}/share/${id}${suffix}`, {
    headers: cookie ? { cookie: `${SHARE_COOKIE}=${cookie}` } : {},
  });

describe('POST /share', () => {
  test('text, a link and a photo: kept, a 303 to the generator, read back by the browser that posted', async ({
    app,
  }) => {
    const shared = await post(
      app,
      shareForm({
        title: 'Cold brew',
        text: 'Our cold brew is back this weekend',
        url: 'https://example.com/cold-brew',
        photo: new File([JPEG], 'photo.jpg', { type: 'image/jpeg' }),
      }),
    );
    expect(shared.status).toBe(303);
    expect(shared.location).toMatch(/^\/\?share=[A-Za-z0-9_-]{43}$/);
    expect(shared.cookie).toBe(shared.id);

    const res = await read(app, shared.id as string, shared.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      title: 'Cold brew',
      text: 'Our cold brew is back this weekend',
      url: 'https://example.com/cold-brew',
      photo: true,
      photoRefused: null,
    });
    const photo = await read(app, shared.id as string, shared.cookie, '/photo');
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(JPEG);

    // Taken: gone at once.
    const taken = await app.app.request(`${TEST_ORIGIN}/share/${shared.id}`, {
      method: 'DELETE',
      headers: { origin: TEST_ORIGIN, cookie: `${SHARE_COOKIE}=${shared.cookie}` },
    });
    expect(taken.status).toBe(204);
    expect((await read(app, shared.id as string, shared.cookie)).status).toBe(404);
  });

  test('a signed-out user may share (the sign-in comes after); a signed-in one too', async ({ app }) => {
    const out = await post(app, shareForm({ text: 'Signed out' }));
    expect(out.status).toBe(303);
    const { client } = await signUpMember(app);
    const res = await app.app.request(`${TEST_ORIGIN}/share`, {
      method: 'POST',
      body: shareForm({ text: 'Signed in' }),
      headers: { origin: TEST_ORIGIN, cookie: client.cookieHeader },
    });
    expect(res.status).toBe(303);
  });

  test('the system share sheet (no Origin, Sec-Fetch-Site: none) is accepted', async ({ app }) => {
    const shared = await post(app, shareForm({ text: 'From the gallery' }), { 'sec-fetch-site': 'none' });
    expect(shared.status).toBe(303);
    const opaque = await post(app, shareForm({ text: 'Opaque' }), {
      origin: 'null',
      'sec-fetch-site': 'none',
    });
    expect(opaque.status).toBe(303);
  });

  test('a link alone in the text becomes the link; an empty share goes to the generator as it is', async ({
    app,
  }) => {
    const shared = await post(app, shareForm({ text: 'https://example.com/news.' }));
    const res = await read(app, shared.id as string, shared.cookie);
    expect(await res.json()).toMatchObject({ text: '', url: 'https://example.com/news' });
    const empty = await post(app, shareForm({ text: '  ' }));
    expect(empty).toMatchObject({ status: 303, location: '/', cookie: null });
  });

  test('NUL, control and invisible characters are removed, the text cut to the brief length', async ({
    app,
  }) => {
    const shared = await post(
      app,
      shareForm({
        title: 'Line\u0000one\nline two',
        text: `Hello\u0000 world\u0007\u202E!\r\nNext\u200B line ${'x'.repeat(3000)}`,
        url: 'javascript:alert(1)',
      }),
    );
    expect(shared.status).toBe(303);
    const body = (await (await read(app, shared.id as string, shared.cookie)).json()) as {
      title: string;
      text: string;
      url: string;
    };
    expect(body.title).toBe('Lineone line two');
    expect(body.text.startsWith('Hello world!\nNext line x')).toBe(true);
    expect(body.text.length).toBe(2000);
    expect(body.url).toBe('');
  });

  test('a file that is not a photo is not kept, and the generator is told why', async ({ app }) => {
    const shared = await post(
      app,
      shareForm({
        text: 'See the file',
        photo: new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'x.jpg', { type: 'image/jpeg' }),
      }),
    );
    const res = await read(app, shared.id as string, shared.cookie);
    expect(await res.json()).toMatchObject({ photo: false, photoRefused: 'notImage' });
    expect((await read(app, shared.id as string, shared.cookie, '/photo')).status).toBe(404);
  });

  test('a body over the limit is refused with 413 before it is read', async ({ app }) => {
    const huge = new Uint8Array(11 * 1024 * 1024);
    huge.set(JPEG);
    const shared = await post(app, shareForm({ photo: new File([huge], 'big.jpg', { type: 'image/jpeg' }) }));
    expect(shared.status).toBe(413);
    expect(shared.body).toMatchObject({ error: { code: 'payload_too_large' } });
    const declared = await app.app.request(`${TEST_ORIGIN}/share`, {
      method: 'POST',
      body: 'x',
      headers: {
        origin: TEST_ORIGIN,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(50 * 1024 * 1024),
      },
    });
    expect(declared.status).toBe(413);
  });

  test('a foreign Origin, or a cross-site post without one, is refused (403)', async ({ app }) => {
    const foreign = await post(app, shareForm({ text: 'x' }), { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({ error: { code: 'forbidden_origin' } });
    const noOrigin = await post(app, shareForm({ text: 'x' }), { 'sec-fetch-site': 'cross-site' });
    expect(noOrigin.status).toBe(403);
    const sandboxed = await post(app, shareForm({ text: 'x' }), {
      origin: 'null',
      'sec-fetch-site': 'cross-site',
    });
    expect(sandboxed.status).toBe(403);
    expect(await app.database.db.select().from(sharedItems)).not.toContainEqual(
      expect.objectContaining({ text: 'x' }),
    );
  });

  test('anything but multipart/form-data is refused (415), in the request language', async ({ app }) => {
    const json = await post(app, JSON.stringify({ text: 'x' }), {
      origin: TEST_ORIGIN,
      'content-type': 'application/json',
      'accept-language': 'pt-BR',
    });
    expect(json.status).toBe(415);
    expect(json.body).toEqual({
      error: {
        code: 'unsupported_media_type',
        message: 'Este tipo de conteúdo não pode ser enviado aqui.',
      },
    });
    const form = await post(app, new URLSearchParams({ text: 'x' }), { origin: TEST_ORIGIN });
    expect(form.status).toBe(415);
    const broken = await post(app, '--x\r\nnot a part', {
      origin: TEST_ORIGIN,
      'content-type': 'multipart/form-data; boundary=x',
    });
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ error: { code: 'bad_request' } });
  });

  test('a share opens only in the browser that posted it, and only while it lasts', async ({ app }) => {
    const shared = await post(app, shareForm({ text: 'Mine' }));
    const id = shared.id as string;
    // The id alone (a link seen over a shoulder, a history synced elsewhere) opens nothing.
    expect((await read(app, id, null)).status).toBe(404);
    expect((await read(app, id, 'A'.repeat(43))).status).toBe(404);
    expect((await read(app, 'not-an-id', 'not-an-id')).status).toBe(404);
    // A delete from another site is refused.
    const forged = await app.app.request(`${TEST_ORIGIN}/share/${id}`, {
      method: 'DELETE',
      headers: { origin: 'https://evil.example', cookie: `${SHARE_COOKIE}=${id}` },
    });
    expect(forged.status).toBe(403);
    // Expired: gone.
    await app.database.db.update(sharedItems).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await read(app, id, shared.cookie)).status).toBe(404);
  });

  test('many shares from one network are limited (429)', async () => {
    // A scale that leaves 2 a minute (createTestApp, not the file's app: its counters stay clean).
    const limited = await createTestApp({ env: { RATE_LIMIT_SCALE: '0.1' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await post(limited, shareForm({ text: `n${i}` }))).status);
      expect(statuses).toEqual([303, 303, 429]);
    } finally {
      await limited.close();
    }
  });
});
