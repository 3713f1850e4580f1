import { campaignsApi, captionsApi, MAX_PHOTO_DATA_URL_LENGTH, publishingApi } from '@captia/shared';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { adminRoutes } from './admin/admin.routes';
import { type Auth, createAuth } from './auth/auth';
import { authRoutes } from './auth/auth.routes';
import { configRoutes } from './auth/config.routes';
import { billingFunctionRoutes, stripeWebhookRoutes } from './billing/billing.routes';
import { plansRoutes } from './billing/plans';
import { createSandboxProvider } from './billing/sandbox.provider';
import { sandboxRoutes } from './billing/sandbox.routes';
import { createStripeClient, createStripeProvider } from './billing/stripe.provider';
import { brandsRoutes } from './brands/brands.routes';
import { campaignsRoutes, IMPORT_BODY_BYTES } from './captions/campaigns/campaigns.routes';
import { captionOptionsRoutes, generateCaptionsRoutes } from './captions/captions.routes';
import { type CaptionService, createCaptionService } from './captions/captions.service';
import { engineOn } from './captions/engine-client';
import { warmPhotoLibrary } from './captions/image/photo';
import { modelWriterFromEnv, pricesFromEnv } from './captions/models/from-env';
import { aiSettingsFromEnv } from './captions/models/settings';
import { reworkRoutes } from './captions/rework/rework.routes';
import { createReworkService } from './captions/rework/rework.service';
import { backupRoutes } from './db/backup.routes';
import type { Database } from './db/client';
import type { Env } from './env';
import { healthRoutes } from './health/health.routes';
import { historyRoutes } from './history/history.routes';
import { limitBody } from './http/body-limit';
import { compressWhenAccepted } from './http/compression';
import { handleError, handleNotFound } from './http/error-handler';
import { sendError } from './http/errors';
import { localOnly } from './http/local-only';
import { serveOpenApiDocument } from './http/openapi-document';
import { refuseControlCharactersInUrl } from './http/query-guard';
import { databaseAndDrain, requestLanguage, requestLog } from './http/request-context';
import { robotsTxt } from './http/robots';
import type { AppEnv } from './http/router';
import { originPolicy, sameOriginWrites } from './http/same-origin';
import { contentSecurityPolicy, securityHeaders } from './http/security-headers';
import { sitemapXml } from './http/sitemap';
import { loadStaticSite } from './http/static-site';
import { apiKeyAuth } from './keys/bearer';
import { keysRoutes } from './keys/keys.routes';
import { TEXT_WORK_DEFAULTS, textWorkPool } from './lib/cpu-pool';
import { Revocations } from './lib/revocations';
import { loadSession, SessionCache } from './lib/session';
import type { WorkerTask } from './lib/worker-pool';
import { DEFAULT_POLICY, parseAllowList } from './links/fetch-user-url';
import { createLinkReader, type LinkReader } from './links/link-reader';
import { linksRoutes } from './links/links.routes';
import type { Logger } from './logger';
import { createMailer, type Mailer } from './mail/mailer';
import { mailboxPageRoutes, outboxRoutes } from './mail/outbox.routes';
import { mcpRoutes } from './mcp';
import { meRoutes } from './me/me.routes';
import { createMetrics } from './metrics/metrics';
import { httpMetrics, metricsRoutes } from './metrics/metrics.routes';
import { createScheduler, type Scheduler, sealKey } from './publishing';
import { publishingRoutes } from './publishing/publishing.routes';
import { seal, unseal } from './publishing/seal';
import { reviewRoutes } from './review/review.routes';
import { shareRoutes } from './share/share.routes';
import { createDispatcher, type Dispatcher } from './webhooks';
import { webhooksRoutes } from './webhooks/webhooks.routes';

export interface AppDeps {
  env: Env;
  database: Database;
  logger: Logger;
  /** Defaults to SMTP when SMTP_URL is set, else the local outbox. */
  mailer?: Mailer;
  /** The caption engine; defaults to the AI provider when AI_BASE_URL is set, else the basic generator. */
  captions?: CaptionService;
  /** Reads users' links; defaults to the guarded fetcher with LINK_FETCH_ALLOW (tests inject a resolver). */
  links?: LinkReader;
  /** The caption engine's task module (tests give one that can be made to overrun its deadline). */
  engineTask?: WorkerTask;
  /** Set by the process on SIGTERM: new requests are refused while in-flight ones finish. */
  lifecycle?: { draining: boolean };
  /** PGlite: the token `POST /backup` asks for (the process writes it into the data directory; decision 0040). */
  backupToken?: string;
  /** The process's publication scheduler (start.ts starts it); tests tick their own. */
  scheduler?: Scheduler;
  /** The process's webhook dispatcher (start.ts starts it); tests tick their own. */
  dispatcher?: Dispatcher;
}

const MAX_BODY_BYTES = 1024 * 1024;
/** The one operation whose body may carry a photo (decision 0018): its data URL plus the form's fields. */
const PHOTO_ROUTE = captionsApi.generate.path;
const IMPORT_ROUTE = campaignsApi.import.path;
/** A publication may carry a photo (at most 1 MB, so a data URL of about 1.4 MB). */
const PUBLISH_ROUTE = publishingApi.publish.path;
const MAX_PHOTO_BODY_BYTES = MAX_PHOTO_DATA_URL_LENGTH + 64 * 1024;

/**
 * The whole HTTP application. Middleware order matters and is spelled out here:
 * request id + logging → security headers → language → drain guard → routes →
 * static SPA → JSON 404 / error handler.
 */
export function createApp(deps: AppDeps) {
  const { database, logger, env } = deps;
  const mailer =
    deps.mailer ?? createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, database, logger });
  const sessionCache = new SessionCache(Math.min(env.SESSION_CACHE_SECONDS, 10));
  // Ended sessions, shared by every instance: refused on their next request (decision 0012).
  // Its listener is closed with the database.
  const revocations = new Revocations({
    database,
    logger,
    retentionMs: (Math.min(env.SESSION_CACHE_SECONDS, 10) + 60) * 1000,
    distrust: () => sessionCache.clear(),
  });
  // Which origins may write with a cookie: one rule for our check and Better Auth's (decision 0035).
  const origins = originPolicy(env);
  const auth: Auth = createAuth({
    env,
    origins,
    database,
    mailer,
    logger,
    onSessionsEnded: (ids) => revocations.end(ids),
  });
  // Stripe when its key is set; otherwise the sandbox, clearly labelled, through the same service.
  const stripe = env.STRIPE_SECRET_KEY ? createStripeClient(env) : null;
  // Awaited by each use; this only keeps a failed load from being an unhandled rejection meanwhile.
  stripe?.catch(() => {});
  const payments = stripe
    ? createStripeProvider(env, stripe)
    : createSandboxProvider({ publicUrl: env.PUBLIC_URL, secret: env.BETTER_AUTH_SECRET });
  const site = loadStaticSite(env.WEB_DIST_DIR, { publicUrl: env.PUBLIC_URL });
  const csp = contentSecurityPolicy(site.inlineScriptHashes);
  const app = new OpenAPIHono<AppEnv>();
  // Requests by route and status, and what the routes report (/metrics): one registry per app.
  const metrics = createMetrics(database);

  app.use(httpMetrics(metrics));
  app.use(requestLog(logger));
  app.use(securityHeaders({ csp: () => csp, hsts: env.NODE_ENV === 'production' }));
  app.use(requestLanguage);
  app.use(databaseAndDrain(database.db, deps.lifecycle));

  // Every body we parse (the API's JSON, the sandbox pages' forms) is bounded before it is read.
  const tooLarge = (c: Context) => sendError(c, 413, 'payload_too_large');
  const limitApiBody = limitBody(MAX_BODY_BYTES, tooLarge);
  const limitPhotoBody = limitBody(MAX_PHOTO_BODY_BYTES, tooLarge);
  const limitImportBody = limitBody(IMPORT_BODY_BYTES, tooLarge);
  const bodyLimitOf = (path: string) =>
    path === PHOTO_ROUTE || path === PUBLISH_ROUTE
      ? limitPhotoBody
      : path === IMPORT_ROUTE
        ? limitImportBody
        : limitApiBody;
  app.use('/api/*', (c, next) => bodyLimitOf(c.req.path)(c, next));
  // No control characters in any API path or query string (each route's own rules come on top).
  app.use('/api/*', refuseControlCharactersInUrl);

  // JSON goes compressed to clients that accept it (options, history, admin lists); event streams never are.
  app.use('/api/*', compressWhenAccepted());

  app.route('/', healthRoutes(database));
  // Development tools (reset links in the outbox, sandbox payments) answer this machine only.
  app.route('/', outboxRoutes({ nodeEnv: env.NODE_ENV, devTools: env.DEV_TOOLS, mailer }));
  // What this configuration offers the form: an AI model, and one that sees photos (AI_VISION).
  const aiConfigured = aiSettingsFromEnv(env) !== null;
  const features = { ai: aiConfigured, vision: aiConfigured && env.AI_VISION };
  // The image library is loaded now only where photos can be sent; the first one then does not wait for it.
  if (features.vision) warmPhotoLibrary();
  app.route('/', captionOptionsRoutes(features));

  // Writes come from our own pages only (CSRF, login CSRF); the same rule guards the sandbox forms.
  const ownOriginWrites = sameOriginWrites(origins);
  app.use('/api/*', ownOriginWrites);
  app.use('/api/*', loadSession(auth, sessionCache, revocations));
  // An API key stands in for the session on the routes keys may call (and never in a URL).
  app.use('/api/*', apiKeyAuth({ rateLimitScale: env.RATE_LIMIT_SCALE }));
  app.route(
    '/api/auth',
    authRoutes(auth, {
      trustProxy: env.TRUST_PROXY,
      publicUrl: env.PUBLIC_URL,
      rateLimitScale: env.RATE_LIMIT_SCALE,
      sessionCache,
      databaseUp: () =>
        database.ping(1000).then(
          () => true,
          () => false,
        ),
    }),
  );
  app.route('/', configRoutes(env));
  const prices = pricesFromEnv(env);
  // CPU work on what users, models and pages send, off this thread and under a deadline (0047).
  const textWork = textWorkPool({
    ...TEXT_WORK_DEFAULTS,
    threads: env.TEXT_WORK_THREADS,
    runMs: env.TEXT_WORK_TIMEOUT_MS,
    maxWaiting: env.TEXT_WORK_QUEUE,
  });
  const engine = engineOn(textWork, deps.engineTask);
  const captionService =
    deps.captions ?? createCaptionService({ writer: modelWriterFromEnv(env), logger, prices, engine });
  const links =
    deps.links ??
    createLinkReader({ policy: { allow: parseAllowList(env.LINK_FETCH_ALLOW) }, logger, pool: textWork });
  const linkLimits = { trustProxy: env.TRUST_PROXY, rateLimitScale: env.RATE_LIMIT_SCALE };
  app.route(
    '/',
    generateCaptionsRoutes({ vision: features.vision, service: captionService, links, linkLimits }),
  );
  // A campaign's slots go through the same engine as single captions.
  app.route('/', campaignsRoutes({ service: captionService, links, linkLimits, pool: textWork }));
  app.route('/', historyRoutes());
  // Reworks use the same model as generations (a separate writer: no state is shared).
  const reworkService = createReworkService({ writer: modelWriterFromEnv(env), logger, prices, engine });
  app.route('/', reworkRoutes(reworkService, { trustProxy: env.TRUST_PROXY }));
  app.route('/', billingFunctionRoutes(payments));
  app.route('/', plansRoutes(env, payments.kind));
  if (stripe) app.route('/', stripeWebhookRoutes({ stripe, env }));
  app.route('/', meRoutes({ rateLimitScale: env.RATE_LIMIT_SCALE }));
  app.route(
    '/',
    adminRoutes(sessionCache, revocations, env.AI_PRICES_CURRENCY, env.ADMIN_REQUIRE_TWO_FACTOR),
  );
  app.route('/', keysRoutes(auth, { rateLimitScale: env.RATE_LIMIT_SCALE }));
  app.route('/', brandsRoutes());
  app.route('/', linksRoutes(links, linkLimits));
  // Bluesky and Mastodon: every call to a server a user names goes through the link reader's guards.
  app.route(
    '/',
    publishingRoutes({
      policy: publishingPolicy(env),
      key: sealKey(env.CONNECTIONS_KEY ?? env.BETTER_AUTH_SECRET),
      publicUrl: env.PUBLIC_URL,
      logger,
      ...(deps.scheduler && { scheduler: deps.scheduler }),
    }),
  );
  // Review links: the owner's side, and the public review a link opens (decision 0058).
  app.route(
    '/',
    reviewRoutes({
      publicUrl: env.PUBLIC_URL,
      trustProxy: env.TRUST_PROXY,
      rateLimitScale: env.RATE_LIMIT_SCALE,
      mailer,
      logger,
    }),
  );
  // Webhooks: deliveries go through the link reader's guards, like the networks' calls.
  const webhookKey = sealKey(env.CONNECTIONS_KEY ?? env.BETTER_AUTH_SECRET);
  app.route(
    '/',
    webhooksRoutes({
      seal: (secret) => seal(webhookKey, secret),
      allow: parseAllowList(env.LINK_FETCH_ALLOW),
      rateLimitScale: env.RATE_LIMIT_SCALE,
      ...(deps.dispatcher && { dispatcher: deps.dispatcher }),
    }),
  );
  serveOpenApiDocument(app, env.PUBLIC_URL);

  app.all('/api/*', (c) => sendError(c, 404, 'not_found'));

  // Agents' door to the same flows, with the same API keys and limits (decision 0056).
  app.route(
    '/',
    mcpRoutes(
      {
        captions: captionService,
        rework: reworkService,
        links,
        linkLimits,
        vision: features.vision,
        scheduler: deps.scheduler,
        publicUrl: env.PUBLIC_URL,
      },
      { rateLimitScale: env.RATE_LIMIT_SCALE },
    ),
  );

  if (!stripe) {
    app.use('/sandbox/*', localOnly, ownOriginWrites, limitApiBody);
    app.use('/sandbox/*', loadSession(auth, sessionCache, revocations));
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

  // Operators' figures (outside /api, not in the OpenAPI document): METRICS_TOKEN, or this machine.
  app.route('/', metricsRoutes(metrics, { token: env.METRICS_TOKEN, devTools: env.DEV_TOOLS }));
  // `npm run backup` while this process holds the embedded database: this machine, with the token.
  if (deps.backupToken && database.dumpDataDir) app.route('/', backupRoutes(database, deps.backupToken));

  // The manifest's share target: another app's text, link or photo handed to the generator (0054).
  app.route(
    '/',
    shareRoutes({
      origins,
      trustProxy: env.TRUST_PROXY,
      rateLimitScale: env.RATE_LIMIT_SCALE,
      secure: env.PUBLIC_URL.startsWith('https://'),
    }),
  );

  app.use('/dev/*', localOnly);
  app.route('/dev/mailbox', mailboxPageRoutes({ nodeEnv: env.NODE_ENV, devTools: env.DEV_TOOLS, mailer }));

  app.on(['GET', 'HEAD'], '*', (c, next) => site.serve(c) ?? next());

  app.notFound(handleNotFound);
  app.onError(handleError);

  return app;
}

export type App = ReturnType<typeof createApp>;

/** The guarded fetcher's rules for the networks' servers: LINK_FETCH_ALLOW opens the same hosts. */
export function publishingPolicy(env: Env) {
  return { ...DEFAULT_POLICY, allow: parseAllowList(env.LINK_FETCH_ALLOW) };
}

/** The scheduler of this configuration and database (start.ts runs it; tests tick it). */
export function publishingScheduler(deps: Pick<AppDeps, 'env' | 'database' | 'logger'>): Scheduler {
  return createScheduler({
    database: deps.database,
    logger: deps.logger,
    policy: publishingPolicy(deps.env),
    key: sealKey(deps.env.CONNECTIONS_KEY ?? deps.env.BETTER_AUTH_SECRET),
  });
}

/** The webhook dispatcher of this configuration and database (start.ts runs it; tests tick it). */
export function webhookDispatcher(
  deps: Pick<AppDeps, 'env' | 'database' | 'logger'> & { mailer?: Mailer },
): Dispatcher {
  const key = sealKey(deps.env.CONNECTIONS_KEY ?? deps.env.BETTER_AUTH_SECRET);
  return createDispatcher({
    database: deps.database,
    logger: deps.logger,
    policy: publishingPolicy(deps.env),
    unseal: (sealed) => unseal<string>(key, sealed),
    publicUrl: deps.env.PUBLIC_URL,
    ...(deps.mailer && { mailer: deps.mailer }),
  });
}
