import autocannon from 'autocannon';

export type TTarget = { name: string; path: string; method?: 'GET' | 'POST'; body?: string };

export type TLoadResult = {
  name: string;
  path: string;
  requests: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
};

/** One autocannon run against one endpoint, reduced to the figures we record. */
export async function loadTarget(
  baseUrl: string,
  target: TTarget,
  options: { durationS: number; connections: number },
): Promise<TLoadResult> {
  const result = await autocannon({
    url: `${baseUrl}${target.path}`,
    method: target.method ?? 'GET',
    body: target.body,
    headers: target.body ? { 'content-type': 'application/json' } : undefined,
    duration: options.durationS,
    connections: options.connections,
  });
  return {
    name: target.name,
    path: target.path,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
