import {
  PPC_EXPORT_MAX_ROWS,
  type TPpcAdGroup,
  type TPpcCampaign,
  type TPpcKeyword,
  type TPpcMetrics,
  type TPpcProduct,
  type TPpcTable,
} from '@seller-tools/contract';
import { csv } from '../../lib/export/csv.ts';
import { type TCell, xlsx } from '../../lib/export/xlsx.ts';
import type { TReviewStore } from '../../lib/store-access.ts';
import type { TPpcReadService, TTableQuery } from './ppc-read.service.ts';

// A PPC table as a file: the same filters and order as on screen, every row, then a Totals row. Money in
// major units of the currency (what a spreadsheet user sums), ratios as fractions (format as %).

const money = (minor: number | null) => (minor === null ? null : Math.round(minor) / 100);
const FIGURE_HEADERS = [
  'Impressions',
  'Clicks',
  'Spend',
  'Sales',
  'Orders',
  'ACoS',
  'ROAS',
  'CPC',
  'CTR',
  'CVR',
];
const figures = (m: TPpcMetrics): TCell[] => [
  m.impressions,
  m.clicks,
  money(m.spend),
  money(m.sales),
  m.orders,
  m.acos,
  m.roas,
  m.cpc === null ? null : Math.round(m.cpc) / 100,
  m.ctr,
  m.cvr,
];

type TColumns<T> = { headers: string[]; cells: (row: T) => TCell[] };

const COLUMNS: {
  [K in TPpcTable]: TColumns<
    K extends 'campaigns'
      ? TPpcCampaign
      : K extends 'ad-groups'
        ? TPpcAdGroup
        : K extends 'keywords'
          ? TPpcKeyword
          : TPpcProduct
  >;
} = {
  campaigns: {
    headers: ['Campaign ID', 'Campaign', 'State', 'Targeting', 'Daily budget'],
    cells: (r) => [r.campaign_id, r.name, r.state, r.targeting_type, money(r.daily_budget)],
  },
  'ad-groups': {
    headers: ['Ad group ID', 'Ad group', 'Campaign', 'State', 'Default bid'],
    cells: (r) => [r.ad_group_id, r.name, r.campaign_name, r.state, money(r.default_bid)],
  },
  keywords: {
    headers: ['ID', 'Keyword / target', 'Match type', 'Campaign', 'Ad group', 'State', 'Bid'],
    cells: (r) => [
      r.target_id,
      r.text,
      r.match_type,
      r.campaign_name,
      r.ad_group_name,
      r.state,
      money(r.bid),
    ],
  },
  products: {
    headers: ['Ad ID', 'ASIN', 'SKU', 'Campaign', 'Ad group', 'State'],
    cells: (r) => [r.ad_id, r.asin, r.sku, r.campaign_name, r.ad_group_name, r.state],
  },
};

export async function ppcExportFile(
  read: TPpcReadService,
  store: TReviewStore,
  userId: string,
  table: TPpcTable,
  query: TTableQuery,
  format: 'csv' | 'xlsx',
) {
  const page = await read.table(
    table,
    store.channelId,
    userId,
    { ...query, limit: PPC_EXPORT_MAX_ROWS },
    { paged: false },
  );
  const columns = COLUMNS[table] as TColumns<unknown>;
  const rows: TCell[][] = [[...columns.headers, ...FIGURE_HEADERS]];
  for (const item of page.items.slice(0, PPC_EXPORT_MAX_ROWS))
    rows.push([...columns.cells(item), ...figures(item)]);
  const blank = columns.headers.map((): TCell => null);
  blank[0] = 'Totals';
  rows.push([...blank, ...figures(page.totals)]);
  const name = `ppc-${table}-${store.countryCode || store.marketplaceId}-${page.from}-${page.to}`;
  return format === 'csv'
    ? { body: csv(rows), type: 'text/csv; charset=utf-8', filename: `${name}.csv` }
    : {
        body: await xlsx('PPC', rows),
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        filename: `${name}.xlsx`,
      };
}
