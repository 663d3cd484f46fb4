// `npm run bench:reviews`: issue 7's Review Observer bar on its own (also part of `npm run bench`).
import { startServerProcess } from '@seller-tools/server/testing';
import { loadTarget, WARMUP_S } from './load.ts';
import { recordResult } from './results.ts';
import { prepareReviewList, REVIEW_BENCH } from './reviews.ts';

export async function runReviewListBench(durationS: number) {
  const server = await startServerProcess(
    process.env.BENCH_SERVER_NODE_OPTIONS
      ? { env: { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS } }
      : {},
  );
  try {
    const target = await prepareReviewList(server.databaseUrl, server.baseUrl);
    const result = await loadTarget(server.baseUrl, target, {
      durationS,
      connections: REVIEW_BENCH.connections,
    });
    const figures = {
      ...result,
      reviews: REVIEW_BENCH.reviews,
      stores: REVIEW_BENCH.stores,
      seedSeconds: target.seedSeconds,
      warmupS: WARMUP_S,
      p99TargetMs: REVIEW_BENCH.p99TargetMs,
      met: result.latencyP99Ms <= REVIEW_BENCH.p99TargetMs && result.non2xx === 0 && result.errors === 0,
    };
    recordResult('reviewList', figures);
    process.stdout.write(
      `bench: review list over ${REVIEW_BENCH.reviews} reviews / ${REVIEW_BENCH.stores} stores (seeded in ${target.seedSeconds} s): ${result.requestsPerSecond} req/s p50 ${result.latencyP50Ms} ms p99 ${result.latencyP99Ms} ms (target ≤ ${REVIEW_BENCH.p99TargetMs} ms), non-2xx ${result.non2xx}\n`,
    );
    return figures;
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await runReviewListBench(Number(process.env.BENCH_DURATION_S ?? 10));
  if (!figures.met) process.exitCode = 1;
}
