import { fbaEstimatedFees, fbaLedgerSummary } from '../db/schema/index.ts';
import { parseTsv } from '../integrations/amazon/sp-api.ts';
import { toInches, toPounds } from '../lib/measure-units.ts';
import { upsertPerStore } from './bulk-upsert.ts';
import { FBA_HISTORY_DAYS } from './import-fba-reports.ts';
import { intOf, isoDay, keyRows, moneyOf, reportDate, textOf } from './report-rows.ts';
import { DAY_MS, type TStageContext } from './sync-context.ts';

// The two FBA reports that are states rather than event logs: the estimated FBA fees (Amazon's own
// measurement, size tier and per-unit fees of every FBA SKU, as of today) and the inventory ledger
// summary (per month and country: opening balance, receipts, shipments, returns, found, lost, damaged,
// closing balance per FNSKU). Both are read whole and upserted: the current month's summary row and a
// SKU's fees are overwritten as they change, nothing else moves.

type TRecord = Record<string, string>;

/** A column by its name in any of Amazon's spellings ("Starting Warehouse Balance", "StartingWarehouseBalance"). */
function columns(record: TRecord): (name: string) => string | undefined {
  const byKey = new Map(Object.entries(record).map(([k, v]) => [k.replace(/[\s_-]/g, '').toLowerCase(), v]));
  return (name) => byKey.get(name.replace(/[\s_-]/g, '').toLowerCase());
}

const measure = (
  value: string | undefined,
  convert: (n: number, unit?: string) => number | null,
  unit?: string,
) => {
  if (value === undefined || value.trim() === '') return null;
  const n = convert(Number(value), unit);
  return n === null || Math.abs(n) >= 1e7 ? null : String(n);
};

export async function importEstimatedFees(ctx: TStageContext): Promise<void> {
  const text = await ctx.marketplace.spApi.fetchReport(ctx.store, {
    reportType: 'GET_FBA_ESTIMATED_FBA_FEES_TXT_DATA',
    marketplaceIds: [ctx.store.marketplaceId],
  });
  const rows = (text === null ? [] : parseTsv(text)).flatMap((record) => {
    const c = columns(record);
    const sku = textOf(c('sku'));
    if (!sku) return [];
    const lengthUnit = c('unit-of-dimension');
    const weightUnit = c('unit-of-weight');
    return [
      {
        channelId: ctx.store.channelId,
        sku,
        fnsku: textOf(c('fnsku')),
        asin: textOf(c('asin')),
        productGroup: textOf(c('product-group')),
        sizeTier: textOf(c('product-size-weight-band') ?? c('product-size-tier')),
        longestSideIn: measure(c('longest-side'), toInches, lengthUnit),
        medianSideIn: measure(c('median-side'), toInches, lengthUnit),
        shortestSideIn: measure(c('shortest-side'), toInches, lengthUnit),
        lengthAndGirthIn: measure(c('length-and-girth'), toInches, lengthUnit),
        weightLb: measure(c('item-package-weight'), toPounds, weightUnit),
        currency: textOf(c('currency')),
        yourPrice: moneyOf(c('your-price')),
        estimatedFeeTotal: moneyOf(c('estimated-fee-total')),
        referralFeePerUnit: moneyOf(c('estimated-referral-fee-per-unit')),
        variableClosingFee: moneyOf(c('estimated-variable-closing-fee')),
        // The US report says "fulfillment", the European ones "domestic-fulfilment".
        fulfillmentFeePerUnit: moneyOf(
          c('expected-fulfillment-fee-per-unit') ?? c('expected-domestic-fulfilment-fee-per-unit'),
        ),
      },
    ];
  });
  ctx.counts.estimated_fees = await upsertPerStore(ctx.db, fbaEstimatedFees, 'sku', rows);
}

/** "11/2026" (a monthly period) or a day → the day the period starts; null when unreadable. */
function periodStart(label: string | undefined): string | null {
  const month = label ? /^(\d{2})\/(\d{4})$/.exec(label) : null;
  if (month) return `${month[2]}-${month[1]}-01`;
  const day = reportDate(label);
  return day ? isoDay(day) : null;
}

/** The monthly ledger summary from the first of the month `days` ago up to now, in one report. */
export async function importLedgerSummary(ctx: TStageContext, days = FBA_HISTORY_DAYS): Promise<void> {
  const now = ctx.clock.now().getTime();
  const since = new Date(now - days * DAY_MS);
  const text = await ctx.marketplace.spApi.fetchReport(ctx.store, {
    reportType: 'GET_LEDGER_SUMMARY_VIEW_DATA',
    marketplaceIds: [ctx.store.marketplaceId],
    // Whole months, so no month is split between two reports (its row would be a part of it).
    dataStartTime: new Date(Date.UTC(since.getUTCFullYear(), since.getUTCMonth(), 1)).toISOString(),
    dataEndTime: new Date(now - 1).toISOString(),
    reportOptions: { aggregateByLocation: 'COUNTRY', aggregatedByTimePeriod: 'MONTHLY' },
  });
  const records = (text === null ? [] : parseTsv(text)).map((r) => ({ r, c: columns(r) }));
  const rows = keyRows(
    records.filter(({ c }) => periodStart(c('Date')) !== null),
    ({ c }) => [c('Date'), c('FNSKU'), c('MSKU'), c('Disposition'), c('Location')].join('|'),
  ).map(({ c, rowKey }) => ({
    channelId: ctx.store.channelId,
    rowKey,
    period: c('Date') as string,
    periodStart: periodStart(c('Date')) as string,
    fnsku: textOf(c('FNSKU')),
    asin: textOf(c('ASIN')),
    msku: textOf(c('MSKU')),
    disposition: textOf(c('Disposition')),
    location: textOf(c('Location')),
    startingBalance: intOf(c('Starting Warehouse Balance')),
    inTransit: intOf(c('In Transit Between Warehouses')),
    receipts: intOf(c('Receipts')),
    customerShipments: intOf(c('Customer Shipments')),
    customerReturns: intOf(c('Customer Returns')),
    vendorReturns: intOf(c('Vendor Returns')),
    warehouseTransfers: intOf(c('Warehouse Transfer In/Out')),
    found: intOf(c('Found')),
    lost: intOf(c('Lost')),
    damaged: intOf(c('Damaged')),
    disposed: intOf(c('Disposed')),
    otherEvents: intOf(c('Other Events')),
    endingBalance: intOf(c('Ending Warehouse Balance')),
    unknownEvents: intOf(c('Unknown Events')),
  }));
  ctx.counts.ledger_summary = await upsertPerStore(ctx.db, fbaLedgerSummary, 'rowKey', rows);
}

/** Both, over `days` of ledger summary (whole months). */
export async function importFbaSnapshots(ctx: TStageContext, days = FBA_HISTORY_DAYS): Promise<void> {
  await importEstimatedFees(ctx);
  await importLedgerSummary(ctx, days);
}
