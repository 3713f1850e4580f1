import { brandsApi, TIER_LIMITS } from '@captia/shared';
import { AppError } from '../http/errors';
import { route } from '../http/route';
import { createRouter } from '../http/router';
import { loadAccount } from '../lib/account';
import { planOf } from '../lib/plan';
import { currentUser, requireUser } from '../lib/session';
import { createBrand, deleteBrand, getBrand, listBrands, updateBrand } from './brands.service';

/** `/api/brands`: the account's brand voices; another account's id is a 404. */
export function brandsRoutes() {
  return createRouter()
    .openapi(route(brandsApi.list, requireUser), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ items: await listBrands(c.get('db'), currentUser(c).id) }, 200);
    })
    .openapi(route(brandsApi.create, requireUser), async (c) => {
      const db = c.get('db');
      const account = await loadAccount(db, currentUser(c).id);
      if (!account) throw new AppError(401, 'unauthorized');
      const max = TIER_LIMITS[planOf(account).tier].brands;
      const created = await createBrand(db, account.profile.id, c.req.valid('json'), max);
      if (created === 'limit') throw new AppError(403, 'brand_limit_reached', { values: { max } });
      return c.json(created, 201);
    })
    .openapi(route(brandsApi.read, requireUser), async (c) => {
      const brand = await getBrand(c.get('db'), currentUser(c).id, c.req.valid('param').id);
      if (!brand) throw new AppError(404, 'not_found');
      c.header('Cache-Control', 'no-store');
      return c.json(brand, 200);
    })
    .openapi(route(brandsApi.update, requireUser), async (c) => {
      const brand = await updateBrand(
        c.get('db'),
        currentUser(c).id,
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      if (!brand) throw new AppError(404, 'not_found');
      return c.json(brand, 200);
    })
    .openapi(route(brandsApi.remove, requireUser), async (c) => {
      if (!(await deleteBrand(c.get('db'), currentUser(c).id, c.req.valid('param').id)))
        throw new AppError(404, 'not_found');
      return c.body(null, 204);
    });
}
