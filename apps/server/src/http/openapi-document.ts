import type { OpenAPIHono } from '@hono/zod-openapi';
import { SESSION_COOKIE_NAME } from '../lib/session';
import type { AppEnv } from './router';

export const OPENAPI_PATH = '/api/openapi.json';

/**
 * `GET /api/openapi.json`: the OpenAPI 3.1 document generated from every router's route
 * declarations (Better Auth's /api/auth/* are its own and not part of it), with the two
 * ways to authenticate: the browser's session cookie and an API key as a bearer token.
 */
export function serveOpenApiDocument(app: OpenAPIHono<AppEnv>, publicUrl: string) {
  app.openAPIRegistry.registerComponent('securitySchemes', 'cookie', {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE_NAME,
    description: 'The session cookie of a signed-in browser (writes also need our own Origin).',
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    description: 'An API key (paid plans; Preferences → API keys): `Authorization: Bearer cap_…`.',
  });
  app.doc31(OPENAPI_PATH, {
    openapi: '3.1.0',
    info: {
      title: 'CaptIA API',
      version: '1.0.0',
      description:
        'Captions for social media, written by AI, in Brazilian Portuguese, English and Spanish. Every error ' +
        'answer is `{"error":{"code","message"}}`, the message in the `Accept-Language` of the request.',
    },
    servers: [{ url: publicUrl }],
  });
}
