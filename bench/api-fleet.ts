// Issue 23: the authenticated store lookup every shell page makes (GET /api/market/channel) on one
// `ROLE=api` process, then on two on the same database with the load split evenly between them, as a
// load balancer would. Both at the same total connections, back to back in one run. One Node process runs
// its JavaScript on one core; a second process can use the other one, so two go faster even on this
// 2-core machine, bounded by PostgreSQL and the load generator sharing the same cores (first run, load
// average 5: 7 776 → 9 961 req/s, ratio 1.28). `npm run bench:api-fleet` runs it alone; `npm run bench`
// runs it too.
import os from 'node:os';
import { startFleet } from '@seller-tools/server/testing';
import { loadTarget, type TLoadResult, type TTarget } from './load.ts';
import { prepareStoreLookup, REQUEST_PATH_BENCH } from './request-path.ts';
import { recordResult } from './results.ts';

const PATH = '/api/market/channel?moduleType=review';
const loadAverage = () => os.loadavg().map((l) => Math.round(l * 100) / 100);

/** Two processes' results as one: requests summed, the worse p99 (what a user behind the balancer sees). */
function combined(results: TLoadResult[]): TLoadResult {
  const sum = (pick: (r: TLoadResult) => number) => results.reduce((total, r) => total + pick(r), 0);
  return {
    name: 'store-lookup on 2 API processes',
    path: PATH,
    connections: sum((r) => r.connections),
    requests: sum((r) => r.requests),
    requestsPerSecond: sum((r) => r.requestsPerSecond),
    latencyP50Ms: Math.max(...results.map((r) => r.latencyP50Ms)),
    latencyP99Ms: Math.max(...results.map((r) => r.latencyP99Ms)),
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
  };
}

export async function runApiFleetBench(durationS: number) {
  const { connections } = REQUEST_PATH_BENCH;
  const loadBefore = loadAverage();
  const fleet = await startFleet();
  try {
    const token = await prepareStoreLookup(fleet.databaseUrl, fleet.api.baseUrl);
    const target = (name: string, share: number): TTarget => ({
      name,
      path: PATH,
      variants: [{ path: PATH, headers: { authorization: `Bearer ${token}` } }],
      connections: share,
    });
    const one = await loadTarget(fleet.api.baseUrl, target('store-lookup on 1 API process', connections), {
      durationS,
      connections,
    });
    // The same session on a second process: it is in PostgreSQL, not in the first process's memory.
    const second = await fleet.startApi();
    const half = connections / 2;
    const two = combined(
      await Promise.all(
        [fleet.api, second].map((api, i) =>
          loadTarget(api.baseUrl, target(`store-lookup on API process ${i + 1} of 2`, half), {
            durationS,
            connections: half,
          }),
        ),
      ),
    );
    const figures = {
      durationS,
      connections,
      oneApi: one,
      twoApis: two,
      ratio: Math.round((two.requestsPerSecond / Math.max(1, one.requestsPerSecond)) * 1000) / 1000,
      cores: os.cpus().length,
      loadAverageBefore: loadBefore,
      loadAverageAfter: loadAverage(),
      met: [one, two].every((r) => r.non2xx === 0 && r.errors === 0),
    };
    recordResult('apiFleet', figures);
    process.stdout.write(
      `bench: GET /api/market/channel at ${connections} connections on ${figures.cores} cores: 1 API process ${one.requestsPerSecond} req/s p99 ${one.latencyP99Ms} ms | 2 API processes ${two.requestsPerSecond} req/s p99 ${two.latencyP99Ms} ms | ratio ${figures.ratio}, non-2xx ${one.non2xx + two.non2xx} | load average ${loadBefore.join(' ')} → ${figures.loadAverageAfter.join(' ')}\n`,
    );
    return figures;
  } finally {
    await fleet.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await runApiFleetBench(Number(process.env.BENCH_DURATION_S ?? 10));
  // The embedded database's exit hook ends the process with 0 whatever exitCode says (as in run.ts).
  process.exit(figures.met ? 0 : 1);
}
