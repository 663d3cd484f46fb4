// `npm run bench:ppc`: issue 21's keyword-table bar on its own (also part of `npm run bench`).
import { startServerProcess } from '@seller-tools/server/testing';
import { loadTarget, WARMUP_S } from './load.ts';
import { PPC_BENCH, PPC_BENCH_KEYWORDS, preparePpcKeywords } from './ppc-keywords.ts';
import { recordResult } from './results.ts';

export async function runPpcKeywordsBench(durationS: number) {
  const server = await startServerProcess(
    process.env.BENCH_SERVER_NODE_OPTIONS
      ? { env: { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS } }
      : {},
  );
  try {
    const target = await preparePpcKeywords(server.databaseUrl, server.baseUrl);
    const result = await loadTarget(server.baseUrl, target, {
      durationS,
      connections: PPC_BENCH.connections,
    });
    const figures = {
      ...result,
      keywords: PPC_BENCH_KEYWORDS,
      days: PPC_BENCH.days,
      stores: PPC_BENCH.stores,
      variants: target.variants?.length ?? 0,
      seedSeconds: target.seedSeconds,
      warmupS: WARMUP_S,
      p99TargetMs: PPC_BENCH.p99TargetMs,
      met: result.latencyP99Ms <= PPC_BENCH.p99TargetMs && result.non2xx === 0 && result.errors === 0,
    };
    recordResult('ppcKeywords', figures);
    process.stdout.write(
      `bench: PPC keyword table over ${PPC_BENCH_KEYWORDS} keywords × ${PPC_BENCH.days} days / ${PPC_BENCH.stores} stores (seeded in ${target.seedSeconds} s): ${result.requestsPerSecond} req/s p50 ${result.latencyP50Ms} ms p99 ${result.latencyP99Ms} ms (target ≤ ${PPC_BENCH.p99TargetMs} ms), non-2xx ${result.non2xx}\n`,
    );
    return figures;
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await runPpcKeywordsBench(Number(process.env.BENCH_DURATION_S ?? 10));
  if (!figures.met) process.exitCode = 1;
  process.exit(Number(process.exitCode ?? 0));
}
