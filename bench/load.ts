import autocannon from 'autocannon';

export type TTarget = {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  /** Bodies sent in turn, one per request (e.g. several users signing in); overrides `body`. */
  bodies?: string[];
  /** Requests sent in turn (path and headers), e.g. many stores and filters; overrides `path`. */
  variants?: { path: string; headers: Record<string, string> }[];
  /** Connections for this target only. */
  connections?: number;
};

export type TLoadResult = {
  name: string;
  path: string;
  connections: number;
  requests: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
};

/** Seconds of load sent before each measured run and not recorded. */
export const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 3);

/**
 * One autocannon run against one endpoint, reduced to the figures we record. A warm-up run goes first
 * and is thrown away: the steady state is what a running server sees, not its first seconds (V8 still
 * compiling the handlers, each pool connection preparing its statements, cold caches).
 */
export async function loadTarget(
  baseUrl: string,
  target: TTarget,
  options: { durationS: number; connections: number },
): Promise<TLoadResult> {
  if (WARMUP_S > 0) await runAutocannon(baseUrl, target, { ...options, durationS: WARMUP_S });
  return runAutocannon(baseUrl, target, options);
}

async function runAutocannon(
  baseUrl: string,
  target: TTarget,
  options: { durationS: number; connections: number },
): Promise<TLoadResult> {
  const { bodies, variants } = target;
  let next = 0;
  const result = await autocannon({
    url: `${baseUrl}${target.path}`,
    method: target.method ?? 'GET',
    body: target.body,
    headers: target.body || bodies ? { 'content-type': 'application/json' } : undefined,
    requests: variants
      ? [
          {
            setupRequest: (request) => {
              const variant = variants[next++ % variants.length];
              return {
                ...request,
                path: variant?.path,
                headers: { ...request.headers, ...variant?.headers },
              };
            },
          },
        ]
      : bodies
        ? [{ setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }) }]
        : undefined,
    duration: options.durationS,
    connections: target.connections ?? options.connections,
  });
  return {
    name: target.name,
    path: target.path,
    connections: target.connections ?? options.connections,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
