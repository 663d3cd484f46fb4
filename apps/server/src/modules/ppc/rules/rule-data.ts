import type { TPpcScope } from '@seller-tools/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import {
  adsKeywords,
  adsProductAds,
  adsTargets,
  fbaEstimatedFees,
  ppcEntityTags,
  products,
  reimburseProductSettings,
} from '../../../db/schema/index.ts';
import { sameStoreRow } from '../../../lib/same-store-row.ts';
import { addDays } from '../../../sync/import-ads.ts';
import type { TRuleEntity } from './evaluate.ts';

export { lastAdsDay, storeAds, type TStoreAds } from '../shared/store-ads.ts';

import { minorFactor, type TWindowMetrics, ZERO_METRICS } from './metrics.ts';

// The rule engine's SQL half: a store's keywords and targets with their figures summed over each lookback
// window the rules use, in one scan of the daily metrics (one FILTERed sum per window), and the scope's
// sets. Orders and sales are those of each rule's attribution window (Sponsored Products default 7 days).

type TEntityRow = {
  id: string;
  campaignId: string;
  adGroupId: string;
  label: string;
  state: string;
  bid: string | null;
};

/** A rule's window of figures: its lookback days and the attribution window of its orders and sales. */
export type TMetricWindow = { days: number; attribution: number };
export const windowKey = (w: TMetricWindow) => `${w.days}:${w.attribution}`;
const ATTRIBUTIONS = new Set([1, 7, 14, 30]);

/**
 * Each keyword/target of the store with its figures per window (keyed by windowKey). Entities without a
 * metrics row have zero figures, so "0 clicks in 14 days" finds them too.
 */
export async function loadEntities(
  db: TDb,
  channelId: string,
  opts: { windows: TMetricWindow[]; toDay: string; currency: string | null; entities: TPpcScope['entities'] },
): Promise<
  { entity: Omit<TRuleEntity, 'metrics' | 'breakEvenAcos'>; byWindow: Map<string, TWindowMetrics> }[]
> {
  const factor = minorFactor(opts.currency);
  const windows = [...new Map(opts.windows.map((w) => [windowKey(w), w])).values()].sort(
    (a, b) => a.days - b.days || a.attribution - b.attribution,
  );
  for (const w of windows)
    if (!ATTRIBUTIONS.has(w.attribution)) throw new Error(`attribution ${w.attribution}`);
  const longest = Math.max(1, ...windows.map((w) => w.days));
  const from = addDays(opts.toDay, 1 - longest);
  // Integer sums, and money summed as float8 (rounded to minor units below): numeric aggregates cost
  // several times more per row and their state fills work_mem, which matters over 6 million rows.
  const sums = windows.map((w, i) => {
    const since = addDays(opts.toDay, 1 - w.days);
    const f = sql`filter (where day >= ${since}::date)`;
    const as = (name: string) => sql.raw(`${name}_${i}`);
    const orders = sql.raw(`purchases_${w.attribution}d`);
    const sales = sql.raw(`sales_${w.attribution}d`);
    return sql`sum(impressions) ${f} as ${as('i')}, sum(clicks) ${f} as ${as('c')},
      sum(${orders}) ${f} as ${as('o')}, sum(cost::float8) ${f} as ${as('s')},
      sum(${sales}::float8) ${f} as ${as('r')}`;
  });
  // The entities load while the database sums the metrics.
  const keywordsLoad: Promise<TEntityRow[]> =
    opts.entities === 'targets'
      ? Promise.resolve([])
      : (async () =>
          db
            .select({
              id: adsKeywords.keywordId,
              campaignId: adsKeywords.campaignId,
              adGroupId: adsKeywords.adGroupId,
              label: sql<string>`${adsKeywords.keywordText} || ' [' || ${adsKeywords.matchType} || ']'`,
              state: adsKeywords.state,
              bid: adsKeywords.bid,
            })
            .from(adsKeywords)
            .where(eq(adsKeywords.channelId, channelId)))();
  const targetsLoad: Promise<TEntityRow[]> =
    opts.entities === 'keywords'
      ? Promise.resolve([])
      : (async () =>
          db
            .select({
              id: adsTargets.targetId,
              campaignId: adsTargets.campaignId,
              adGroupId: adsTargets.adGroupId,
              label: sql<string>`${adsTargets.expression}::text`,
              state: adsTargets.state,
              bid: adsTargets.bid,
            })
            .from(adsTargets)
            .where(eq(adsTargets.channelId, channelId)))();
  const metricsLoad = db.transaction(async (tx) => {
    // One hash table of every keyword's sums: room for it, rather than spilling to disk.
    await tx.execute(sql`set local work_mem = '64MB'`);
    return tx.execute<Record<string, unknown>>(sql`
      select entity_id, ${sql.join(sums, sql`, `)}
      from ads_daily_metrics
      where channel_id = ${channelId} and level = 'targeting' and day between ${from}::date and ${opts.toDay}::date
      group by entity_id`);
  });
  const [metricRows, keywords, targets] = await Promise.all([metricsLoad, keywordsLoad, targetsLoad]);
  const metrics = new Map<string, Map<string, TWindowMetrics>>();
  for (const row of metricRows.rows) {
    const byWindow = new Map<string, TWindowMetrics>();
    windows.forEach((w, i) => {
      byWindow.set(windowKey(w), {
        impressions: Number(row[`i_${i}`] ?? 0),
        clicks: Number(row[`c_${i}`] ?? 0),
        orders: Number(row[`o_${i}`] ?? 0),
        spendMinor: Math.round(Number(row[`s_${i}`] ?? 0) * factor),
        salesMinor: Math.round(Number(row[`r_${i}`] ?? 0) * factor),
      });
    });
    metrics.set(String(row.entity_id), byWindow);
  }
  const rows: { type: 'keyword' | 'target'; row: TEntityRow }[] = [
    ...keywords.map((row) => ({ type: 'keyword' as const, row })),
    ...targets.map((row) => ({ type: 'target' as const, row })),
  ];
  const zero = new Map(windows.map((w) => [windowKey(w), ZERO_METRICS]));
  return rows.map(({ type, row }) => ({
    entity: {
      entityType: type,
      entityId: row.id,
      campaignId: row.campaignId,
      adGroupId: row.adGroupId,
      label: row.label,
      state: row.state,
      bidMinor: row.bid === null ? null : Math.round(Number(row.bid) * factor),
    },
    byWindow: metrics.get(row.id) ?? zero,
  }));
}

/** A scope as sets of ids to test entities against (null: no limit of that kind). */
export type TScopeSets = {
  campaigns: Set<string> | null;
  adGroups: Set<string> | null;
  /** Ad groups advertising one of the scope's ASINs/SKUs. */
  productAdGroups: Set<string> | null;
  /** Entity ids (campaign, ad group, keyword or target) carrying one of the scope's tags. */
  tagged: Set<string> | null;
};

export async function scopeSets(db: TDb, channelId: string, scope: TPpcScope): Promise<TScopeSets> {
  const set = (ids: string[] | undefined) => (ids?.length ? new Set(ids) : null);
  let productAdGroups: Set<string> | null = null;
  if (scope.asins?.length || scope.skus?.length) {
    const conditions = [
      scope.asins?.length ? inArray(adsProductAds.asin, scope.asins) : undefined,
      scope.skus?.length ? inArray(adsProductAds.sku, scope.skus) : undefined,
    ].filter((c) => c !== undefined);
    const rows = await db
      .selectDistinct({ adGroupId: adsProductAds.adGroupId })
      .from(adsProductAds)
      .where(and(eq(adsProductAds.channelId, channelId), sql`(${sql.join(conditions, sql` or `)})`));
    productAdGroups = new Set(rows.map((r) => r.adGroupId));
  }
  let tagged: Set<string> | null = null;
  if (scope.tags?.length) {
    const rows = await db
      .select({ id: ppcEntityTags.entityId })
      .from(ppcEntityTags)
      .where(and(eq(ppcEntityTags.channelId, channelId), inArray(ppcEntityTags.tag, scope.tags)));
    tagged = new Set(rows.map((r) => r.id));
  }
  return { campaigns: set(scope.campaign_ids), adGroups: set(scope.ad_group_ids), productAdGroups, tagged };
}

export function inScope(
  e: Pick<TRuleEntity, 'entityId' | 'campaignId' | 'adGroupId'>,
  s: TScopeSets,
): boolean {
  if (s.campaigns && !s.campaigns.has(e.campaignId)) return false;
  if (s.adGroups && !s.adGroups.has(e.adGroupId)) return false;
  if (s.productAdGroups && !s.productAdGroups.has(e.adGroupId)) return false;
  if (s.tagged && !s.tagged.has(e.entityId) && !s.tagged.has(e.adGroupId) && !s.tagged.has(e.campaignId))
    return false;
  return true;
}

export type TBreakEvenRow = {
  sku: string;
  asin: string;
  title: string | null;
  priceMinor: number | null;
  unitCostMinor: number | null;
  feesMinor: number | null;
  breakEvenAcos: number | null;
};

/**
 * Break-even ACoS per product: margin before ad spend ÷ price, where the margin is the price less the
 * unit cost (the reimbursement line's product settings) and Amazon's estimated fees. Unknown without a
 * price or a unit cost; fees unknown count as none.
 */
export function breakEvenAcos(
  priceMinor: number | null,
  unitCostMinor: number | null,
  feesMinor: number | null,
) {
  if (priceMinor === null || priceMinor <= 0 || unitCostMinor === null) return null;
  return ((priceMinor - unitCostMinor - (feesMinor ?? 0)) / priceMinor) * 100;
}

export async function breakEvenRows(
  db: TDb,
  channelId: string,
  currency: string | null,
): Promise<TBreakEvenRow[]> {
  const factor = minorFactor(currency);
  const rows = await db
    .selectDistinct({
      sku: adsProductAds.sku,
      asin: adsProductAds.asin,
      title: products.title,
      price: products.price,
      unitCost: reimburseProductSettings.unitCostMinor,
      fees: fbaEstimatedFees.estimatedFeeTotal,
    })
    .from(adsProductAds)
    .leftJoin(products, sameStoreRow(products, adsProductAds, 'sku'))
    .leftJoin(reimburseProductSettings, sameStoreRow(reimburseProductSettings, adsProductAds, 'sku'))
    .leftJoin(fbaEstimatedFees, sameStoreRow(fbaEstimatedFees, adsProductAds, 'sku'))
    .where(eq(adsProductAds.channelId, channelId))
    .orderBy(adsProductAds.sku);
  return rows
    .filter((r) => r.sku !== null)
    .map((r) => {
      const priceMinor = r.price === null ? null : Math.round(Number(r.price) * factor);
      const feesMinor = r.fees === null ? null : Math.round(Math.abs(Number(r.fees)) * factor);
      return {
        sku: r.sku ?? '',
        asin: r.asin ?? '',
        title: r.title,
        priceMinor,
        unitCostMinor: r.unitCost,
        feesMinor,
        breakEvenAcos: breakEvenAcos(priceMinor, r.unitCost, feesMinor),
      };
    });
}

/** Per ad group, the lowest break-even ACoS of the products it advertises (the cautious one). */
export async function adGroupBreakEven(
  db: TDb,
  channelId: string,
  currency: string | null,
): Promise<Map<string, number>> {
  const bySku = new Map((await breakEvenRows(db, channelId, currency)).map((r) => [r.sku, r.breakEvenAcos]));
  const ads = await db
    .select({ adGroupId: adsProductAds.adGroupId, sku: adsProductAds.sku })
    .from(adsProductAds)
    .where(eq(adsProductAds.channelId, channelId));
  const out = new Map<string, number>();
  for (const ad of ads) {
    const be = ad.sku ? bySku.get(ad.sku) : null;
    if (be === null || be === undefined) continue;
    out.set(ad.adGroupId, Math.min(out.get(ad.adGroupId) ?? Number.POSITIVE_INFINITY, be));
  }
  return out;
}
