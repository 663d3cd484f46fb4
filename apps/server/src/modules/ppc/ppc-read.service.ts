import type {
  TPpcAdGroup,
  TPpcCampaign,
  TPpcKeyword,
  TPpcMetrics,
  TPpcProduct,
  TPpcTable,
} from '@seller-tools/contract';
import type { TDb } from '../../db/client.ts';
import type { TClock } from '../../lib/clock.ts';
import { ppcTimeZoneOf, resolveRange, type TPpcRange } from './ppc-range.ts';
import { createPpcTableCache } from './ppc-table-cache.ts';
import { type TTableFilters, tablePage } from './ppc-tables.ts';

// PPC Manager's tables (issue 21): campaigns → ad groups → keywords/targets, and advertised products.
// The store is one requireStore let through; the caller's PPC time zone decides a missing period.

type TRangeQuery = { from?: string | undefined; to?: string | undefined; attribution: number };
export type TTableQuery = TRangeQuery & TTableFilters;

const str = (v: unknown) => (v === null || v === undefined ? null : String(v));
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const rowFigures = (r: Record<string, unknown>): TPpcMetrics => ({
  impressions: Number(r.impressions),
  clicks: Number(r.clicks),
  spend: Number(r.spend),
  sales: Number(r.sales),
  orders: Number(r.orders),
  acos: r.acos as number | null,
  roas: r.roas as number | null,
  cpc: r.cpc as number | null,
  ctr: r.ctr as number | null,
  cvr: r.cvr as number | null,
});

const ROW_SHAPES = {
  campaigns: (r: Record<string, unknown>): TPpcCampaign => ({
    campaign_id: String(r.id),
    name: String(r.name),
    state: String(r.state),
    targeting_type: str(r.targeting_type),
    daily_budget: num(r.daily_budget),
    ...rowFigures(r),
  }),
  'ad-groups': (r: Record<string, unknown>): TPpcAdGroup => ({
    ad_group_id: String(r.id),
    campaign_id: String(r.campaign_id),
    campaign_name: str(r.campaign_name),
    name: String(r.name),
    state: String(r.state),
    default_bid: num(r.default_bid),
    ...rowFigures(r),
  }),
  keywords: (r: Record<string, unknown>): TPpcKeyword => ({
    target_id: String(r.id),
    kind: r.kind === 'target' ? 'target' : 'keyword',
    campaign_id: String(r.campaign_id),
    ad_group_id: String(r.ad_group_id),
    campaign_name: str(r.campaign_name),
    ad_group_name: str(r.ad_group_name),
    text: String(r.name),
    match_type: String(r.match_type),
    state: String(r.state),
    bid: num(r.bid),
    ...rowFigures(r),
  }),
  products: (r: Record<string, unknown>): TPpcProduct => ({
    ad_id: String(r.id),
    asin: str(r.asin),
    sku: str(r.sku),
    campaign_id: String(r.campaign_id),
    ad_group_id: String(r.ad_group_id),
    campaign_name: str(r.campaign_name),
    ad_group_name: str(r.ad_group_name),
    state: String(r.state),
    ...rowFigures(r),
  }),
} as const;

export type TPpcRowOf = {
  campaigns: TPpcCampaign;
  'ad-groups': TPpcAdGroup;
  keywords: TPpcKeyword;
  products: TPpcProduct;
};

export function createPpcReadService(deps: { db: TDb; clock: TClock }) {
  const { db, clock } = deps;
  const cache = createPpcTableCache(db);

  async function rangeFor(userId: string, query: TRangeQuery): Promise<TPpcRange> {
    return resolveRange(query, await ppcTimeZoneOf(db, userId), clock.now());
  }

  async function table<T extends TPpcTable>(
    table: T,
    channelId: string,
    userId: string,
    query: TTableQuery,
    options: { paged: boolean } = { paged: true },
  ) {
    // The tables read days as they are: the PPC time zone only decides a period not given.
    const range =
      query.from && query.to
        ? { from: query.from, to: query.to, attribution: query.attribution, timeZone: '' }
        : await rangeFor(userId, query);
    const page = await tablePage(cache, table, channelId, range, query, options);
    const currency = page.currency;
    const shape = ROW_SHAPES[table] as (r: Record<string, unknown>) => TPpcRowOf[T];
    return {
      currency,
      from: range.from,
      to: range.to,
      attribution: range.attribution,
      items: page.rows.map(shape),
      totals: page.totals,
      total_count: page.totalCount,
      next_cursor: page.nextCursor,
    };
  }

  return { rangeFor, table };
}

export type TPpcReadService = ReturnType<typeof createPpcReadService>;
