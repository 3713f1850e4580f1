// POST /api/campaigns/import with the CSV as the body (text/csv) and as a form's file
// (multipart/form-data), beside the JSON body: same checks, same answers (createTestApp's fixtures).
import { addDays, CampaignImportSchema, campaignsApi, todayIn } from '@captia/shared';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { importBodyKind } from '../src/captions/campaigns/import-body';
import { usersUsage } from '../src/db/schema/index';
import { test } from './fixtures/setup';
import type { TestApp } from './helpers';

const PATH = '/api/campaigns/import';

async function usage(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(usersUsage).where(eq(usersUsage.userId, id));
  return row?.monthlyUsage ?? 0;
}

function form(csv: string | Blob, fields: Record<string, string> = {}) {
  const data = new FormData();
  data.append('file', typeof csv === 'string' ? new Blob([csv], { type: 'text/csv' }) : csv, 'plan.csv');
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

describe('the import takes a CSV body and a form upload', () => {
  test.override('plan', 'profissional');

  test('text/csv and multipart import as JSON does, one use per row', async ({ app, member }) => {
    const day = addDays(todayIn('UTC'), 1);
    const csv = `date,network,brief\n${day},x,Open day at the studio\n${day},linkedin,"We are hiring a ""baker""."\n`;
    const asCsv = await member.client.request(PATH, {
      method: 'POST',
      headers: { 'content-type': 'text/csv; charset=utf-8' },
      body: csv,
    });
    expect(asCsv.status).toBe(201);
    const first = await asCsv.json();
    expect(first.posts.map((p: { network: string }) => p.network)).toEqual(['x', 'linkedin']);
    expect(await usage(app, member.id)).toBe(2);

    const asForm = await member.client.request(PATH, {
      method: 'POST',
      body: form(csv, { language: 'es-ES', emojis: 'false', hashtags: 'true' }),
    });
    expect(asForm.status).toBe(201);
    expect((await asForm.json()).posts).toHaveLength(2);
    // A file field sent as text (curl's `-F 'file=<plan.csv'`) is the same CSV.
    const textField = new FormData();
    textField.append('file', csv);
    expect((await member.client.request(PATH, { method: 'POST', body: textField })).status).toBe(201);
    expect(await usage(app, member.id)).toBe(6);

    // Streams like the JSON body.
    const streamed = await member.client.request(PATH, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', accept: 'text/event-stream' },
      body: csv,
    });
    expect(streamed.headers.get('content-type')).toContain('text/event-stream');
    expect(await streamed.text()).toContain('event: result');
    expect(await usage(app, member.id)).toBe(8);
  });

  test('refusals: other types 415, huge 413, NUL 400, bad rows and fields 400, localized; nothing counted', async ({
    app,
    member,
  }) => {
    const day = addDays(todayIn('UTC'), 1);
    const post = (body: BodyInit, headers: Record<string, string> = {}) =>
      member.client.request(PATH, { method: 'POST', headers, body });
    const expectError = async (res: Response, status: number, code: string, message?: RegExp) => {
      expect(res.status, code).toBe(status);
      const { error } = (await res.json()) as { error: { code: string; message: string } };
      expect(error.code).toBe(code);
      if (message) expect(error.message).toMatch(message);
    };
    const csv = `date,network,brief\n${day},x,ok\n`;
    for (const [type, message] of [
      ['text/plain', /This kind of content cannot be sent here/],
      ['application/x-www-form-urlencoded', /This kind of content cannot be sent here/],
      ['text/csv; charset=latin1', /This kind of content cannot be sent here/],
    ] as const)
      await expectError(await post(csv, { 'content-type': type }), 415, 'unsupported_media_type', message);
    await expectError(
      await post(csv, { 'content-type': 'application/xml', 'accept-language': 'pt-BR' }),
      415,
      'unsupported_media_type',
      /Este tipo de conteúdo não pode ser enviado aqui/,
    );
    await expectError(
      await post(csv, { 'content-type': 'text/tab-separated-values', 'accept-language': 'es-ES' }),
      415,
      'unsupported_media_type',
      /Este tipo de contenido no se puede enviar aquí/,
    );

    // Over the import's body limit, whatever the type: 413 before anything is read.
    const huge = `date,network,brief\n${'x'.repeat(4 * 1024 * 1024)}`;
    await expectError(await post(huge, { 'content-type': 'text/csv' }), 413, 'payload_too_large');
    await expectError(await post(form(huge)), 413, 'payload_too_large');
    // Within the body limit, over the CSV's 1 MB: the JSON's refusal.
    const large = `date,network,brief\n${day},x,${'x'.repeat(1024 * 1024)}\n`;
    expect((await post(large, { 'content-type': 'text/csv' })).status).toBe(413);
    expect((await post(form(large))).status).toBe(413);

    // A NUL byte (or another control character) in a brief: its row and column, localized.
    const nul = `date,network,brief\n${day},x,"nul\u0000inside"\n`;
    await expectError(
      await post(nul, { 'content-type': 'text/csv' }),
      400,
      'import_invalid',
      /Row 2, column brief/,
    );
    await expectError(await post(form(nul)), 400, 'import_invalid', /Row 2, column brief/);
    await expectError(
      await post(`date,network,brief\n${day},myspace,hi\n`, {
        'content-type': 'text/csv',
        'accept-language': 'pt-BR',
      }),
      400,
      'import_invalid',
      /Linha 2/,
    );
    const tooMany = `date,network,brief\n${Array.from({ length: 101 }, () => `${day},x,hi`).join('\n')}\n`;
    await expectError(await post(tooMany, { 'content-type': 'text/csv' }), 400, 'import_invalid', /100/);
    await expectError(await post(form(tooMany)), 400, 'import_invalid', /100/);

    // The form: no file, two files, an empty body, a field the schema refuses (the JSON body's
    // answer for it), a cut form.
    const noFile = new FormData();
    noFile.append('language', 'en-US');
    await expectError(await post(noFile), 400, 'bad_request');
    const twoFiles = form(csv);
    twoFiles.append('file', new Blob([csv]), 'other.csv');
    await expectError(await post(twoFiles), 400, 'bad_request');
    await expectError(await post('', { 'content-type': 'text/csv' }), 400, 'bad_request');
    await expectError(await post(form(csv, { emojis: 'maybe' })), 400, 'caption_options_invalid');
    await expectError(await post(form(csv, { style: 'shouting' })), 400, 'caption_options_invalid');
    await expectError(
      await post('--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nda', {
        'content-type': 'multipart/form-data; boundary=x',
      }),
      400,
      'bad_request',
    );
    expect(await usage(app, member.id)).toBe(0);
  });

  test('the types are read by their essence; the form documents the JSON body’s fields', async ({ app }) => {
    expect(importBodyKind(undefined)).toBe('json');
    expect(importBodyKind('application/json; charset=utf-8')).toBe('json');
    expect(importBodyKind('TEXT/CSV; Charset=UTF-8')).toBe('csv');
    expect(importBodyKind('text/csv;charset="utf-8"')).toBe('csv');
    expect(importBodyKind('multipart/form-data; boundary=abc')).toBe('form');
    expect(importBodyKind('text/csvx')).toBe('unsupported');
    const content = campaignsApi.import.request.body.content;
    expect(Object.keys(content)).toEqual(['application/json', 'text/csv', 'multipart/form-data']);
    const fields = Object.keys(content['multipart/form-data'].schema.properties);
    const jsonFields = Object.keys(CampaignImportSchema.shape).filter((name) => name !== 'csv');
    expect(fields.sort()).toEqual(['file', ...jsonFields].sort());
    // The OpenAPI document: the JSON body as it was, the two others beside it, and the 415.
    const document = await (await app.app.request('http://localhost:3000/api/openapi.json')).json();
    const operation = document.paths[PATH].post;
    expect(operation.requestBody.required).toBe(true);
    expect(Object.keys(operation.requestBody.content)).toEqual([
      'application/json',
      'text/csv',
      'multipart/form-data',
    ]);
    expect(operation.requestBody.content['multipart/form-data'].schema).toMatchObject({
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    });
    expect(operation.responses['415']).toBeDefined();
  });
});
