import { accountApi } from '@captia/shared';
import type { Env } from '../env';
import { route } from '../http/route';
import { createRouter } from '../http/router';
import { googleEnabled } from './auth';

/** `GET /api/config`. */
export function configRoutes(env: Env) {
  return createRouter().openapi(route(accountApi.config), (c) =>
    c.json(
      { googleSignIn: googleEnabled(env), requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION },
      200,
    ),
  );
}
