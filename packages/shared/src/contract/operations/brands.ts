import { z } from 'zod';
import { BrandCreateSchema, BrandListSchema, BrandPatchSchema, BrandSchema } from '../../brands/schema';
import { COOKIE_OR_KEY, errors, json, jsonBody, operation } from '../declare';

const tags = ['Brands'];
const params = z.object({ id: z.string().max(64) });

/** `/api/brands`: the account's brand voices; another account's id is a 404. */
export const brandsApi = {
  list: operation({
    method: 'get',
    path: '/api/brands',
    tags,
    summary: 'Your brand voices, oldest first',
    security: COOKIE_OR_KEY,
    responses: { 200: json(BrandListSchema, 'Your brands'), ...errors(401) },
  }),
  create: operation({
    method: 'post',
    path: '/api/brands',
    tags,
    summary: 'Create a brand voice (free 1, Profissional 3, Premium 10)',
    security: COOKIE_OR_KEY,
    request: jsonBody(BrandCreateSchema),
    responses: {
      201: json(BrandSchema, 'The new brand, with its measured traits'),
      ...errors(400, 401, 403),
    },
  }),
  read: operation({
    method: 'get',
    path: '/api/brands/{id}',
    tags,
    summary: 'One of your brands',
    security: COOKIE_OR_KEY,
    request: { params },
    responses: { 200: json(BrandSchema, 'The brand'), ...errors(401, 404) },
  }),
  update: operation({
    method: 'patch',
    path: '/api/brands/{id}',
    tags,
    summary: 'Change a brand (any subset of its fields); `isDefault: true` makes it the default',
    security: COOKIE_OR_KEY,
    request: { params, ...jsonBody(BrandPatchSchema) },
    responses: { 200: json(BrandSchema, 'The brand as saved'), ...errors(400, 401, 404) },
  }),
  remove: operation({
    method: 'delete',
    path: '/api/brands/{id}',
    tags,
    summary: 'Delete a brand (the oldest remaining one becomes the default)',
    security: COOKIE_OR_KEY,
    request: { params },
    responses: { 204: { description: 'Deleted' }, ...errors(401, 404) },
  }),
};
