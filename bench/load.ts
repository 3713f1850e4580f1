import autocannon from 'autocannon';

export interface LoadResult {
  /** Answers with a 2xx status per second: a refused request (a 429 at the quota, say) is not a served one. */
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export interface LoadRequest {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * A bounded load run against a loopback URL: fixed duration, fixed connections, then it
 * stops. `requests` rotates through the given requests (e.g. several signed-in users).
 */
export async function load(
  url: string,
  options: { seconds: number; connections?: number; requests?: LoadRequest[] },
): Promise<LoadResult> {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url))
    throw new Error('Load tests only target 127.0.0.1');
  const result = await autocannon({
    url,
    duration: options.seconds,
    connections: options.connections ?? 50,
    ...(options.requests && { requests: options.requests }),
  });
  return {
    requestsPerSecond: Math.round(result['2xx'] / Math.max(result.duration, 0.001)),
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
