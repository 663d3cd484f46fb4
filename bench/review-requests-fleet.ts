// bench:review-requests across worker processes (issue 23): the same 50 stores' review requests, now
// sent by N `ROLE=worker` processes (real main.ts, pg-boss, the rate limits shared in PostgreSQL) on one
// database and one marketplace sandbox at Amazon's real rates (×1). One sandbox: its 50 bench sellers
// (SANDBOX_BENCH_SELLERS) each have their own rate-limit buckets, their own orders and its memory of what
// was solicited. The workers run on the real clock, so each store gets the orders one day's allowance
// sends at once (100 by default, well under the daily limit's floor of 600): about 100 s of sending.
//
// The bench queues the stores' send jobs as the minute's dispatcher would (dispatchReviewRequests), then
// waits for every request to be settled. From the sandbox's own per-seller counters: each store's
// sustained rate, (sends − burst) ÷ (last − first send), summed against 50 × 1/s; the 429s it answered
// (any operation, all callers: no fault is injected, so each is ours); duplicates from the creates it
// counted against our attempts. Each worker's /metrics says how the send jobs spread.
import os from 'node:os';
import {
  connectDatabase,
  createMarketplace,
  dispatchReviewRequests,
  insertCompany,
  insertOrderRows,
  jobsRunBy,
  saveEnabledRule,
  scheduleNewOrders,
  secretBoxOf,
  startFleet,
  startSandboxProcess,
  systemClock,
  type TDb,
  TEST_ENCRYPTION_KEY,
  testConfig,
  withFleetQueue,
} from '@seller-tools/server/testing';
import * as rr from './review-requests-figures.ts';

const SELLERS = rr.positiveInt('BENCH_RR_SELLERS', 50);
const ORDERS = rr.positiveInt('BENCH_RR_FLEET_ORDERS', 100);
/** Stores set up at once (consent, searchOrders within its burst, rows). */
const SETTING_UP_AT_ONCE = 5;
const loadAverage = () => os.loadavg().map((l) => rr.round(l, 2));

type TBenchStore = { channelId: string; sellerId: string };

async function setUpStores(db: TDb, sandbox: Awaited<ReturnType<typeof startSandboxProcess>>) {
  const listed = (await sandbox.control('GET', '/sandbox/sellers')) as {
    sellers: { sellingPartnerId: string }[];
  };
  // The bench sellers come after the nine demo accounts.
  const sellerIds = listed.sellers.slice(-SELLERS).map((s) => s.sellingPartnerId);
  const config = testConfig(sandbox.env);
  // The bench's own reader of the sellers' orders (its own limiter: searchOrders stays within its burst).
  const marketplace = createMarketplace({ config, secretBox: secretBoxOf(config), clock: systemClock });
  const stores: TBenchStore[] = [];
  const setUp = async (sellerId: string, index: number) => {
    const companyId = await insertCompany(db, `Review request fleet bench ${index}`);
    const { id: channelId } = await sandbox.connectStore(db, companyId, sellerId, rr.US, { ads: false });
    const now = () => systemClock.now();
    const orders = await rr.eligibleOrders(
      db,
      { channelId, sellerId, marketplace, now },
      { count: ORDERS, sendDays: 1, lookbackDays: 25 },
    );
    await insertOrderRows(
      db,
      orders.map((o) => ({ ...o, channelId })),
    );
    stores.push({ channelId, sellerId });
  };
  for (let i = 0; i < sellerIds.length; i += SETTING_UP_AT_ONCE) {
    await Promise.all(sellerIds.slice(i, i + SETTING_UP_AT_ONCE).map((id, k) => setUp(id, i + k)));
  }
  return stores;
}

/**
 * Switches every store's rule on; the backfill schedules its orders, due now. Only once all are set up:
 * the workers' own dispatcher (every minute) starts a store's sends as soon as it has due requests.
 */
async function scheduleAll(db: TDb, stores: TBenchStore[]) {
  let scheduled = 0;
  for (const { channelId } of stores) {
    const rule = await saveEnabledRule(db, channelId);
    scheduled += await scheduleNewOrders(db, channelId, rule, systemClock.now());
  }
  return scheduled;
}

/** Waits until no request is scheduled as due or being sent; a generous deadline for a stuck fleet. */
async function waitUntilSettled(db: TDb) {
  const deadline = Date.now() + (ORDERS * 4 + 180) * 1000;
  for (;;) {
    const open = await db.$client.query<{ n: number }>(
      `select count(*)::int as n from review_requests
       where status = 'sending' or (status = 'scheduled' and scheduled_at <= now())`,
    );
    if ((open.rows[0]?.n ?? 0) === 0) return;
    if (Date.now() > deadline) throw new Error(`${open.rows[0]?.n} review requests still open`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

export async function runReviewRequestFleetBench(workerCount: number) {
  const started = performance.now();
  const loadAverageBefore = loadAverage();
  const sandbox = await startSandboxProcess({
    SANDBOX_RATE_MULTIPLIER: '1',
    SANDBOX_BENCH_SELLERS: String(SELLERS),
  });
  let fleet: Awaited<ReturnType<typeof startFleet>> | undefined;
  let database: ReturnType<typeof connectDatabase> | undefined;
  try {
    // The stores' grants are sealed here with the tests' key: the workers must open them with it.
    fleet = await startFleet({
      env: { ...sandbox.env, ENCRYPTION_KEY: TEST_ENCRYPTION_KEY },
      startTimeoutMs: 300_000,
    });
    database = connectDatabase(fleet.databaseUrl, { max: SETTING_UP_AT_ONCE + 2 });
    const { db } = database;
    // Workers first: a worker's start-up sweep would queue imports for stores not yet imported.
    const workers = [];
    for (let i = 0; i < workerCount; i++) workers.push(await fleet.startWorker());
    const stores = await setUpStores(db, sandbox);
    const setupSeconds = (performance.now() - started) / 1000;

    await sandbox.control('DELETE', '/sandbox/counters');
    const sending = performance.now();
    const scheduled = await scheduleAll(db, stores);
    const url = fleet.databaseUrl;
    await withFleetQueue(url, (queue) => dispatchReviewRequests({ db, queue, clock: systemClock }));
    await waitUntilSettled(db);
    const sendSeconds = (performance.now() - sending) / 1000;

    const perStore = await Promise.all(
      stores.map(async (store) => {
        const ops = await rr.counters(sandbox, store.sellerId);
        const send = ops[rr.SEND];
        const sends = send?.succeeded ?? 0;
        const seconds = rr.spanSeconds(send);
        return {
          sends,
          refused: send?.rejected ?? 0,
          asked: ops[rr.ASK]?.requests ?? 0,
          sustainedRps: seconds > 0 ? Math.max(0, sends - rr.PLAN.burst) / seconds : 0,
        };
      }),
    );
    const all = await rr.counters(sandbox);
    const throttled = Object.values(all).reduce((n, c) => n + c.throttled, 0);
    // Which operations Amazon (the sandbox) refused for rate: the first thing to know about any 429.
    const throttledByOperation = Object.fromEntries(
      Object.entries(all)
        .filter(([, c]) => c.throttled > 0)
        .map(([operation, c]) => [operation, c.throttled]),
    );
    const sandboxSends = perStore.reduce((n, s) => n + s.sends, 0);
    const sandboxRefused = perStore.reduce((n, s) => n + s.refused, 0);
    const attempts = await rr.attemptFigures(db, { sends: sandboxSends, refused: sandboxRefused });
    const spread = await Promise.all(workers.map(jobsRunBy));
    const allowedRps = SELLERS * rr.PLAN.rate;
    const achievedRps = perStore.reduce((n, s) => n + s.sustainedRps, 0);
    const ratio = achievedRps / allowedRps;
    const unsent = SELLERS * ORDERS - attempts.sent;
    return {
      workers: workerCount,
      sellers: SELLERS,
      ordersPerSeller: ORDERS,
      documented: rr.PLAN,
      scheduled,
      sent: attempts.sent,
      unsent,
      outcomes: attempts.outcomes,
      allowedRps,
      achievedRps: rr.round(achievedRps, 3),
      ratio: rr.round(ratio, 4),
      minStoreRatio: rr.round(Math.min(...perStore.map((s) => s.sustainedRps / rr.PLAN.rate)), 4),
      // The whole fleet's window: every store's sends over the first to the last one.
      aggregateRps: rr.round(sandboxSends / Math.max(1, rr.spanSeconds(all[rr.SEND])), 3),
      throttled,
      throttledByOperation,
      duplicates: attempts.duplicates,
      ordersSentTwice: attempts.ordersSentTwice,
      sandboxSends,
      sandboxRefused,
      perWorker: spread.map((runs) => ({
        sendJobs: runs['review-request-send']?.completed ?? 0,
        sendSeconds: rr.round(runs['review-request-send']?.seconds ?? 0, 1),
      })),
      sendSeconds: rr.round(sendSeconds, 1),
      setupSeconds: rr.round(setupSeconds, 1),
      wallSeconds: rr.round((performance.now() - started) / 1000, 1),
      cores: os.cpus().length,
      loadAverageBefore,
      loadAverageAfter: loadAverage(),
      met: ratio >= rr.BAR && throttled === 0 && attempts.duplicates === 0 && unsent === 0,
    };
  } finally {
    await database?.close();
    await fleet?.stop();
    await sandbox.stop();
  }
}

export type TReviewRequestFleetFigures = Awaited<ReturnType<typeof runReviewRequestFleetBench>>;

export function fleetSummary(f: TReviewRequestFleetFigures): string {
  const spread = f.perWorker.map((w) => `${w.sendJobs} jobs/${w.sendSeconds} s`).join(', ');
  return `${f.workers} worker process(es), ${f.sellers} sellers × ${f.ordersPerSeller} orders on one sandbox: ${f.sent} sent (${f.unsent} unsent), ${f.achievedRps}/s of ${f.allowedRps}/s allowed after bursts (${f.ratio}, weakest store ${f.minStoreRatio}), ${f.throttled} × 429${f.throttled > 0 ? ` ${JSON.stringify(f.throttledByOperation)}` : ''}, ${f.duplicates} duplicates; send jobs per worker: ${spread}; ${f.sendSeconds} s sending + ${f.setupSeconds} s setup; load average ${f.loadAverageBefore.join(' ')} → ${f.loadAverageAfter.join(' ')}`;
}
