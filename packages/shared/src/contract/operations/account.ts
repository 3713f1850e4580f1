import { z } from 'zod';
import { UpdateMeSchema } from '../../schemas/me';
import { HealthSchema, MeSchema, PublicConfigSchema } from '../account';
import { DataExportSchema } from '../data-export';
import { COOKIE_ONLY, COOKIE_OR_KEY, errors, json, jsonBody, operation, PUBLIC } from '../declare';

const tags = ['Account'];

/** The signed-in account, what the sign-in screens need, and the service's liveness. */
export const accountApi = {
  config: operation({
    method: 'get',
    path: '/api/config',
    tags,
    summary: 'What the sign-in screens need to know (Google sign-in, e-mail verification)',
    security: PUBLIC,
    responses: { 200: json(PublicConfigSchema, 'Public sign-in settings') },
  }),
  me: operation({
    method: 'get',
    path: '/api/me',
    tags,
    summary: 'Your profile, plan and usage',
    security: COOKIE_OR_KEY,
    request: {
      query: z.object({
        refresh: z
          .enum(['1'])
          .optional()
          .meta({ description: 'A manual usage refresh: no paid reset checks.' }),
      }),
    },
    responses: { 200: json(MeSchema, 'The signed-in account'), ...errors(401, 403, 429) },
  }),
  updateMe: operation({
    method: 'patch',
    path: '/api/me',
    tags,
    summary: 'Change your display name, language or time zone',
    security: COOKIE_ONLY,
    request: jsonBody(UpdateMeSchema),
    responses: { 200: json(MeSchema, 'The updated account'), ...errors(400, 401, 403) },
  }),
  exportData: operation({
    method: 'get',
    path: '/api/me/export',
    tags,
    summary: 'Download all your data as one JSON file',
    description:
      'Your profile and preferences, plan, usage and subscription status, brands, every history entry (its ' +
      'request, captions, reworks, alt text and photo thumbnail as a data URL), campaigns with their posts, and ' +
      'your API keys by name, prefix and dates — never a key or its hash. Sent as an attachment ' +
      '(`captia-export-YYYY-MM-DD.json`). A signed-in browser only (not an API key); at most 5 an hour per ' +
      'account (429 `rate_limited` with Retry-After).',
    security: COOKIE_ONLY,
    responses: {
      200: json(DataExportSchema, 'The export (as an attachment)'),
      ...errors(401, 429),
    },
  }),
  health: operation({
    method: 'get',
    path: '/api/health',
    tags: ['Service'],
    summary: 'Liveness and database reachability',
    security: PUBLIC,
    responses: {
      200: json(HealthSchema, 'Up, database answering'),
      503: json(HealthSchema, 'The database does not answer'),
    },
  }),
};
