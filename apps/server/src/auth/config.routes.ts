import { PublicConfigSchema } from '@captia/shared';
import { createRoute } from '@hono/zod-openapi';
import type { Env } from '../env';
import { json, PUBLIC } from '../http/openapi';
import { createRouter } from '../http/router';
import { googleEnabled } from './auth';

const config = createRoute({
  method: 'get',
  path: '/',
  tags: ['Account'],
  summary: 'What the sign-in screens need to know (Google sign-in, e-mail verification)',
  security: PUBLIC,
  responses: { 200: json(PublicConfigSchema, 'Public sign-in settings') },
});

/** `GET /api/config`. */
export function configRoutes(env: Env) {
  return createRouter().openapi(config, (c) =>
    c.json(
      { googleSignIn: googleEnabled(env), requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION },
      200,
    ),
  );
}
