import {
  BrandCreateSchema,
  BrandListSchema,
  BrandPatchSchema,
  BrandSchema,
  TIER_LIMITS,
} from '@captia/shared';
import { createRoute, z } from '@hono/zod-openapi';
import { currentUser, requireUser } from '../auth/session';
import { AppError } from '../http/errors';
import { COOKIE_OR_KEY, errors, json } from '../http/openapi';
import { createRouter } from '../http/router';
import { loadAccount } from '../usage/account';
import { planOf } from '../usage/usage.service';
import { createBrand, deleteBrand, getBrand, listBrands, updateBrand } from './brands.service';

const tags = ['Brands'];
const Params = z.object({ id: z.string().max(64) });
const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

const list = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'Your brand voices, oldest first',
  security: COOKIE_OR_KEY,
  responses: { 200: json(BrandListSchema, 'Your brands'), ...errors(401) },
});
const create = createRoute({
  method: 'post',
  path: '/',
  tags,
  summary: 'Create a brand voice (free 1, Profissional 3, Premium 10)',
  security: COOKIE_OR_KEY,
  request: body(BrandCreateSchema),
  responses: { 201: json(BrandSchema, 'The new brand, with its measured traits'), ...errors(400, 401, 403) },
});
const read = createRoute({
  method: 'get',
  path: '/{id}',
  tags,
  summary: 'One of your brands',
  security: COOKIE_OR_KEY,
  request: { params: Params },
  responses: { 200: json(BrandSchema, 'The brand'), ...errors(401, 404) },
});
const update = createRoute({
  method: 'patch',
  path: '/{id}',
  tags,
  summary: 'Change a brand (any subset of its fields); `isDefault: true` makes it the default',
  security: COOKIE_OR_KEY,
  request: { params: Params, ...body(BrandPatchSchema) },
  responses: { 200: json(BrandSchema, 'The brand as saved'), ...errors(400, 401, 404) },
});
const remove = createRoute({
  method: 'delete',
  path: '/{id}',
  tags,
  summary: 'Delete a brand (the oldest remaining one becomes the default)',
  security: COOKIE_OR_KEY,
  request: { params: Params },
  responses: { 204: { description: 'Deleted' }, ...errors(401, 404) },
});

/** `/api/brands`: the account's brand voices; another account's id is a 404. */
export function brandsRoutes() {
  const app = createRouter();
  app.use(requireUser);
  return app
    .openapi(list, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ items: await listBrands(c.get('db'), currentUser(c).id) }, 200);
    })
    .openapi(create, async (c) => {
      const db = c.get('db');
      const account = await loadAccount(db, currentUser(c).id);
      if (!account) throw new AppError(401, 'unauthorized');
      const max = TIER_LIMITS[planOf(account).tier].brands;
      const created = await createBrand(db, account.profile.id, c.req.valid('json'), max);
      if (created === 'limit') throw new AppError(403, 'brand_limit_reached', { values: { max } });
      return c.json(created, 201);
    })
    .openapi(read, async (c) => {
      const brand = await getBrand(c.get('db'), currentUser(c).id, c.req.valid('param').id);
      if (!brand) throw new AppError(404, 'not_found');
      c.header('Cache-Control', 'no-store');
      return c.json(brand, 200);
    })
    .openapi(update, async (c) => {
      const brand = await updateBrand(
        c.get('db'),
        currentUser(c).id,
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      if (!brand) throw new AppError(404, 'not_found');
      return c.json(brand, 200);
    })
    .openapi(remove, async (c) => {
      if (!(await deleteBrand(c.get('db'), currentUser(c).id, c.req.valid('param').id)))
        throw new AppError(404, 'not_found');
      return c.body(null, 204);
    });
}
