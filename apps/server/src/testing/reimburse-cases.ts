import { toMinorUnits } from '@seller-tools/contract';
import { connectDatabase } from '../db/client.ts';
import { fbaReimbursements } from '../db/schema/index.ts';
import { monthRange } from '../modules/billing/billing-months.ts';
import { afterAudit, billableCasesOf, createDraftCases } from '../modules/reimburse-cases/index.ts';

// Reimbursement cases in a started server's database, for the e2e specs: what the audit job does after a
// sync (findings into draft cases, Amazon's payments matched to filed cases), run on demand.

async function withDb<T>(
  databaseUrl: string,
  run: (db: ReturnType<typeof connectDatabase>['db']) => Promise<T>,
) {
  const database = connectDatabase(databaseUrl, { max: 2 });
  try {
    return await run(database.db);
  } finally {
    await database.close();
  }
}

/** The store's open findings into draft cases, as after an audit of an enrolled store. */
export function createDraftCasesIn(databaseUrl: string, companyId: string, channelId: string) {
  return withDb(databaseUrl, (db) => createDraftCases(db, { companyId, channelId }));
}

/** A row of GET_FBA_REIMBURSEMENTS_DATA (as the sandbox's report holds it) stored as the reports sync does. */
export type TReportReimbursement = {
  reimbursementId: string;
  caseId: string;
  approvedAt: string;
  sku: string;
  fnsku: string | null;
  quantity: number;
  amountPerUnit: number;
  currency: string;
};

/** Stores the report row, then runs what the audit job runs after a sync: cases and matching. */
export function importReimbursementAndMatch(
  databaseUrl: string,
  channelId: string,
  row: TReportReimbursement,
) {
  return withDb(databaseUrl, async (db) => {
    const total = (row.amountPerUnit * row.quantity).toFixed(2);
    await db
      .insert(fbaReimbursements)
      .values({
        channelId,
        rowKey: `${row.reimbursementId}:${total}`,
        reimbursementId: row.reimbursementId,
        approvalDate: new Date(row.approvedAt),
        caseId: row.caseId,
        reason: 'Lost_Warehouse',
        sku: row.sku,
        fnsku: row.fnsku,
        currency: row.currency,
        amountPerUnit: row.amountPerUnit.toFixed(2),
        amountTotal: total,
        quantityCash: row.quantity,
        quantityInventory: 0,
        quantityTotal: row.quantity,
      })
      .onConflictDoNothing();
    const result = await afterAudit(db, channelId);
    return { ...result, amountMinor: toMinorUnits(total, row.currency) };
  });
}

/** What the product's billing port answers for the company's month (YYYY-MM): its cases Amazon paid. */
export function billableCasesIn(databaseUrl: string, companyId: string, month: string) {
  const { start, end } = monthRange(month);
  return withDb(databaseUrl, (db) => billableCasesOf(db, companyId, start, end));
}
