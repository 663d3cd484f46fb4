// `npm run bench`: starts the real server process against a fresh database, loads each endpoint with
// autocannon from this process, and records requests/s and latency percentiles in results/latest.json
// (plus a line in results/history.jsonl). Compare figures within one run: this machine is shared.
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { startServerProcess } from '@seller-tools/server/testing';
import { loadTarget, type TTarget } from './load.ts';

const RESULTS_DIR = fileURLToPath(new URL('./results/', import.meta.url));
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const TARGETS: TTarget[] = [
  { name: 'healthz', path: '/healthz' },
  { name: 'readyz', path: '/readyz' },
];

const server = await startServerProcess();
try {
  const results = [];
  for (const target of TARGETS) {
    results.push(
      await loadTarget(server.baseUrl, target, { durationS: DURATION_S, connections: CONNECTIONS }),
    );
  }
  const record = {
    at: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
    },
    settings: { durationS: DURATION_S, connections: CONNECTIONS },
    results,
  };
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(`${RESULTS_DIR}latest.json`, `${JSON.stringify(record, null, 2)}\n`);
  appendFileSync(`${RESULTS_DIR}history.jsonl`, `${JSON.stringify(record)}\n`);
  process.stdout.write(
    `bench: ${results.map((r) => `${r.name} ${r.requestsPerSecond} req/s p50 ${r.latencyP50Ms} ms p99 ${r.latencyP99Ms} ms`).join(' | ')}\n`,
  );
  const failed = results.filter((r) => r.non2xx > 0 || r.errors > 0);
  if (failed.length > 0) {
    process.stderr.write(`bench: errors or non-2xx answers from ${failed.map((r) => r.name).join(', ')}\n`);
    process.exitCode = 1;
  }
} finally {
  await server.stop();
}
