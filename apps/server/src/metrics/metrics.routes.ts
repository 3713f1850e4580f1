import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { sendError } from '../http/errors';
import { devToolsOpen } from '../http/local-only';
import type { AppEnv } from '../http/router';
import type { AppMetrics } from './metrics';

/** The label of a request that no route of ours matched: unknown paths are one series, not one each. */
export const UNMATCHED_ROUTE = 'unmatched';

/** `/api/history/:id` (Hono's form, a pattern maybe) → `/api/history/{id}` (the OpenAPI document's). */
const patternLabels = new Map<string, string>();
function patternLabel(path: string): string {
  let label = patternLabels.get(path);
  if (label === undefined) {
    label = path.replace(/:(\w+)(\{[^/]*\})?\??/g, '{$1}');
    patternLabels.set(path, label);
  }
  return label;
}

/**
 * The route pattern that answered: the first route registered for this method and path that is
 * not a catch-all (`*`, `/api/*`: the middleware every request passes, the JSON 404, the built
 * site). None: the catch-all that answered (the SPA's pages are `*`), or `unmatched` for a 404 —
 * every unknown path counts as one. Route patterns are a fixed set, so the labels are too.
 */
function routeLabel(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string {
  const routes = matchedRoutes(c);
  for (const route of routes) {
    if (!route.path.endsWith('*')) return patternLabel(route.path);
  }
  if (c.res.status === 404) return UNMATCHED_ROUTE;
  return routes[c.req.routeIndex]?.path ?? UNMATCHED_ROUTE;
}

/**
 * Counts and times every request (outermost: errors are answers by the time it looks), and
 * hands the app's metrics to the routes that report their own (counted runs).
 */
export function httpMetrics(metrics: AppMetrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    c.set('metrics', metrics);
    await next();
    let route = UNMATCHED_ROUTE;
    try {
      route = routeLabel(c);
    } catch {
      // Counting never fails the answer.
    }
    metrics.request(c.req.method, route, c.res.status, (performance.now() - started) / 1000);
  };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Who may read /metrics: with METRICS_TOKEN, whoever sends it as `Authorization: Bearer <token>`
 * (compared in constant time; anything else is a 401); without it, only with DEV_TOOLS=on (never
 * in production) and from this machine, judged by the socket as for the development tools (any
 * relay header refuses it; decision 0048): anyone else gets the ordinary JSON 404, as if there
 * were nothing here.
 */
function metricsAccess(token: string | undefined, devTools: boolean): MiddlewareHandler<AppEnv> {
  if (!token) {
    return async (c, next) => {
      if (!devToolsOpen(c, devTools)) return sendError(c, 404, 'not_found');
      await next();
    };
  }
  // Digests of equal length, so timingSafeEqual compares whatever length was sent.
  const expected = digest(token);
  return async (c, next) => {
    const given = /^Bearer +(\S+) *$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    if (!timingSafeEqual(digest(given), expected)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return sendError(c, 401, 'unauthorized');
    }
    await next();
  };
}

/**
 * `GET /metrics` — the Prometheus text format (prom-client). An operator's endpoint, outside /api
 * and not part of the public contract, so it is not in the OpenAPI document.
 */
export function metricsRoutes(
  metrics: AppMetrics,
  options: { token: string | undefined; devTools: boolean },
) {
  return new Hono<AppEnv>().get('/metrics', metricsAccess(options.token, options.devTools), async (c) => {
    // The first scrape of the process loads prom-client (decision 0036).
    const { body, contentType } = await metrics.scrape();
    c.header('Cache-Control', 'no-store');
    c.header('Content-Type', contentType);
    return c.body(body, 200);
  });
}
