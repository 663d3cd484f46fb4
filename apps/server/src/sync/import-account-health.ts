import { accountHealthSnapshots, type THealthRate, type THealthViolation } from '../db/schema/index.ts';
import { writeSnapshots } from './snapshots.ts';
import type { TStageContext } from './sync-context.ts';

// The seller performance report (GET_V2_SELLER_PERFORMANCE_REPORT, accountHealthReport-2020-11-18):
// per marketplace the account status, Account Health Rating, every rate with Amazon's target, and the
// policy categories with their counts, stored as snapshots (account_health_snapshots). The report is
// read as Amazon shapes it; a field it leaves out is stored as null, never as a guess.

type TJson = Record<string, unknown>;
const obj = (v: unknown): TJson | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as TJson) : undefined;
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** A rate metric: its rate, status and target, the count behind it (field `count`) and the count's base. */
function rateOf(metric: unknown, count: string, base: string): THealthRate | null {
  const m = obj(metric);
  if (!m) return null;
  const range = obj(m.reportingDateRange);
  const counted = m[count];
  return {
    rate: num(m.rate),
    status: str(m.status),
    targetValue: num(m.targetValue),
    targetCondition: str(m.targetCondition),
    count: num(obj(counted)?.count ?? counted),
    base: num(m[base]),
    from: str(range?.reportingDateFrom),
    to: str(range?.reportingDateTo),
  };
}

/** Each rate the snapshot keeps: the field counting its events and the field of their base. */
const RATE_COUNTS: Record<string, [count: string, base: string]> = {
  orderDefectRateAfn: ['orderWithDefects', 'orderCount'],
  orderDefectRateMfn: ['orderWithDefects', 'orderCount'],
  lateShipmentRate: ['lateShipmentCount', 'orderCount'],
  preFulfillmentCancellationRate: ['cancellationCount', 'orderCount'],
  validTrackingRate: ['validTrackingCount', 'shipmentCount'],
  onTimeDeliveryRate: ['onTimeDeliveryCount', 'shipmentCountWithValidTracking'],
  unitOnTimeDeliveryRate: ['unitOnTimeDeliveryCount', 'totalUnitCount'],
  invoiceDefectRate: ['invoiceDefect', 'orderCount'],
};

/** Where the report keeps a rate: mostly under its own name; the order defect rate per channel. */
function metricOf(entry: TJson, name: string): unknown {
  if (name === 'orderDefectRateAfn') return obj(entry.orderDefectRate)?.afn;
  if (name === 'orderDefectRateMfn') return obj(entry.orderDefectRate)?.mfn;
  // The schema names it preFulfillmentCancellationRate; its own example says prefulfillmentCancelRate.
  if (name === 'preFulfillmentCancellationRate') return entry[name] ?? entry.prefulfillmentCancelRate;
  return entry[name];
}

/** The report's entry for one marketplace as a snapshot row (without the snapshot's own columns). */
export function accountHealthOf(entry: TJson, accountStatus: string | null) {
  const rates: Record<string, THealthRate> = {};
  for (const [name, [count, base]] of Object.entries(RATE_COUNTS)) {
    const rate = rateOf(metricOf(entry, name), count, base);
    if (rate) rates[name] = rate;
  }
  // Every policy category is an object with a defectsCount (ListingLevelViolation).
  const violations: Record<string, THealthViolation> = {};
  for (const [name, value] of Object.entries(entry)) {
    const v = obj(value);
    const count = num(v?.defectsCount);
    if (!v || count === null) continue;
    const range = obj(v.reportingDateRange);
    const items = Array.isArray(v.items) ? v.items.map(obj).filter((i): i is TJson => !!i) : null;
    violations[name] = {
      defectsCount: count,
      status: str(v.status),
      targetValue: num(v.targetValue),
      targetCondition: str(v.targetCondition),
      from: str(range?.reportingDateFrom),
      to: str(range?.reportingDateTo),
      ...(items
        ? {
            items: items.map((i) => ({
              ...(str(i.asin) ? { asin: String(i.asin) } : {}),
              ...(str(i.date) ? { date: String(i.date) } : {}),
            })),
          }
        : {}),
    };
  }
  const ahr = obj(entry.accountHealthRating);
  const warnings = Array.isArray(entry.warningStates) ? entry.warningStates : [];
  const decimal = (r: THealthRate | undefined) =>
    r?.rate === null || r?.rate === undefined ? null : String(r.rate);
  return {
    marketplaceId: String(entry.marketplaceId),
    accountStatus,
    ahrStatus: str(ahr?.ahrStatus) ?? str(ahr?.accountHealthRatingStatus),
    ahrScore: num(ahr?.ahrScore),
    odrAfn: decimal(rates.orderDefectRateAfn),
    odrMfn: decimal(rates.orderDefectRateMfn),
    lateShipmentRate: decimal(rates.lateShipmentRate),
    preFulfillmentCancellationRate: decimal(rates.preFulfillmentCancellationRate),
    validTrackingRate: decimal(rates.validTrackingRate),
    rates,
    violations,
    // Older documents list bare warning names.
    warningStates: warnings.map((w) =>
      typeof w === 'string'
        ? { warningType: w, status: 'BAD' }
        : { warningType: String(obj(w)?.warningType ?? ''), status: String(obj(w)?.status ?? '') },
    ),
    raw: entry,
  };
}

export async function importAccountHealth(ctx: TStageContext): Promise<void> {
  const { store } = ctx;
  const text = await ctx.marketplace.spApi.fetchReport(store, {
    reportType: 'GET_V2_SELLER_PERFORMANCE_REPORT',
    marketplaceIds: [store.marketplaceId],
  });
  if (text === null) return; // Amazon had no report for the account (a new seller)
  const doc = obj(JSON.parse(text)) ?? {};
  const statuses = new Map(
    (Array.isArray(doc.accountStatuses) ? doc.accountStatuses : [])
      .map(obj)
      .filter((s): s is TJson => !!s)
      .map((s) => [String(s.marketplaceId), str(s.status)]),
  );
  const entries = (Array.isArray(doc.performanceMetrics) ? doc.performanceMetrics : [])
    .map(obj)
    .filter((e): e is TJson => !!e && typeof e.marketplaceId === 'string');
  // The store's own marketplace when the report has it; every entry when it names none of ours.
  const own = entries.filter((e) => e.marketplaceId === store.marketplaceId);
  const rows = (own.length > 0 ? own : entries).map((e) =>
    accountHealthOf(e, statuses.get(String(e.marketplaceId)) ?? null),
  );
  const written = await writeSnapshots(
    ctx,
    accountHealthSnapshots,
    accountHealthSnapshots.marketplaceId,
    rows,
    (row) => row.marketplaceId,
  );
  ctx.counts.marketplaces = rows.length;
  ctx.counts.changed = written.changed;
}
