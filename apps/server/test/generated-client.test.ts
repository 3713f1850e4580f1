import fs from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, signUpMember } from './client';
import { createTestApp, TEST_ORIGIN, type TestApp } from './helpers';

// @once-on-pglite: what is tested is the OpenAPI document with client generators and tsc (not run again on PostgreSQL; vitest.config.ts).

/**
 * The published document works with real client generators: openapi-typescript turns
 * /api/openapi.json into types, an openapi-fetch client typed with them compiles under tsc
 * (strict; a wrong body is a type error), and that client runs a generation with an API key.
 */
const REPO = path.resolve(import.meta.dirname, '../../..');
// Inside the repository, so the generated client resolves openapi-fetch like any project would.
const DIR = path.join(REPO, 'node_modules/.cache', `captia-generated-client-${process.pid}`);

const CLIENT_SOURCE = `import createClient from 'openapi-fetch';
import type { paths } from './schema';

export function captia(baseUrl: string, key: string, fetch: (request: Request) => Promise<Response>) {
  return createClient<paths>({ baseUrl, fetch, headers: { Authorization: \`Bearer \${key}\` } });
}

export async function firstCaption(client: ReturnType<typeof captia>): Promise<string> {
  const { data, error } = await client.POST('/api/functions/generate-captions', {
    body: {
      networks: ['linkedin'],
      postType: 'announcement',
      style: 'professional',
      length: 'short',
      variants: 1,
      emojis: false,
      hashtags: false,
      text: 'Our new bakery opens on Monday with sourdough and coffee.',
    },
  });
  if (error) throw new Error(error.error.code);
  // The operation also documents its event stream (a string); without Accept: text/event-stream it is JSON.
  if (typeof data === 'string') throw new Error('expected JSON');
  const usage: { current: number; total: number } = data.usage;
  return \`\${data.captions[0]?.text ?? ''} (\${usage.current}/\${usage.total})\`;
}

export async function wrongBody(client: ReturnType<typeof captia>) {
  // @ts-expect-error -- 'myspace' is not a network the API knows: the generated types refuse it.
  await client.POST('/api/functions/generate-captions', { body: { networks: ['myspace'] } });
}
`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  fs.mkdirSync(DIR, { recursive: true });
});
afterAll(async () => {
  fs.rmSync(DIR, { recursive: true, force: true });
  await t.close();
});

describe('a client generated from /api/openapi.json', () => {
  it('openapi-typescript generates types, an openapi-fetch client compiles with them and runs a generation', async () => {
    const document = await (await t.app.request(`${TEST_ORIGIN}/api/openapi.json`)).json();
    const ast = await openapiTS(document);
    fs.writeFileSync(path.join(DIR, 'schema.d.ts'), astToString(ast));
    fs.writeFileSync(path.join(DIR, 'client.ts'), CLIENT_SOURCE);

    const program = ts.createProgram([path.join(DIR, 'client.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      skipLibCheck: true,
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(problems).toEqual([]);

    const { client: owner } = await signUpMember(t, { plan: 'premium', tag: 'generated' });
    const { key } = (await (
      await owner.post('/api/keys', { name: 'generated client', password: GOOD_PASSWORD })
    ).json()) as {
      key: string;
    };

    const generated = (await import(
      path.join(DIR, 'client.ts')
    )) as typeof import('./generated-client.fixture');
    const client = generated.captia(TEST_ORIGIN, key, async (request) => t.app.fetch(request));
    expect(await generated.firstCaption(client)).toMatch(/\S.* \(1\/250\)$/);
  });
});
