import { adsSearchTermMetrics } from '../db/schema/index.ts';
import { metricsOf } from './ads-rows.ts';
import { validRecords } from './amazon-payloads.ts';
import { ZAdsReportRow } from './amazon-records.ts';
import { bulkUpsert } from './bulk-upsert.ts';
import type { TStageContext } from './sync-context.ts';

// The search-term report (reporting v3 spSearchTerm, DAILY): what shoppers typed, per keyword/target and
// day, for harvesting. Read in the same windows as the other Ads reports; idempotent upserts on
// (store, clause, term, day), so re-reading a window (conversions still arriving) updates in place.

export const SEARCH_TERM_COLUMNS = [
  'date',
  'campaignId',
  'adGroupId',
  'keywordId',
  'keywordType',
  'targeting',
  'searchTerm',
  'impressions',
  'clicks',
  'cost',
  'purchases1d',
  'sales1d',
  'purchases7d',
  'sales7d',
  'purchases14d',
  'sales14d',
  'purchases30d',
  'sales30d',
];

type TRow = typeof adsSearchTermMetrics.$inferInsert;

const idOf = (v: unknown) =>
  typeof v === 'number' || (typeof v === 'string' && v !== '') ? String(v) : null;

export function searchTermRows(channelId: string, rows: readonly Record<string, unknown>[]): TRow[] {
  const out: TRow[] = [];
  for (const r of rows) {
    const keywordId = idOf(r.keywordId);
    const campaignId = idOf(r.campaignId);
    const adGroupId = idOf(r.adGroupId);
    const term = typeof r.searchTerm === 'string' ? r.searchTerm.slice(0, 500) : '';
    const day = typeof r.date === 'string' ? r.date.slice(0, 10) : '';
    if (!keywordId || !campaignId || !adGroupId || !term || !/^\d{4}-\d{2}-\d{2}$/.test(day)) continue;
    out.push({
      channelId,
      keywordId,
      searchTerm: term,
      day,
      campaignId,
      adGroupId,
      keywordType: typeof r.keywordType === 'string' ? r.keywordType : null,
      targeting: typeof r.targeting === 'string' ? r.targeting : null,
      ...metricsOf(r),
    });
  }
  return out;
}

/** One window of the search-term report, upserted; answers the rows written. */
export async function importSearchTermWindow(
  ctx: TStageContext,
  profileId: string,
  w: { start: string; end: string },
): Promise<number> {
  const rows = await ctx.marketplace.adsApi.fetchReport(ctx.store, profileId, {
    name: `seller-tools spSearchTerm ${w.start}..${w.end}`,
    startDate: w.start,
    endDate: w.end,
    configuration: {
      adProduct: 'SPONSORED_PRODUCTS',
      reportTypeId: 'spSearchTerm',
      groupBy: ['searchTerm'],
      columns: SEARCH_TERM_COLUMNS,
      timeUnit: 'DAILY',
      format: 'GZIP_JSON',
    },
  });
  return bulkUpsert(
    ctx.db,
    adsSearchTermMetrics,
    [
      adsSearchTermMetrics.channelId,
      adsSearchTermMetrics.keywordId,
      adsSearchTermMetrics.searchTerm,
      adsSearchTermMetrics.day,
    ],
    searchTermRows(ctx.store.channelId, validRecords(ctx, 'ads search term row', ZAdsReportRow, rows)),
    { keyOf: (r) => `${r.keywordId}|${r.searchTerm}|${r.day}` },
  );
}
