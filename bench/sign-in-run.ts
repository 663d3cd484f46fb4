// `npm run bench:sign-in`: the sign-in part of `npm run bench` alone (its figures, its race line and
// its bars), on a server of its own. Records under `signInOnly`, so the full run's figures stay.
import { startServerProcess } from '@seller-tools/server/testing';
import { loadTarget } from './load.ts';
import { recordResult } from './results.ts';
import {
  measureHashMs,
  measureParallelHashRps,
  prepareSignIn,
  raceSummary,
  raceWrongPasswords,
  SIGN_IN_CONNECTIONS,
  SIGN_IN_RATIO_BAR,
  signInBarMisses,
  signInFigures,
} from './sign-in.ts';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);

const server = await startServerProcess();
try {
  const hashMs = await measureHashMs();
  const parallelHashRps = await measureParallelHashRps();
  const target = await prepareSignIn(server.databaseUrl);
  const result = await loadTarget(server.baseUrl, target, {
    durationS: DURATION_S,
    connections: SIGN_IN_CONNECTIONS,
  });
  const race = await raceWrongPasswords(server.baseUrl, server.databaseUrl);
  const figures = signInFigures([result], hashMs, parallelHashRps);
  recordResult('signInOnly', { durationS: DURATION_S, result, signIn: { ...figures, race } });
  process.stdout.write(
    `bench: sign-in ${result.requestsPerSecond} req/s p99 ${result.latencyP99Ms} ms, ${figures.ratioToParallelHash} of ${parallelHashRps} parallel hashes/s (bar ${SIGN_IN_RATIO_BAR}) | ${raceSummary(race)}\n`,
  );
  const misses = signInBarMisses(figures, race);
  if (result.non2xx > 0 || result.errors > 0) misses.push('sign-in load had errors or non-2xx answers');
  for (const miss of misses) process.stderr.write(`bench: ${miss}\n`);
  if (misses.length > 0) process.exitCode = 1;
} finally {
  await server.stop();
}

// The embedded database's exit hook ends the process with 0 on beforeExit, whatever exitCode says.
process.exit(Number(process.exitCode ?? 0));
