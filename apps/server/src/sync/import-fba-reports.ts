import type { z } from 'zod';
import { fbaCustomerReturns, fbaLedgerEvents, fbaReimbursements } from '../db/schema/index.ts';
import { parseTsv } from '../integrations/amazon/sp-api.ts';
import { validRecords } from './amazon-payloads.ts';
import { ZLedgerRow, ZReimbursementRow, ZReturnRow } from './amazon-records.ts';
import { upsertPerStore } from './bulk-upsert.ts';
import {
  dayWindows,
  eachLimited,
  intOf,
  isoDay,
  keyRows,
  moneyOf,
  reportDate,
  textOf,
} from './report-rows.ts';
import { checkBudget } from './stage-errors.ts';
import { DAY_MS, type TStageContext } from './sync-context.ts';
import { addCount } from './token-pages.ts';

/** The ledger keeps 18 months; reimbursements and returns are read as far back. */
export const FBA_HISTORY_DAYS = 540;
const WINDOW_DAYS = 180;
const REPORTS_IN_FLIGHT = 3;

type TRecord = Record<string, string>;
type TKind = {
  reportType: string;
  /** The columns a row cannot be written without (amazon-records.ts). */
  schema: z.ZodType<TRecord>;
  write(ctx: TStageContext, records: TRecord[]): Promise<number>;
};

type TReportTable = typeof fbaLedgerEvents | typeof fbaReimbursements | typeof fbaCustomerReturns;

/** A report's rows, keyed on the store and the key derived from the row (keyRows). */
function upsertReportRows<T extends TReportTable>(ctx: TStageContext, table: T, rows: T['$inferInsert'][]) {
  return upsertPerStore(ctx.db, table, 'rowKey', rows);
}

export const FBA_REPORTS: Record<string, TKind> = {
  ledger: {
    reportType: 'GET_LEDGER_DETAIL_VIEW_DATA',
    schema: ZLedgerRow,
    async write(ctx, records) {
      const rows = keyRows(
        records.filter((r) => reportDate(r.Date) && r.EventType),
        (r) =>
          [
            r.Date,
            r.FNSKU,
            r.MSKU,
            r.EventType,
            r.ReferenceID,
            r.Quantity,
            r.FulfillmentCenter,
            r.Disposition,
            r.Reason,
          ].join('|'),
      ).map((r) => ({
        channelId: ctx.store.channelId,
        rowKey: r.rowKey,
        eventDate: isoDay(reportDate(r.Date) as Date),
        fnsku: textOf(r.FNSKU),
        asin: textOf(r.ASIN),
        msku: textOf(r.MSKU),
        title: textOf(r.Title),
        eventType: r.EventType as string,
        referenceId: textOf(r.ReferenceID),
        quantity: intOf(r.Quantity) ?? 0,
        fulfillmentCenter: textOf(r.FulfillmentCenter),
        disposition: textOf(r.Disposition),
        reason: textOf(r.Reason),
        country: textOf(r.Country),
        reconciledQuantity: intOf(r.ReconciledQuantity),
        unreconciledQuantity: intOf(r.UnreconciledQuantity),
      }));
      return upsertReportRows(ctx, fbaLedgerEvents, rows);
    },
  },
  reimbursements: {
    reportType: 'GET_FBA_REIMBURSEMENTS_DATA',
    schema: ZReimbursementRow,
    async write(ctx, records) {
      const rows = keyRows(
        records.filter((r) => r['reimbursement-id'] && reportDate(r['approval-date'])),
        (r) => [r['reimbursement-id'], r.sku, r.fnsku, r.condition, r['amazon-order-id']].join('|'),
      ).map((r) => ({
        channelId: ctx.store.channelId,
        rowKey: r.rowKey,
        reimbursementId: r['reimbursement-id'] as string,
        approvalDate: reportDate(r['approval-date']) as Date,
        caseId: textOf(r['case-id']),
        amazonOrderId: textOf(r['amazon-order-id']),
        reason: textOf(r.reason),
        sku: textOf(r.sku),
        fnsku: textOf(r.fnsku),
        asin: textOf(r.asin),
        productName: textOf(r['product-name']),
        condition: textOf(r.condition),
        currency: textOf(r['currency-unit']),
        amountPerUnit: moneyOf(r['amount-per-unit']),
        amountTotal: moneyOf(r['amount-total']),
        quantityCash: intOf(r['quantity-reimbursed-cash']),
        quantityInventory: intOf(r['quantity-reimbursed-inventory']),
        quantityTotal: intOf(r['quantity-reimbursed-total']),
        originalReimbursementId: textOf(r['original-reimbursement-id']),
        originalReimbursementType: textOf(r['original-reimbursement-type']),
      }));
      return upsertReportRows(ctx, fbaReimbursements, rows);
    },
  },
  returns: {
    reportType: 'GET_FBA_FULFILLMENT_CUSTOMER_RETURNS_DATA',
    schema: ZReturnRow,
    async write(ctx, records) {
      const rows = keyRows(
        records.filter((r) => r['order-id'] && reportDate(r['return-date'])),
        (r) => [r['return-date'], r['order-id'], r.fnsku, r.sku, r['license-plate-number']].join('|'),
      ).map((r) => ({
        channelId: ctx.store.channelId,
        rowKey: r.rowKey,
        returnDate: reportDate(r['return-date']) as Date,
        amazonOrderId: r['order-id'] as string,
        sku: textOf(r.sku),
        asin: textOf(r.asin),
        fnsku: textOf(r.fnsku),
        productName: textOf(r['product-name']),
        quantity: intOf(r.quantity) ?? 0,
        fulfillmentCenterId: textOf(r['fulfillment-center-id']),
        detailedDisposition: textOf(r['detailed-disposition']),
        reason: textOf(r.reason),
        status: textOf(r.status),
        licensePlateNumber: textOf(r['license-plate-number']),
        customerComments: textOf(r['customer-comments']),
      }));
      return upsertReportRows(ctx, fbaCustomerReturns, rows);
    },
  },
};

type TCheckpoint = { from: number; to: number; done: string[] };

/**
 * The FBA reports (ledger detail, reimbursements, customer returns) over `days`, in day-aligned windows;
 * each finished (kind, window) is recorded so a restart reads only what is missing.
 */
export async function importFbaReports(ctx: TStageContext, days = FBA_HISTORY_DAYS): Promise<void> {
  const now = ctx.clock.now().getTime();
  const saved = ctx.checkpoint as TCheckpoint | null;
  const cp: TCheckpoint = saved?.from
    ? { ...saved, done: [...(saved.done ?? [])] }
    : { from: now - days * DAY_MS, to: now, done: [] };
  const windows = dayWindows(cp.from, cp.to, WINDOW_DAYS);
  const jobs = Object.entries(FBA_REPORTS).flatMap(([kind, def]) =>
    windows.map((w, i) => ({ kind, def, w, id: `${kind}:${i}` })),
  );
  let saving = Promise.resolve();
  await eachLimited(
    jobs.filter((j) => !cp.done.includes(j.id)),
    REPORTS_IN_FLIGHT,
    async (job) => {
      checkBudget(ctx); // between reports: what is done is in the checkpoint
      const text = await ctx.marketplace.spApi.fetchReport(ctx.store, {
        reportType: job.def.reportType,
        marketplaceIds: [ctx.store.marketplaceId],
        dataStartTime: new Date(job.w.start).toISOString(),
        dataEndTime: new Date(job.w.end - 1).toISOString(),
      });
      const records = text === null ? [] : parseTsv(text);
      const written = await job.def.write(ctx, validRecords(ctx, `${job.kind} row`, job.def.schema, records));
      addCount(ctx, job.kind, written);
      cp.done.push(job.id);
      const snapshot = { ...cp, done: [...cp.done].sort() };
      const counts = { ...ctx.counts };
      saving = saving.then(() => ctx.progress.save(counts, snapshot));
      await saving;
    },
  );
  ctx.checkpoint = { ...cp, syncedTo: cp.to };
}
