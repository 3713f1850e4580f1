import { captionRequestProblem, type Language } from '@captia/shared';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { z } from 'zod';
import type { AppDb } from '../db/client';
import type { Logger } from '../logger';
import type { AppMetrics } from '../metrics';
import type { CurrentSession } from './current-session';
import { AppError } from './errors';
import { issueMessageKey } from './validate';

/** What every request carries through the middleware chain (set in app.ts). */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    language: Language;
    db: AppDb;
    session: CurrentSession | null;
    /** Set when the request authenticated with an API key (`Authorization: Bearer`). */
    apiKeyId?: string;
    /** The app's metrics (/metrics), for what a route reports beside its request. */
    metrics?: AppMetrics;
  };
}

/**
 * The one place where a request that does not match a route's declared schema becomes the
 * contract's 400: the first issue's message, when it is a catalog key, is the localized message.
 */
export function validationError(error: z.ZodError) {
  // The generator's fields have codes of their own (the form shows them next to the field).
  const caption = captionRequestProblem(error);
  if (caption)
    return new AppError(400, caption.code, { messageKey: caption.messageKey, values: caption.values });
  const key = issueMessageKey(error);
  return new AppError(400, 'bad_request', key ? { messageKey: key } : {});
}

/** A router whose routes are declared with zod schemas (`createRoute`) and documented in /api/openapi.json. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error);
    },
  });
}

export type AppRouter = ReturnType<typeof createRouter>;
