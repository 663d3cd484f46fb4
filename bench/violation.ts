// `npm run bench:violation` (issue 22): the violation bar against the sandbox's planted events for every
// demo seller (GET /sandbox/sellers), not only the one per region `npm test` runs: each seller's store
// connected and imported on a fresh database, then `BENCH_VIOLATION_SYNCS` syncs (default a full turn of
// the planted kinds, 24 syncs a little under a day apart) of offers, listings/account health and feedback
// with the detection after each, as the sync jobs run them. Per seller and per type: planted, raised
// within one sync, repeats (raised again for an unchanged condition), precision. The run and the checks
// are the server's testing/violation-plan.ts, which the sandbox test uses too. Records `violation` in
// bench/results/latest.json; exits 1 when a seller misses the bar (every planted event raised within one
// sync, no repeat, precision ≥ 95 %) or fewer than 10 syncs ran.
import os from 'node:os';
import {
  createLogger,
  FULL_TURN_SYNCS,
  importForViolation,
  insertCompany,
  planBarMet,
  runViolationPlan,
  sandboxMarketplace,
  sandboxSellers,
  startBenchDatabase,
  startSandboxProcess,
  type TPlanDeps,
} from '@seller-tools/server/testing';
import { recordResult } from './results.ts';

const SYNCS = Number(process.env.BENCH_VIOLATION_SYNCS ?? FULL_TURN_SYNCS);
const MIN_SYNCS = 10;
const PRECISION_BAR = 0.95;

const database = await startBenchDatabase({ max: 4 });
const sandbox = await startSandboxProcess({ SANDBOX_RATE_MULTIPLIER: '1000' });
try {
  let offset = 0;
  const clock = { now: () => new Date(Date.now() + offset) };
  const deps: TPlanDeps = {
    db: database.db,
    clock,
    logger: createLogger('silent'),
    marketplace: sandboxMarketplace(sandbox, clock),
    sandbox,
    advance: async (ms) => {
      await sandbox.control('POST', '/sandbox/clock', { advanceMs: ms });
      offset += ms;
    },
  };
  const companyId = await insertCompany(database.db, 'Violation bench');
  // BENCH_VIOLATION_SELLERS=id,id re-runs only those sellers (e.g. the ones a run failed).
  const only = process.env.BENCH_VIOLATION_SELLERS?.split(',').filter(Boolean) ?? [];
  const sellers = (await sandboxSellers(sandbox)).filter(
    (s) => only.length === 0 || only.includes(s.sellingPartnerId),
  );
  const importStart = performance.now();
  const stores = [];
  for (const seller of sellers) {
    const { id } = await sandbox.connectStore(
      database.db,
      companyId,
      seller.sellingPartnerId,
      seller.homeMarketplaceId,
      { ads: false },
    );
    await importForViolation(deps, id);
    stores.push({ sellerId: seller.sellingPartnerId, storeId: id, syncs: SYNCS });
  }
  const importSeconds = (performance.now() - importStart) / 1000;
  const runStart = performance.now();
  const figures = await runViolationPlan(deps, stores);
  const runSeconds = (performance.now() - runStart) / 1000;
  const asins = new Map(sellers.map((s) => [s.sellingPartnerId, s.asinCount]));
  const perSeller = figures.map((f) => ({
    sellerId: f.sellerId,
    asins: asins.get(f.sellerId) ?? 0,
    syncs: f.syncs,
    planted: f.planted,
    raisedInTime: f.raisedInTime,
    raised: f.raised,
    repeats: f.repeats,
    precision: f.precision,
    withinBar: planBarMet(f),
    syncMs: f.syncMs,
    syncPartMs: f.syncPartMs,
    syncMsPerAsin: Math.round((f.syncMs / Math.max(1, asins.get(f.sellerId) ?? 1)) * 10) / 10,
    byType: f.byType,
    missed: f.missed,
    unplanted: f.unplanted,
    repeatedKeys: f.repeatedKeys,
  }));
  const totals = {
    planted: figures.reduce((n, f) => n + f.planted, 0),
    raisedInTime: figures.reduce((n, f) => n + f.raisedInTime, 0),
    raised: figures.reduce((n, f) => n + f.raised, 0),
    repeats: figures.reduce((n, f) => n + f.repeats, 0),
    unplanted: figures.reduce((n, f) => n + f.unplanted.length, 0),
  };
  const withinBar = SYNCS >= MIN_SYNCS && figures.every(planBarMet);
  recordResult('violation', {
    sellers: figures.length,
    syncsPerSeller: SYNCS,
    precisionBar: PRECISION_BAR,
    withinBar,
    totals,
    importSeconds: Math.round(importSeconds),
    runSeconds: Math.round(runSeconds),
    // The machine is shared: its load during the run says how far to trust the timings.
    loadAverage1m: Math.round((os.loadavg()[0] ?? 0) * 10) / 10,
    perSeller,
  });
  for (const s of perSeller)
    process.stdout.write(
      `bench: violation ${s.sellerId} (${s.asins} ASINs, ${s.syncs} syncs): ${s.raisedInTime}/${s.planted} planted raised within one sync, ${s.repeats} repeats, precision ${s.precision}, ${s.syncMs} ms a sync (${s.syncMsPerAsin} ms an ASIN; ${JSON.stringify(s.syncPartMs)})${s.withinBar ? '' : ' — BAR MISSED'}\n`,
    );
  process.stdout.write(
    `bench: violation, ${figures.length} sellers × ${SYNCS} syncs: ${totals.raisedInTime}/${totals.planted} raised in time, ${totals.repeats} repeats, ${totals.unplanted} of ${totals.raised} raised not planted; ${Math.round(runSeconds)} s\n`,
  );
  if (!withinBar) {
    process.stderr.write(
      `bench: the violation bar failed (see violation.perSeller in bench/results/latest.json)\n`,
    );
    process.exitCode = 1;
  }
} finally {
  await sandbox.stop();
  await database.stop();
}
// The embedded database's exit hook would otherwise decide the exit code (bench/run.ts does the same).
process.exit(process.exitCode ?? 0);
