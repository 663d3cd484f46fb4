// `npm run bench`: starts the real server process against a fresh database, loads each endpoint with
// autocannon from this process, and records requests/s and latency percentiles in results/latest.json
// (plus a line in results/history.jsonl). Compare figures within one run: this machine is shared. Then
// the initial import at scale (import.ts), recorded under `import`, and the request path against a bare
// Fastify hello-world (request-path.ts), under `requestPath`; the store lookup on 1 and 2 API processes
// (api-fleet.ts), under `apiFleet`; then the reimbursement audit after that
// import (audit.ts), under `audit`.
import { startServerProcess } from '@seller-tools/server/testing';
import { runApiFleetBench } from './api-fleet.ts';
import { AUDIT_BAR_S, auditSummary, runAuditBench } from './audit.ts';
import { runCampaignSendBench } from './campaign-send.ts';
import { IMPORT_BAR_S, importSummary } from './import.ts';
import { loadTarget, type TTarget, WARMUP_S } from './load.ts';
import { runPpcKeywordsBench } from './ppc-keywords-run.ts';
import { runPpcRulesBench } from './ppc-rules.ts';
import { runRequestPathBench } from './request-path.ts';
import { machineInfo, recordResult } from './results.ts';
import { runReviewListBench } from './review-list-run.ts';
import {
  measureHashMs,
  measureParallelHashRps,
  prepareSignIn,
  raceSummary,
  raceWrongPasswords,
  SIGN_IN_CONNECTIONS,
  signInBarMisses,
  signInFigures,
} from './sign-in.ts';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const TARGETS: TTarget[] = [
  { name: 'healthz', path: '/healthz' },
  { name: 'readyz', path: '/readyz' },
];

const server = await startServerProcess();
try {
  // The hash alone, measured here while the server is idle: sign-in's baseline.
  const hashMs = await measureHashMs();
  const parallelHashRps = await measureParallelHashRps();
  const signInTarget = await prepareSignIn(server.databaseUrl);
  const results = [];
  for (const target of [...TARGETS, signInTarget]) {
    results.push(
      await loadTarget(server.baseUrl, target, { durationS: DURATION_S, connections: CONNECTIONS }),
    );
  }
  // After the load: the race's failures count against this address.
  const race = await raceWrongPasswords(server.baseUrl, server.databaseUrl);
  const record = {
    at: new Date().toISOString(),
    machine: machineInfo(),
    settings: {
      durationS: DURATION_S,
      warmupS: WARMUP_S,
      connections: CONNECTIONS,
      signInConnections: SIGN_IN_CONNECTIONS,
    },
    results,
    signIn: { ...signInFigures(results, hashMs, parallelHashRps), race },
  };
  recordResult(null, record);
  const { signIn } = record;
  process.stdout.write(
    `bench: ${results.map((r) => `${r.name} ${r.requestsPerSecond} req/s p50 ${r.latencyP50Ms} ms p99 ${r.latencyP99Ms} ms`).join(' | ')} | argon2 ${signIn.hashMs} ms on ${signIn.cores} cores → sign-in at ${signIn.ratio} of cores/hash (${signIn.ratioToParallelHash} of ${signIn.parallelHashRps} parallel hashes/s)\n`,
  );
  process.stdout.write(`bench: ${raceSummary(race)}\n`);
  const misses = signInBarMisses(signIn, race);
  for (const miss of misses) process.stderr.write(`bench: ${miss}\n`);
  if (misses.length > 0) process.exitCode = 1;
  const failed = results.filter((r) => r.non2xx > 0 || r.errors > 0);
  if (failed.length > 0) {
    process.stderr.write(`bench: errors or non-2xx answers from ${failed.map((r) => r.name).join(', ')}\n`);
    process.exitCode = 1;
  }
} finally {
  await server.stop();
}

// Issue 16: the authenticated store lookup against a bare Fastify hello-world, back to back at 64
// connections, each on a process of its own.
const requestPath = await runRequestPathBench(DURATION_S);
if (!requestPath.met) {
  process.stderr.write(
    `bench: request path ratio ${requestPath.ratio} / p99 ${requestPath.storeLookup.latencyP99Ms} ms misses ≥ ${requestPath.ratioTarget} / ≤ ${requestPath.p99TargetMs} ms\n`,
  );
  process.exitCode = 1;
}

// Issue 23: the same store lookup on one API process, then on two behind an even split.
const apiFleet = await runApiFleetBench(DURATION_S);
if (!apiFleet.met) {
  process.stderr.write('bench: the API fleet answered errors or non-2xx\n');
  process.exitCode = 1;
}

// Issue 7: the Review Observer over 1M reviews, on a server and database of its own.
const reviewList = await runReviewListBench(DURATION_S);
if (!reviewList.met) {
  process.stderr.write(
    `bench: review list p99 ${reviewList.latencyP99Ms} ms is above ${reviewList.p99TargetMs} ms\n`,
  );
  process.exitCode = 1;
}

// Issue 21: the PPC keyword table over 100 000 keywords × 60 days, on a server and database of its own.
const ppcKeywords = await runPpcKeywordsBench(DURATION_S);
if (!ppcKeywords.met) {
  process.stderr.write(
    `bench: PPC keyword table p99 ${ppcKeywords.latencyP99Ms} ms is above ${ppcKeywords.p99TargetMs} ms\n`,
  );
  process.exitCode = 1;
}

// The import runs on a server of its own (its worker busy importing would skew the load figures); the
// reimbursement audit of the imported store follows on the same server (issue 19).
const { imported, audited } = await runAuditBench();
recordResult('import', imported);
process.stdout.write(`bench: ${importSummary(imported)}\n`);
if (!imported.withinBar) {
  process.stderr.write(`bench: the import took ${imported.wallSeconds} s, over the ${IMPORT_BAR_S} s bar\n`);
  process.exitCode = 1;
}

recordResult('audit', audited);
process.stdout.write(`bench: ${auditSummary(audited)}\n`);
if (!audited.withinBar) {
  process.stderr.write(`bench: the audit took ${audited.freshSeconds} s, over the ${AUDIT_BAR_S} s bar\n`);
  process.exitCode = 1;
}

// Issue 21: the PPC rule engine, 5 rules over 100 000 keywords × 60 days, on a database of its own.
const ppcRules = await runPpcRulesBench();
if (!ppcRules.withinBar) {
  process.stderr.write(
    `bench: ppc rules took ${ppcRules.worstSeconds} s, over the ${ppcRules.barSeconds} s bar\n`,
  );
  process.exitCode = 1;
}

// Issue 24: a campaign to 10 000 subscribed users through the real send batches.
const campaignSend = await runCampaignSendBench();
if (!campaignSend.withinBar) {
  process.stderr.write(
    `bench: campaign send ${campaignSend.mailsPerSecond} mails/s, under the ${campaignSend.barPerSecond}/s bar\n`,
  );
  process.exitCode = 1;
}

// The embedded database's exit hook ends the process with 0 on beforeExit, whatever exitCode says; a
// missed bar must still fail the run.
process.exit(Number(process.exitCode ?? 0));
