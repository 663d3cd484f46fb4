// `npm run bench:quota` (issue 6): at Amazon's real rates (sandbox multiplier 1), does the importer
// keep each operation it has more work for than its quota at ≥ 90% of the documented rate, without
// tripping 429s by itself? The sandbox's own counters say what arrived: after an operation's burst,
// sustained rate = (successes − burst) ÷ (last − first request time), ratio = sustained ÷ documented.
//
// The importer's own pipelines drive each operation (searchOrders paging, getOrder and
// searchCatalogItems pipelined, reports with the importer's reports in flight), with no database.
// Operations at a minute a token run on the sandbox's clock: the limiter's waits move it forward (a
// discrete-event clock: time jumps to the next waiter's wake-up only while no request is on the wire),
// so 40 minutes of quota take seconds. The fast ones run in real time, where round trips count.
import {
  ADS_API_USAGE_PLANS,
  ADS_METRIC_REPORTS,
  ADS_REPORTS_IN_FLIGHT,
  createLogger,
  createMarketplace,
  eachLimited,
  fetchCatalogItems,
  fetchOrders,
  METRIC_COLUMNS,
  ORDER_REPORTS_IN_FLIGHT,
  readOfferBatches,
  readOrdersSince,
  SP_API_USAGE_PLANS,
  secretBoxOf,
  startSandboxProcess,
  systemClock,
  type TLimiterTime,
  type TMarketplace,
  type TSandboxProcess,
  testConfig,
} from '@seller-tools/server/testing';
import { BIG_SELLER } from './import.ts';
import { recordResult } from './results.ts';

const US = 'ATVPDKIKX0DER';
const BAR = 0.9;
const DAY_MS = 86_400_000;

type TCounter = { requests: number; succeeded: number; throttled: number; firstAt: string; lastAt: string };
type TPlan = { rate: number; burst: number };
export type TQuotaFigure = {
  clock: 'sandbox' | 'real';
  driver: string;
  documented: TPlan;
  requests: number;
  succeeded: number;
  throttled: number;
  windowSeconds: number;
  sustainedRps: number;
  ratio: number;
  /** Hot: the importer has more of it to do than the quota allows, so the bar applies. */
  hot: boolean;
  met: boolean | null;
};

/** A clock for the limiter that jumps the sandbox's clock to the next wake-up when nothing is on the wire. */
function sandboxClock(sandbox: TSandboxProcess) {
  let advanced = 0;
  let inflight = 0;
  let moving = false;
  const sleepers: { wake: number; wakeUp: () => void; timer: NodeJS.Timeout }[] = [];
  const now = () => performance.now() + advanced;
  const wakeDue = () => {
    for (let i = sleepers.length - 1; i >= 0; i--) {
      const s = sleepers[i];
      if (s && s.wake <= now()) {
        sleepers.splice(i, 1);
        clearTimeout(s.timer);
        s.wakeUp();
      }
    }
  };
  const ticker = setInterval(async () => {
    if (moving || inflight > 0 || sleepers.length === 0) return;
    moving = true;
    try {
      const delta = Math.ceil(Math.min(...sleepers.map((s) => s.wake)) - now());
      if (delta > 0) {
        await sandbox.control('POST', '/sandbox/clock', { advanceMs: delta });
        advanced += delta;
      }
      wakeDue();
    } finally {
      moving = false;
    }
  }, 2);
  const time: TLimiterTime = {
    now,
    sleep: (ms) =>
      new Promise<void>((resolve) => {
        const sleeper = {
          wake: now() + ms,
          wakeUp: resolve,
          timer: setTimeout(() => {
            const i = sleepers.indexOf(sleeper);
            if (i >= 0) sleepers.splice(i, 1);
            resolve();
          }, ms),
        };
        sleepers.push(sleeper);
      }),
  };
  // A request is on the wire until its body is read: the clock must not jump meanwhile.
  const trackedFetch = (async (input: string | URL | Request, init?: RequestInit) => {
    inflight++;
    try {
      const res = await fetch(input, init);
      const body = await res.arrayBuffer();
      return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
    } finally {
      inflight--;
    }
  }) as typeof fetch;
  return { time, fetch: trackedFetch, stop: () => clearInterval(ticker) };
}

function figure(
  counter: TCounter | undefined,
  plan: TPlan,
  clock: TQuotaFigure['clock'],
  driver: string,
  hot = true,
): TQuotaFigure {
  const succeeded = counter?.succeeded ?? 0;
  const windowSeconds = counter ? (Date.parse(counter.lastAt) - Date.parse(counter.firstAt)) / 1000 : 0;
  const sustainedRps = windowSeconds > 0 ? Math.max(0, succeeded - plan.burst) / windowSeconds : 0;
  const ratio = sustainedRps / plan.rate;
  return {
    clock,
    driver,
    documented: plan,
    requests: counter?.requests ?? 0,
    succeeded,
    throttled: counter?.throttled ?? 0,
    windowSeconds: round(windowSeconds, 1),
    sustainedRps: round(sustainedRps, 5),
    ratio: round(ratio, 3),
    hot,
    met: hot ? ratio >= BAR && (counter?.throttled ?? 0) === 0 : null,
  };
}

export async function runQuotaBench(): Promise<Record<string, TQuotaFigure>> {
  const sandbox = await startSandboxProcess({ SANDBOX_RATE_MULTIPLIER: '1' });
  try {
    const config = testConfig(sandbox.env);
    const secretBox = secretBoxOf(config);
    const store = {
      id: 'quota-bench',
      channelId: 'quota-bench',
      sellerId: BIG_SELLER,
      marketplaceId: US,
      refreshTokenEnc: secretBox.seal(await sandbox.refreshTokenFor(BIG_SELLER)),
      // Amazon Ads' own grant (issue 18): the Ads API refuses the SP-API token.
      adsRefreshTokenEnc: secretBox.seal(await sandbox.adsRefreshTokenFor(BIG_SELLER)),
    };
    const counters = async () =>
      ((await sandbox.control('GET', '/sandbox/counters')) as { operations: Record<string, TCounter> })
        .operations;
    const out: Record<string, TQuotaFigure> = {};

    // Minute-a-token operations on the sandbox's clock, one pipeline at a time.
    const virtual = sandboxClock(sandbox);
    const slow = createMarketplace({
      config,
      secretBox,
      clock: systemClock,
      time: virtual.time,
      fetch: virtual.fetch,
    });
    const ctx = { marketplace: slow, store, logger: createLogger('silent') };
    let orderIds: string[] = [];
    let asins: string[] = [];
    try {
      await sandbox.control('DELETE', '/sandbox/counters');
      // 45 days of orders: about 60 pages, 40 of them past searchOrders' burst of 20 (three minutes a
      // token: two hours of the sandbox's clock).
      const orders = await readOrdersSince(ctx, {
        createdAfter: new Date(Date.now() - 45 * DAY_MS).toISOString(),
      });
      orderIds = orders.orders.map((o) => o.amazonOrderId);
      const afterOrders = await counters();
      out.searchOrders = figure(
        afterOrders.searchOrders,
        SP_API_USAGE_PLANS.searchOrders,
        'sandbox',
        'readOrdersSince',
      );

      await sandbox.control('DELETE', '/sandbox/counters');
      // 40 reports through the orders stage's pipeline: createReport and getReportDocument at a minute
      // a token each, getReport polling in between.
      await eachLimited(
        Array.from({ length: 40 }, (_, i) => i),
        ORDER_REPORTS_IN_FLIGHT,
        async (i) => {
          const text = await slow.spApi.fetchReport(store, {
            reportType: 'GET_MERCHANT_LISTINGS_ALL_DATA',
            marketplaceIds: [US],
          });
          if (i > 0) return;
          const [header = '', ...lines] = (text ?? '').split(/\r?\n/);
          const column = header.split('\t').indexOf('asin1');
          asins = [...new Set(lines.map((l) => l.split('\t')[column] ?? '').filter(Boolean))];
        },
      );
      const afterReports = await counters();
      out.createReport = figure(
        afterReports.createReport,
        SP_API_USAGE_PLANS.createReport,
        'sandbox',
        'spApi.fetchReport ×40',
      );
      out.getReportDocument = figure(
        afterReports.getReportDocument,
        SP_API_USAGE_PLANS.getReportDocument,
        'sandbox',
        'spApi.fetchReport ×40',
      );
      out.getReport = figure(
        afterReports.getReport,
        SP_API_USAGE_PLANS.getReport,
        'sandbox',
        'polling',
        false,
      );

      await sandbox.control('DELETE', '/sandbox/counters');
      // 30 Ads reports (distinct ranges: an identical pending request would be a 425 duplicate).
      const profiles = await slow.adsApi.listProfiles(store);
      const profileId = String(profiles.find((p) => p.accountInfo?.marketplaceStringId === US)?.profileId);
      const def = ADS_METRIC_REPORTS.campaign;
      const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
      await eachLimited(
        Array.from({ length: 30 }, (_, i) => i),
        ADS_REPORTS_IN_FLIGHT,
        async (i) => {
          await slow.adsApi.fetchReport(store, profileId, {
            name: `quota ${i}`,
            startDate: day(-60 + i),
            endDate: day(-40 + i),
            configuration: {
              adProduct: 'SPONSORED_PRODUCTS',
              reportTypeId: def.reportTypeId,
              groupBy: def.groupBy,
              columns: [...def.columns, ...METRIC_COLUMNS],
              timeUnit: 'DAILY',
              format: 'GZIP_JSON',
            },
          });
        },
      );
      const afterAds = await counters();
      await sandbox.control('DELETE', '/sandbox/counters');
      // Listing protection's hourly offers: the big seller's ASINs twice over (20 calls of 20 ASINs at
      // 0.1 call/s, burst 1), through the importer's own batch pipeline.
      const offersCtx = { ...ctx, clock: systemClock, counts: {} as Record<string, number> };
      await readOfferBatches(offersCtx, [...asins, ...asins], async () => {});
      const afterOffers = await counters();
      out.getItemOffersBatch = figure(
        afterOffers.getItemOffersBatch,
        SP_API_USAGE_PLANS.getItemOffersBatch,
        'sandbox',
        'readOfferBatches ×2',
      );
      out.createAsyncReport = figure(
        afterAds.createAsyncReport,
        ADS_API_USAGE_PLANS.createAsyncReport,
        'sandbox',
        'adsApi.fetchReport ×30',
      );
      out.getAsyncReport = figure(
        afterAds.getAsyncReport,
        ADS_API_USAGE_PLANS.getAsyncReport,
        'sandbox',
        'polling',
        false,
      );
    } finally {
      virtual.stop();
    }

    // Fast operations in real time, side by side (each has its own bucket): round trips count here.
    const fast = createMarketplace({ config, secretBox, clock: systemClock });
    const fastCtx = { marketplace: fast, store, logger: createLogger('silent') };
    await sandbox.control('DELETE', '/sandbox/counters');
    const batches = Array.from({ length: 6 }, () => asins).flat();
    // The listings sync pages through the seller's listings one page after another (each page's token
    // comes with the previous one): never more work than its 5/s, so no bar, only the count of 429s.
    const readListings = async () => {
      let token: string | undefined;
      do token = (await fast.protection.searchListingsItems(store, US, token)).pagination?.nextToken;
      while (token);
    };
    await Promise.all([
      readListings(),
      // 30 burst + 15 at 0.5/s: about 30 s.
      fetchOrders(fastCtx, orderIds.slice(0, 45)),
      // 60 calls of 20 ASINs at 2/s: about 30 s.
      fetchCatalogItems(fastCtx, batches.slice(0, 60 * 20)),
      // The finances stage's paging of a month of events: 30 burst + 15 at 0.5/s, about 30 s.
      pageFinancialEvents(fast, store, 45),
      // The inbound stage's paging of the import's history of shipments and their lines.
      pageInbound(fast, store, 'getInboundShipments', 90),
      pageInbound(fast, store, 'getInboundShipmentItems', 90),
    ]);
    const afterFast = await counters();
    // The sandbox counts Orders 2026's getOrder apart from v0's.
    out.getOrder = figure(afterFast.getOrderV2026, SP_API_USAGE_PLANS.getOrder, 'real', 'fetchOrders');
    out.searchListingsItems = figure(
      afterFast.searchListingsItems,
      SP_API_USAGE_PLANS.searchListingsItems,
      'real',
      'listings pages (sequential)',
      false,
    );
    out.searchCatalogItems = figure(
      afterFast.searchCatalogItems,
      SP_API_USAGE_PLANS.searchCatalogItems,
      'real',
      'fetchCatalogItems',
    );
    out.listFinancialEvents = figure(
      afterFast.listFinancialEvents,
      SP_API_USAGE_PLANS.listFinancialEvents,
      'real',
      'listFinancialEvents paging',
    );
    // Hot only when the seller has more pages than the burst (the bar needs a sustained stretch).
    for (const op of ['getShipments', 'getShipmentItems'] as const) {
      const counter = afterFast[op];
      const plan = SP_API_USAGE_PLANS[op];
      out[op] = figure(counter, plan, 'real', 'inbound v0 paging', (counter?.requests ?? 0) > plan.burst * 2);
    }
    return out;
  } finally {
    await sandbox.stop();
  }
}

type TBenchStore = Parameters<TMarketplace['spApi']['listFinancialEvents']>[0];

/** Up to `pages` pages of the last 30 days' financial events, one after the other (as the stage reads). */
async function pageFinancialEvents(m: TMarketplace, store: TBenchStore, pages: number): Promise<void> {
  const end = Date.now() - 5 * 60_000;
  let next: string | undefined;
  for (let page = 0; page < pages; page++) {
    const answer = await m.spApi.listFinancialEvents(
      store,
      next
        ? { NextToken: next }
        : {
            PostedAfter: new Date(end - 30 * DAY_MS).toISOString(),
            PostedBefore: new Date(end).toISOString(),
          },
    );
    next = answer.payload?.NextToken;
    if (!next) return;
  }
}

/** Up to `pages` pages of shipments (or their lines) updated over the import's 540 days. */
async function pageInbound(
  m: TMarketplace,
  store: TBenchStore & { marketplaceId: string },
  call: 'getInboundShipments' | 'getInboundShipmentItems',
  pages: number,
): Promise<void> {
  const range = {
    LastUpdatedAfter: new Date(Date.now() - 540 * DAY_MS).toISOString(),
    LastUpdatedBefore: new Date().toISOString(),
  };
  let next: string | undefined;
  for (let page = 0; page < pages; page++) {
    const answer = await m.spApi[call](store, store.marketplaceId, next ? { NextToken: next } : range);
    next = answer.payload?.NextToken;
    if (!next) return;
  }
}

/**
 * Violation's hourly offer polling (issue 22) for a fleet: Product Pricing's getItemOffersBatch limit is
 * per selling partner (the sandbox keys its buckets the same way), so each store polls in a bucket of its
 * own. One store's sync is its ASINs' batches at the pace measured above on one seller's bucket; the
 * fleet's is that, store after store, across the workers' store-sync slots. Within the rate limits when
 * the measured pace is at most the documented rate with no 429, and within the hour when the fleet's
 * round fits in the hourly cadence.
 */
export function offerPollingPlan(
  measured: TQuotaFigure,
  fleet = { stores: 50, asinsPerStore: 200, concurrency: 4, cadenceSeconds: 3600 },
) {
  const calls = Math.ceil(fleet.asinsPerStore / 20);
  const pace = Math.min(measured.sustainedRps || measured.documented.rate, measured.documented.rate);
  const secondsPerStore = Math.max(0, calls - measured.documented.burst) / pace;
  const fleetSeconds = Math.ceil(fleet.stores / fleet.concurrency) * secondsPerStore;
  const withinRate = measured.throttled === 0 && measured.sustainedRps <= measured.documented.rate * 1.05;
  return {
    ...fleet,
    callsPerStore: calls,
    secondsPerStore: round(secondsPerStore, 1),
    fleetSeconds: round(fleetSeconds, 1),
    withinRate,
    met: withinRate && fleetSeconds <= fleet.cadenceSeconds,
  };
}

export function quotaSummary(figures: Record<string, TQuotaFigure>): string {
  return Object.entries(figures)
    .map(([op, f]) => `${op} ${f.ratio}×${f.hot ? '' : ' (polling)'} ${f.throttled} 429s`)
    .join(' | ');
}

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

// Run directly (npm run bench:quota): measure, record under `quota`, exit 1 below the bar.
if (import.meta.main) {
  const figures = await runQuotaBench();
  const offers = figures.getItemOffersBatch;
  const offerPolling = offers ? offerPollingPlan(offers) : null;
  recordResult('quota', {
    bar: BAR,
    rateMultiplier: 1,
    seller: BIG_SELLER,
    operations: figures,
    offerPolling,
  });
  process.stdout.write(`bench:quota: ${quotaSummary(figures)}\n`);
  if (offerPolling)
    process.stdout.write(
      `bench:quota: offer polling ${offerPolling.stores} stores × ${offerPolling.asinsPerStore} ASINs: ${offerPolling.secondsPerStore} s a store, ${offerPolling.fleetSeconds} s a round at ${offerPolling.concurrency} stores at once, ${offerPolling.met ? 'within' : 'OUTSIDE'} the limits and the hour\n`,
    );
  const missed = Object.entries(figures).filter(([, f]) => f.met === false);
  if (offerPolling?.met === false) missed.push(['offerPolling', offers as TQuotaFigure]);
  if (missed.length > 0) {
    process.stderr.write(
      `bench:quota: below ${BAR} of the quota or throttled: ${missed.map(([op]) => op).join(', ')}\n`,
    );
    process.exitCode = 1;
  }
}
