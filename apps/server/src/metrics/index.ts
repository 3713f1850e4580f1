/*
 * The metrics area as other areas use it: the shape of the counters a request or a counted run
 * reports to (`AppMetrics`, made once by app.ts with `createMetrics`). Other areas import from
 * here (`#server/metrics`, or `../metrics` beside it), never from a file inside; only app.ts
 * mounts metrics.routes.ts (docs/decisions/0053).
 */
export type { AppMetrics, RunKind } from './metrics';
