// `npm run bench:review-requests` (issue 8): 50 sellers × 2 000 eligible orders each, sent by the review
// request module's own sender against the sandbox at Amazon's real per-seller rates (1 request/s, burst
// 5, for both getSolicitationActionsForOrder and createProductReviewAndSellerFeedbackSolicitation). Bar:
// the achieved aggregate send rate is ≥ 95% of the allowed one, and no order is asked twice.
//
// The sandbox's consent page knows only its nine demo accounts, and only the big one
// (A1US9WKS7FGPAW, about 140 orders a day) has 2 000 orders inside Amazon's window at once. So each bench
// seller is that account on a sandbox process of its own: its own rate-limit buckets, its own memory of
// what was solicited, its own clock. In our database they are 50 stores of 50 companies, each with the
// same 2 000 orders, scheduled by the module's backfill and sent by `sendDueRequests`, all 50 side by side.
//
// Time: 2 000 sends at 1/s take half an hour, and the daily messaging limit (5 × average daily orders +
// 600, here about 930) spreads them over three UTC days. Each store runs on its sandbox's clock, which
// jumps whenever the store waits (the limiter's sleeps, and the night until the daily limit resets):
// one sender per sandbox, so while it sleeps nothing is on that sandbox's wire. Our own work (database,
// round trips) takes real time and counts. The sandbox's counters, read per sending stretch (a day),
// give the rate: (sends − burst) ÷ (last − first send) per stretch; the nights are allowed waits.
import {
  createLogger,
  createMarketplace,
  insertCompany,
  insertOrderRows,
  readDailyLimit,
  saveEnabledRule,
  scheduleNewOrders,
  secretBoxOf,
  sendDueRequests,
  startBenchDatabase,
  startSandboxProcess,
  type TDb,
  type TLimiterTime,
  type TMarketplace,
  type TSandboxProcess,
  testConfig,
} from '@seller-tools/server/testing';
import { BIG_SELLER } from './import.ts';
import { recordResult } from './results.ts';
import {
  ASK,
  attemptFigures,
  BAR,
  counters,
  eligibleOrders,
  PLAN,
  positiveInt,
  round,
  SEND,
  spanSeconds,
  US,
} from './review-requests-figures.ts';
import { fleetSummary, runReviewRequestFleetBench } from './review-requests-fleet.ts';

const SELLERS = positiveInt('BENCH_RR_SELLERS', 50);
const ORDERS = positiveInt('BENCH_RR_ORDERS', 2000);
/** Sandbox processes started at once: each takes about a second of CPU to boot. */
const STARTING_AT_ONCE = 5;
/** A store that needs more sending stretches than this is stuck, not slow. */
const MAX_STRETCHES = 40;

/**
 * One store's clock, shared by its sandbox: the limiter's sleeps move the sandbox's clock forward at
 * once instead of waiting (the store's sender is the sandbox's only client, so nothing is on the wire
 * while it sleeps); everything else runs in real time on top.
 */
function storeClock(sandbox: TSandboxProcess) {
  let advanced = 0;
  const jump = async (ms: number) => {
    const delta = Math.ceil(ms);
    if (delta <= 0) return;
    await sandbox.control('POST', '/sandbox/clock', { advanceMs: delta });
    advanced += delta;
  };
  const time: TLimiterTime = { now: () => performance.now() + advanced, sleep: jump };
  return { time, clock: { now: () => new Date(Date.now() + advanced) }, jump };
}

type TStore = {
  index: number;
  channelId: string;
  sandbox: TSandboxProcess;
  clock: ReturnType<typeof storeClock>;
  marketplace: TMarketplace;
};

type TStretch = { sends: number; refused: number; throttled: number; asked: number; seconds: number };

export type TStoreFigure = {
  sent: number;
  stretches: TStretch[];
  waitedHours: number;
  sustainedRps: number;
  dailyLimit: number;
};

async function startStore(db: TDb, index: number): Promise<TStore> {
  const sandbox = await startSandboxProcess({ SANDBOX_RATE_MULTIPLIER: '1' });
  const config = testConfig(sandbox.env);
  const companyId = await insertCompany(db, `Review request bench ${index}`);
  const { id: channelId } = await sandbox.connectStore(db, companyId, BIG_SELLER, US);
  const clock = storeClock(sandbox);
  const marketplace = createMarketplace({
    config,
    secretBox: secretBoxOf(config),
    clock: clock.clock,
    time: clock.time,
  });
  return { index, channelId, sandbox, clock, marketplace };
}

/** Sends the store's requests to the end, stretch by stretch: a stretch ends at the daily limit. */
async function runStore(db: TDb, store: TStore): Promise<TStoreFigure> {
  const deps = {
    db,
    clock: store.clock.clock,
    logger: createLogger(process.env.LOG_LEVEL ?? 'silent'),
    marketplace: store.marketplace,
  };
  const stretches: TStretch[] = [];
  let sent = 0;
  let waitedMs = 0;
  const { limit } = await readDailyLimit(db, store.channelId, store.clock.clock.now());
  for (;;) {
    await store.sandbox.control('DELETE', '/sandbox/counters');
    // One job's budget at a time (10 minutes), as the pg-boss job hands over to the next.
    for (;;) {
      const run = await sendDueRequests(deps, store.channelId);
      sent += run.sent;
      if (!run.more) break;
    }
    const ops = await counters(store.sandbox);
    const send = ops[SEND];
    stretches.push({
      sends: send?.succeeded ?? 0,
      refused: send?.rejected ?? 0,
      throttled: (send?.throttled ?? 0) + (ops[ASK]?.throttled ?? 0),
      asked: ops[ASK]?.requests ?? 0,
      seconds: spanSeconds(send),
    });
    const next = await db.$client.query<{ at: Date | null }>(
      `select min(scheduled_at) as at from review_requests where channel_id = $1 and status = 'scheduled'`,
      [store.channelId],
    );
    const at = next.rows[0]?.at;
    if (!at) break;
    if (stretches.length >= MAX_STRETCHES) throw new Error(`store ${store.index} is still not done`);
    // Past the daily limit every due request waits for the next UTC day: the night is an allowed wait.
    const wait = at.getTime() - store.clock.clock.now().getTime();
    waitedMs += Math.max(0, wait);
    await store.clock.jump(wait);
  }
  const sustained = stretches.reduce((n, s) => n + Math.max(0, s.sends - PLAN.burst), 0);
  const seconds = stretches.reduce((n, s) => n + s.seconds, 0);
  return {
    sent,
    stretches,
    waitedHours: round(waitedMs / 3_600_000, 2),
    sustainedRps: seconds > 0 ? sustained / seconds : 0,
    dailyLimit: limit,
  };
}

export type TReviewRequestFigures = {
  sellers: number;
  ordersPerSeller: number;
  seller: string;
  documented: { rate: number; burst: number };
  scheduled: number;
  sent: number;
  unsent: number;
  outcomes: Record<string, number>;
  allowedRps: number;
  achievedRps: number;
  ratio: number;
  minStoreRatio: number;
  duplicates: number;
  ordersSentTwice: number;
  sandboxSends: number;
  sandboxRefused: number;
  throttled: number;
  days: number;
  dailyLimit: number;
  sendSeconds: number;
  setupSeconds: number;
  wallSeconds: number;
  met: boolean;
};

export async function runReviewRequestBench(): Promise<TReviewRequestFigures> {
  const started = performance.now();
  const database = await startBenchDatabase({ max: Math.min(40, SELLERS + 2) });
  const stores: TStore[] = [];
  try {
    const { db } = database;
    for (let i = 0; i < SELLERS; i += STARTING_AT_ONCE) {
      const batch = Array.from({ length: Math.min(STARTING_AT_ONCE, SELLERS - i) }, (_, k) => i + k);
      // Pushed as each starts, so that a failure still stops the ones already running.
      await Promise.all(batch.map(async (n) => stores.push(await startStore(db, n))));
    }
    stores.sort((a, b) => a.index - b.index);
    const first = stores[0];
    if (!first) throw new Error('no store');
    // Days the sends may take: at least 600 a day (the daily limit's floor), plus a day either side.
    const orders = await eligibleOrders(
      db,
      {
        channelId: first.channelId,
        sellerId: BIG_SELLER,
        marketplace: first.marketplace,
        now: () => first.clock.clock.now(),
      },
      { count: ORDERS, sendDays: Math.ceil(ORDERS / 600) + 2, lookbackDays: 45 },
    );

    let scheduled = 0;
    for (const store of stores) {
      await insertOrderRows(
        db,
        orders.map((o) => ({ ...o, channelId: store.channelId })),
      );
      const rule = await saveEnabledRule(db, store.channelId);
      // The backfill a rule switched on runs: every order inside its window, due now.
      scheduled += await scheduleNewOrders(db, store.channelId, rule, store.clock.clock.now());
    }
    const setupSeconds = (performance.now() - started) / 1000;

    const sending = performance.now();
    const figures = await Promise.all(stores.map((store) => runStore(db, store)));
    const sendSeconds = (performance.now() - sending) / 1000;

    const stretches = figures.flatMap((f) => f.stretches);
    const sandboxSends = stretches.reduce((n, s) => n + s.sends, 0);
    const sandboxRefused = stretches.reduce((n, s) => n + s.refused, 0);
    const attempts = await attemptFigures(db, { sends: sandboxSends, refused: sandboxRefused });
    const { duplicates, ordersSentTwice, outcomes } = attempts;
    const sentOrders = attempts.sent;
    const allowedRps = SELLERS * PLAN.rate;
    const achievedRps = figures.reduce((n, f) => n + f.sustainedRps, 0);
    const ratio = achievedRps / allowedRps;
    return {
      sellers: SELLERS,
      ordersPerSeller: ORDERS,
      seller: BIG_SELLER,
      documented: PLAN,
      scheduled,
      sent: sentOrders,
      unsent: SELLERS * ORDERS - sentOrders,
      outcomes,
      allowedRps,
      achievedRps: round(achievedRps, 3),
      ratio: round(ratio, 4),
      minStoreRatio: round(Math.min(...figures.map((f) => f.sustainedRps / PLAN.rate)), 4),
      duplicates,
      ordersSentTwice,
      sandboxSends,
      sandboxRefused,
      throttled: stretches.reduce((n, s) => n + s.throttled, 0),
      days: Math.max(...figures.map((f) => f.stretches.length)),
      dailyLimit: Math.min(...figures.map((f) => f.dailyLimit)),
      sendSeconds: round(sendSeconds, 1),
      setupSeconds: round(setupSeconds, 1),
      wallSeconds: round((performance.now() - started) / 1000, 1),
      met: ratio >= BAR && duplicates === 0,
    };
  } finally {
    await Promise.all(stores.map((s) => s.sandbox.stop()));
    await database.stop();
  }
}

export function reviewRequestSummary(f: TReviewRequestFigures): string {
  return `${f.sellers} sellers × ${f.ordersPerSeller} orders: ${f.sent} sent (${f.unsent} unsent) over ${f.days} days (daily limit ${f.dailyLimit}), ${f.achievedRps}/s of ${f.allowedRps}/s allowed after bursts (${f.ratio}, weakest store ${f.minStoreRatio}), ${f.duplicates} duplicates, ${f.throttled} 429s, ${f.sendSeconds} s sending + ${f.setupSeconds} s setup`;
}

/**
 * `npm run bench:review-requests`: the sends in this process (`reviewRequests`), then by 3 `ROLE=worker`
 * processes on one database and one sandbox (`reviewRequestsFleet3`, issue 23). BENCH_RR_WORKERS=N runs
 * only the latter with N workers (`reviewRequestsFleetN`). Exits 1 when a bar fails.
 */
async function main(): Promise<boolean> {
  const only = process.env.BENCH_RR_WORKERS;
  let met = true;
  if (!only) {
    const figures = await runReviewRequestBench();
    recordResult('reviewRequests', { bar: BAR, ...figures });
    process.stdout.write(`bench:review-requests: ${reviewRequestSummary(figures)}\n`);
    if (figures.unsent > 0) {
      process.stderr.write(`bench:review-requests: ${figures.unsent} eligible orders were not sent\n`);
    }
    if (!figures.met) {
      process.stderr.write(
        `bench:review-requests: below ${BAR} of the allowed rate (${figures.ratio}) or duplicates (${figures.duplicates})\n`,
      );
      met = false;
    }
  }
  const workers = positiveInt('BENCH_RR_WORKERS', 3);
  const fleet = await runReviewRequestFleetBench(workers);
  recordResult(`reviewRequestsFleet${workers}`, { bar: BAR, ...fleet });
  process.stdout.write(`bench:review-requests: ${fleetSummary(fleet)}\n`);
  if (!fleet.met) {
    process.stderr.write(
      `bench:review-requests: ${workers} workers: below ${BAR} of the allowed rate (${fleet.ratio}), ${fleet.throttled} × 429, ${fleet.duplicates} duplicates or ${fleet.unsent} unsent\n`,
    );
  }
  return met && fleet.met;
}

if (import.meta.main) {
  const met = await main();
  // The embedded database's exit hook ends the process with 0 whatever exitCode says (as in run.ts).
  process.exit(met ? 0 : 1);
}
