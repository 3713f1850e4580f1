import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/** A bounded load run against a loopback URL: fixed duration, fixed connections, then it stops. */
export async function load(
  url: string,
  options: { seconds: number; connections?: number },
): Promise<LoadResult> {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url))
    throw new Error('Load tests only target 127.0.0.1');
  const result = await autocannon({ url, duration: options.seconds, connections: options.connections ?? 50 });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
