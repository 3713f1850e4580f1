import type { Metric, MetricObjectWithValues, MetricValueWithName, Registry } from 'prom-client';
import type { Database } from '../db/client';
import type { ModelCall } from '../lib/model-calls';

/**
 * prom-client is loaded by the first scrape, not at start (decision 0028: ~12 MB RSS and tens of
 * milliseconds that most processes, never scraped, would pay for nothing). Every figure is kept
 * as plain numbers in this module's own maps; a scrape hands them to a prom-client registry as
 * metric objects and lets it write the text format.
 *
 * The process's own figures (memory, heap, event-loop lag, CPU, handles, GC) are prom-client's
 * default metrics, registered once per process, at the first scrape, on a registry of their own
 * and merged into each scrape: the event-loop delay monitor and the GC observer start then. The
 * first scrape waits a few of the monitor's samples (its default resolution is 10 ms) so that its
 * lag figures are measured, not an empty histogram's.
 */
const FIRST_LAG_SAMPLES_MS = 40;

type Exposition = { Registry: typeof Registry; defaults: Registry };
let exposition: Promise<Exposition> | undefined;
function loadExposition(): Promise<Exposition> {
  if (!exposition) {
    const loading = (async () => {
      const prom = await import('prom-client');
      const defaults = new prom.Registry();
      prom.collectDefaultMetrics({ register: defaults });
      await new Promise((resolve) => setTimeout(resolve, FIRST_LAG_SAMPLES_MS));
      return { Registry: prom.Registry, defaults };
    })();
    exposition = loading;
    // A load that failed is tried again by the next scrape (that one answers the error).
    loading.catch(() => {
      if (exposition === loading) exposition = undefined;
    });
  }
  return exposition;
}

/** Methods outside this list are one label value: a client cannot mint series with made-up methods. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Request durations in seconds: a quick JSON answer to a model call that took its time. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

export type RunKind = 'generation' | 'rework' | 'campaign';

/** How a counted run ended when its engine did not hand a result over. */
export type RunFailure = 'failed' | 'cancelled';

export interface AppMetrics {
  /** One answered request: its method, route pattern (never the raw path), status and duration. */
  request(method: string, route: string, status: number, seconds: number): void;
  /**
   * A generation or rework that ran (its use was reserved), with its settled model calls: by the
   * engine that answered (`source`, when the result says it) and how it ended.
   */
  run(kind: RunKind, calls: readonly ModelCall[], ending: { source?: unknown } | RunFailure | null): void;
  /** Model calls as they are settled: calls by outcome, tokens by provider and model. */
  modelCalls(calls: readonly ModelCall[]): void;
  /** A request refused for the quota (the error code it got). */
  quotaRefused(code: string): void;
  /**
   * The exposition: this app's figures and the process's, in the Prometheus text format, with
   * its content type. The first scrape of the process loads prom-client.
   */
  scrape(): Promise<{ body: string; contentType: string }>;
}

type Values = MetricObjectWithValues<MetricValueWithName<string>>['values'];

/**
 * What `Registry.registerMetric` and `Registry.metrics()` read of a metric: its name, type and
 * `get()`, in the shape of prom-client's own `get()`.
 */
function exposed(
  name: string,
  help: string,
  type: 'counter' | 'gauge' | 'histogram',
  values: () => Values,
  reset: () => void = () => {},
): Metric {
  return {
    name,
    help,
    type,
    get: async () => ({ name, help, type, aggregator: 'sum', values: values() }),
    reset,
  } as unknown as Metric;
}

/**
 * A labelled counter as plain numbers: one entry per combination of label values (all bounded),
 * keyed by those values. An increment is a string join and a map lookup.
 */
function counter<L extends string>(name: string, help: string, labelNames: readonly L[]) {
  const series = new Map<string, { labels: Record<L, string>; value: number }>();
  return {
    inc(labels: Record<L, string>, by = 1) {
      const key = labelNames.map((label) => labels[label]).join('\u0000');
      const entry = series.get(key);
      if (entry) entry.value += by;
      else series.set(key, { labels: { ...labels }, value: by });
    },
    metric: exposed(
      name,
      help,
      'counter',
      () => [...series.values()].map(({ labels, value }) => ({ labels, value })),
      () => series.clear(),
    ),
  };
}

/** Everything /metrics reports for one app (label values are all bounded: see each one). */
export function createMetrics(database: Pick<Database, 'kind' | 'poolStats'>): AppMetrics {
  const http = requestSeries();
  const runs = counter(
    'captia_generations_total',
    'Generations, reworks and campaigns that ran (their uses reserved), by kind, engine (ai, basic) and outcome (ok, fallback, failed, cancelled)',
    ['kind', 'engine', 'outcome'],
  );
  const fallbacks = counter(
    'captia_fallbacks_total',
    'Runs answered after a model failed: by the fallback model (to="model") or the basic generator (to="basic")',
    ['kind', 'to'],
  );
  const quota = counter('captia_quota_refusals_total', 'Requests refused for the quota, by error code', [
    'code',
  ]);
  const calls = counter(
    'captia_model_calls_total',
    'Model calls, by provider, model and outcome (ok, fell_back, failed)',
    ['provider', 'model', 'outcome'],
  );
  const tokens = counter(
    'captia_model_tokens_total',
    'Tokens as the providers reported them, by provider, model and direction (input, output)',
    ['provider', 'model', 'direction'],
  );
  const metrics = [
    ...http.metrics,
    runs.metric,
    fallbacks.metric,
    quota.metric,
    calls.metric,
    tokens.metric,
    exposed(
      'captia_db_info',
      'The database this instance runs on (kind: pglite or postgres)',
      'gauge',
      () => [{ labels: { kind: database.kind }, value: 1 }],
    ),
  ];
  const poolStats = database.poolStats?.bind(database);
  // PGlite is one connection in this process: no pool, so no pool figures. Read at each scrape.
  if (poolStats) {
    metrics.push(
      exposed(
        'captia_db_pool_connections',
        'PostgreSQL pool connections, by state (in_use, idle)',
        'gauge',
        () => {
          const stats = poolStats();
          return [
            { labels: { state: 'in_use' }, value: stats.total - stats.idle },
            { labels: { state: 'idle' }, value: stats.idle },
          ];
        },
      ),
      exposed('captia_db_pool_waiting', 'Queries waiting for a PostgreSQL pool connection', 'gauge', () => [
        { labels: {}, value: poolStats().waiting },
      ]),
      exposed('captia_db_pool_max', 'The PostgreSQL pool size (DATABASE_POOL_MAX)', 'gauge', () => [
        { labels: {}, value: poolStats().max },
      ]),
    );
  }

  return {
    request: http.record,
    run(kind, settled, ending) {
      if (typeof ending === 'string') {
        // Nothing answered: the engine is the model when one was asked, else the basic generator.
        runs.inc({ kind, engine: settled.length > 0 ? 'ai' : 'basic', outcome: ending });
        return;
      }
      // A caption or rework says its engine; a campaign does not: a model answered, or none did.
      const engine =
        ending?.source === 'ai' || ending?.source === 'basic'
          ? ending.source
          : settled.some((call) => call.outcome === 'ok')
            ? 'ai'
            : 'basic';
      const fellBack = settled.some((call) => call.outcome === 'fell_back');
      runs.inc({ kind, engine, outcome: fellBack ? 'fallback' : 'ok' });
      if (fellBack) fallbacks.inc({ kind, to: engine === 'ai' ? 'model' : 'basic' });
    },
    modelCalls(settled) {
      for (const call of settled) {
        const { provider, model } = call;
        calls.inc({ provider, model, outcome: call.outcome });
        if (call.inputTokens > 0) tokens.inc({ provider, model, direction: 'input' }, call.inputTokens);
        if (call.outputTokens > 0) tokens.inc({ provider, model, direction: 'output' }, call.outputTokens);
      }
    },
    quotaRefused(code) {
      quota.inc({ code });
    },
    async scrape() {
      const { Registry, defaults } = await loadExposition();
      // The process's figures first, then this app's: a registry per scrape, so many apps in one
      // process (the tests) never register one name twice on one registry.
      const registry = Registry.merge([defaults]);
      for (const metric of metrics) registry.registerMetric(metric);
      return { body: await registry.metrics(), contentType: registry.contentType };
    },
  };
}

interface Series {
  labels: { method: string; route: string; status: string };
  count: number;
  sum: number;
  /** Observations at or under each bound of DURATION_BUCKETS (not cumulative; summed when read). */
  buckets: Float64Array;
}

/**
 * Requests by method, route and status: a counter and a duration histogram, kept as plain numbers
 * per series and read by the registry when it is scraped. prom-client's own Histogram hashes and
 * validates the labels on every observation (about 2.5 µs a request with its Counter, measured on
 * Node 20); this costs a map lookup and a few additions.
 */
function requestSeries() {
  const series = new Map<string, Series>();
  const record = (method: string, route: string, status: number, seconds: number) => {
    const verb = METHODS.has(method) ? method : 'OTHER';
    const key = `${verb} ${status} ${route}`;
    let entry = series.get(key);
    if (!entry) {
      entry = {
        labels: { method: verb, route, status: String(status) },
        count: 0,
        sum: 0,
        buckets: new Float64Array(DURATION_BUCKETS.length),
      };
      series.set(key, entry);
    }
    entry.count += 1;
    entry.sum += seconds;
    const bucket = DURATION_BUCKETS.findIndex((bound) => seconds <= bound);
    if (bucket >= 0) entry.buckets[bucket] = (entry.buckets[bucket] ?? 0) + 1;
  };
  const clear = () => series.clear();
  const requests = exposed(
    'captia_http_requests_total',
    'HTTP requests answered, by method, route pattern and status',
    'counter',
    () => [...series.values()].map(({ labels, count }) => ({ labels, value: count })),
    clear,
  );
  const durations = exposed(
    'captia_http_request_duration_seconds',
    'Time to the response (its headers, for a stream), by method, route pattern and status',
    'histogram',
    () =>
      [...series.values()].flatMap(({ labels, count, sum, buckets }) => {
        let cumulative = 0;
        return [
          ...DURATION_BUCKETS.map((bound, index) => {
            cumulative += buckets[index] ?? 0;
            return {
              metricName: 'captia_http_request_duration_seconds_bucket',
              labels: { ...labels, le: bound },
              value: cumulative,
            };
          }),
          {
            metricName: 'captia_http_request_duration_seconds_bucket',
            labels: { ...labels, le: '+Inf' },
            value: count,
          },
          { metricName: 'captia_http_request_duration_seconds_sum', labels, value: sum },
          { metricName: 'captia_http_request_duration_seconds_count', labels, value: count },
        ];
      }),
    clear,
  );
  return { record, metrics: [requests, durations] };
}
