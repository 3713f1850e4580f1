import type { Brand } from '@captia/shared';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { ApiBody, ApiResult } from './api-routes';
import { routeUrl, signUpMember, TestClient } from './client';
import { createTestApp, type TestApp } from './helpers';

/** The tests' typed client (TestClient.api): URLs built from route keys, and answers typed by the contract. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('routeUrl', () => {
  it('fills each path parameter, encoded, and keeps a route without any as it is', () => {
    expect(routeUrl('GET /api/me')).toBe('/api/me');
    expect(routeUrl('GET /api/brands/{id}', { id: 'a/b c?d#e' })).toBe('/api/brands/a%2Fb%20c%3Fd%23e');
    expect(routeUrl('PATCH /api/campaigns/{id}/posts/{postId}', { id: 'c1', postId: 'p ü' })).toBe(
      '/api/campaigns/c1/posts/p%20%C3%BC',
    );
  });

  it('adds the query, encoded, leaving out what is undefined', () => {
    expect(routeUrl('GET /api/history', undefined, { q: 'café & pão', cursor: undefined })).toBe(
      '/api/history?q=caf%C3%A9+%26+p%C3%A3o',
    );
    expect(routeUrl('GET /api/history', undefined, {})).toBe('/api/history');
  });

  it('refuses a route whose parameter has no value', () => {
    expect(() => routeUrl('GET /api/brands/{id}', {})).toThrow(/path parameter id/);
  });
});

describe('TestClient.api', () => {
  it('sends the body, fills the parameters and answers the route’s typed JSON', async () => {
    const { client } = await signUpMember(t, { plan: 'premium' });
    const created = await client.api('POST /api/brands', { body: { name: 'Forno Azul', hashtags: ['Pao'] } });
    expect(created.status).toBe(201);
    const brand = await created.json();
    expectTypeOf(brand).toEqualTypeOf<ApiResult<'POST /api/brands'>>();
    expectTypeOf(brand).toEqualTypeOf<Brand>();
    expect(brand).toMatchObject({ name: 'Forno Azul', hashtags: ['#Pao'], isDefault: true });

    const read = await client.api('GET /api/brands/{id}', { params: { id: brand.id } });
    expect(read.status).toBe(200);
    expect((await read.json()).id).toBe(brand.id);

    const changed = await client.api('PATCH /api/brands/{id}', {
      params: { id: brand.id },
      body: { name: 'Forno Verde' },
    });
    expect((await changed.json()).name).toBe('Forno Verde');

    // A 204 has no body: the route's answer is typed null.
    const removed = await client.api('DELETE /api/brands/{id}', { params: { id: brand.id } });
    expect(removed.status).toBe(204);
    expectTypeOf<ApiResult<'DELETE /api/brands/{id}'>>().toEqualTypeOf<null>();
  });

  it('sends the query and the headers, and reads a failure in the error shape', async () => {
    const { client } = await signUpMember(t);
    const page = await client.api('GET /api/history', { query: { q: 'nothing like this' } });
    expect(page.status).toBe(200);
    expect((await page.json()).items).toEqual([]);

    const refused = await client.api('GET /api/history', {
      query: { cursor: 'not*a*cursor' },
      headers: { 'accept-language': 'pt-BR' },
    });
    expect(refused.status).toBe(400);
    const { error } = await refused.errorBody();
    expect(error.code).toBe('bad_request');
    expect(error.message).not.toMatch(/^validation\./);

    const signedOut = await new TestClient(t.app).api('GET /api/me');
    expect(signedOut.status).toBe(401);
    expect((await signedOut.errorBody()).error.code).toBe('unauthorized');
  });

  it('types what a route takes: its body, parameters and query are the contract’s', () => {
    expectTypeOf<ApiBody<'POST /api/brands'>>().toHaveProperty('name');
    expectTypeOf<ApiBody<'GET /api/me'>>().toBeNever();
    const client = new TestClient(t.app);
    // Type checks only (tsc -p apps/server/test): the calls are never made.
    const never = () => {
      // @ts-expect-error A brand needs its name.
      void client.api('POST /api/brands', { body: {} });
      // @ts-expect-error A route with a parameter needs it.
      void client.api('GET /api/brands/{id}');
      // @ts-expect-error A route without a body takes none.
      void client.api('GET /api/me', { body: { name: 'x' } });
      const myspace = { text: 'x', network: 'myspace', action: 'fit' } as const;
      // @ts-expect-error Not a network the contract knows.
      void client.api('POST /api/functions/rework-caption', { body: myspace });
      // @ts-expect-error Not a route of the contract.
      void client.api('GET /api/nowhere');
    };
    expect(never).toBeTypeOf('function');
  });
});
