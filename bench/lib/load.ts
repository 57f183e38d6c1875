// Requests per second with autocannon, from this process against a server in another one.
import autocannon from 'autocannon';

export interface LoadResult {
  url: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** Response bytes per request, headers included: what the client and the loopback carried. */
  bytesPerRequest: number;
  non2xx: number;
  errors: number;
}

export async function measureLoad(
  url: string,
  seconds: number,
  connections = 20,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  const result = await autocannon({ url, duration: seconds, connections, pipelining: 1, headers });
  return {
    url,
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    bytesPerRequest: result.requests.average > 0 ? Math.round(result.throughput.average / result.requests.average) : 0,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
