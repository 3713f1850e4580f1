import { randomUUID } from 'node:crypto';
import { DEFAULT_LANGUAGE, type Language, languageFromAcceptLanguage } from '@captia/shared';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { adminRoutes } from './admin/admin.routes';
import { type Auth, createAuth } from './auth/auth';
import { authRoutes } from './auth/auth.routes';
import { type CurrentSession, loadSession, requireUser, SessionCache } from './auth/session';
import { billingFunctionRoutes, stripeWebhookRoutes } from './billing/billing.routes';
import { planCatalog } from './billing/plans';
import { createSandboxProvider } from './billing/sandbox.provider';
import { sandboxRoutes } from './billing/sandbox.routes';
import { createStripeClient, createStripeProvider } from './billing/stripe.provider';
import { captionOptionsRoutes, generateCaptionsRoutes } from './captions/captions.routes';
import { type CaptionService, captionServiceFromEnv } from './captions/captions.service';
import type { AppDb, Database } from './db/client';
import { isDatabaseUnavailable, rootCause } from './db/unavailable';
import type { Env } from './env';
import { healthRoutes } from './health/health.routes';
import { historyRoutes } from './history/history.routes';
import { AppError, sendError } from './http/errors';
import { robotsTxt } from './http/robots';
import { contentSecurityPolicy, securityHeaders } from './http/security-headers';
import { sitemapXml } from './http/sitemap';
import { loadStaticSite } from './http/static-site';
import type { Logger } from './logger';
import { createMailer, type Mailer } from './mail/mailer';
import { mailboxPageRoutes, outboxRoutes } from './mail/outbox.routes';
import { meRoutes } from './me/me.routes';
import { quotaAndHistory } from './usage/generation';

export interface AppDeps {
  env: Env;
  database: Database;
  logger: Logger;
  /** Defaults to SMTP when SMTP_URL is set, else the local outbox. */
  mailer?: Mailer;
  /** The caption engine; defaults to the AI provider when AI_BASE_URL is set, else the basic generator. */
  captions?: CaptionService;
  /** Set by the process on SIGTERM: new requests are refused while in-flight ones finish. */
  lifecycle?: { draining: boolean };
}

export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    language: Language;
    db: AppDb;
    session: CurrentSession | null;
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const MAX_BODY_BYTES = 1024 * 1024;
const REQUEST_ID = /^[\w.-]{1,64}$/;

/**
 * The whole HTTP application. Middleware order matters and is spelled out here:
 * request id + logging → security headers → language → drain guard → routes →
 * static SPA → JSON 404 / error handler.
 */
export function createApp(deps: AppDeps) {
  const { database, logger, env } = deps;
  const mailer =
    deps.mailer ?? createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, database, logger });
  const auth: Auth = createAuth({ env, database, mailer, logger });
  const sessionCache = new SessionCache(Math.min(env.SESSION_CACHE_SECONDS, 10));
  // Stripe when its key is set; otherwise the sandbox, clearly labelled, through the same service.
  const stripe = env.STRIPE_SECRET_KEY ? createStripeClient(env) : null;
  const payments = stripe
    ? createStripeProvider(env, stripe)
    : createSandboxProvider({ publicUrl: env.PUBLIC_URL, secret: env.BETTER_AUTH_SECRET });
  const site = loadStaticSite(env.WEB_DIST_DIR, { publicUrl: env.PUBLIC_URL });
  const csp = contentSecurityPolicy(site.inlineScriptHashes);
  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const log = logger.child({ reqId: requestId });
    c.set('requestId', requestId);
    c.set('logger', log);
    const started = performance.now();
    await next();
    c.res.headers.set('X-Request-Id', requestId);
    // The path only: query strings can carry tokens (password reset links).
    log.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });

  app.use(securityHeaders({ csp: () => csp, hsts: env.NODE_ENV === 'production' }));

  app.use(async (c, next) => {
    c.set('language', languageFromAcceptLanguage(c.req.header('accept-language')) ?? DEFAULT_LANGUAGE);
    await next();
  });

  app.use(async (c, next) => {
    c.set('db', database.db);
    if (deps.lifecycle?.draining) {
      c.header('Connection', 'close');
      c.header('Retry-After', '5');
      return sendError(c, 503, 'service_unavailable');
    }
    await next();
  });

  app.use(
    '/api/*',
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => sendError(c, 413, 'payload_too_large') }),
  );

  // JSON goes compressed to clients that accept it (options, history, admin lists); event streams never are.
  app.use('/api/*', compress());

  app.route('/api/health', healthRoutes(database));
  app.route('/api/dev/outbox', outboxRoutes({ nodeEnv: env.NODE_ENV, mailer }));
  app.route('/api/options', captionOptionsRoutes());

  // Writes come from our own pages (CSRF, login CSRF): a foreign Origin is refused, and so is
  // a cookie-carrying write with no Origin at all. Cookie-less clients (curl, Stripe) pass.
  app.use('/api/*', async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const foreign = origin !== undefined && origin !== env.PUBLIC_URL;
      const cookieWithoutOrigin = origin === undefined && Boolean(c.req.header('cookie'));
      if (foreign || cookieWithoutOrigin) return sendError(c, 403, 'forbidden_origin');
    }
    await next();
  });
  app.use('/api/*', loadSession(auth, sessionCache));
  app.route(
    '/api/auth',
    authRoutes(auth, {
      trustProxy: env.TRUST_PROXY,
      rateLimitScale: env.RATE_LIMIT_SCALE,
      sessionCache,
      databaseUp: () =>
        database.ping(1000).then(
          () => true,
          () => false,
        ),
    }),
  );
  app.get('/api/config', (c) =>
    c.json({
      googleSignIn: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
      requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION,
    }),
  );
  app.use('/api/functions/generate-captions', requireUser);
  app.route(
    '/api/functions/generate-captions',
    generateCaptionsRoutes({
      service: deps.captions ?? captionServiceFromEnv(env, logger),
      wrap: quotaAndHistory,
    }),
  );
  app.route('/api/history', historyRoutes());
  app.route('/api/functions', billingFunctionRoutes(payments));
  app.get('/api/plans', (c) => c.json(planCatalog(env, payments.kind)));
  if (stripe) app.route('/api/webhooks/stripe', stripeWebhookRoutes({ stripe, env }));
  app.route('/api/me', meRoutes());
  app.route('/api/admin', adminRoutes(sessionCache));

  app.all('/api/*', (c) => sendError(c, 404, 'not_found'));

  if (!stripe) {
    app.use('/sandbox/*', loadSession(auth, sessionCache));
    app.route('/sandbox', sandboxRoutes(env));
  }

  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(robotsTxt(env.PUBLIC_URL));
  });
  const sitemap = sitemapXml(env.PUBLIC_URL);
  app.get('/sitemap.xml', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    c.header('Content-Type', 'application/xml; charset=utf-8');
    return c.body(sitemap);
  });

  app.route('/dev/mailbox', mailboxPageRoutes({ nodeEnv: env.NODE_ENV, mailer }));

  app.on(['GET', 'HEAD'], '*', (c, next) => site.serve(c) ?? next());

  app.notFound((c) =>
    c.req.path.startsWith('/api/') ? sendError(c, 404, 'not_found') : c.text('Not found', 404),
  );

  app.onError((error, c) => {
    if (error instanceof AppError) return sendError(c, error.status, error.code, error.details);
    if (error instanceof HTTPException && error.status < 500) {
      return sendError(c, error.status, error.status === 404 ? 'not_found' : 'bad_request');
    }
    // PostgreSQL stopped, restarting or out of connections: a clean, retryable 503 (not a
    // bug, so not logged as one); the pool reconnects by itself once it is back.
    if (isDatabaseUnavailable(error)) {
      c.get('logger')?.warn({ cause: rootCause(error) }, 'database unavailable');
      c.header('Retry-After', '5');
      return sendError(c, 503, 'service_unavailable');
    }
    c.get('logger')?.error({ err: error }, 'unhandled error');
    return sendError(c, 500, 'internal_error');
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
