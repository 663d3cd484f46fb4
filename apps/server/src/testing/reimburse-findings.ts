import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { companyPlans, fbaReimbursements, plans, reimburseFindings } from '../db/schema/index.ts';

// A reimbursement finding for tests: a lost unit pair worth $24.60 unless the seed says otherwise.

export type TFindingSeed = Partial<typeof reimburseFindings.$inferInsert> & {
  channelId: string;
  key: string;
};

export async function insertFinding(db: TDb, seed: TFindingSeed): Promise<string> {
  const { key, ...rest } = seed;
  const [row] = await db
    .insert(reimburseFindings)
    .values({
      kind: 'lost-not-reimbursed',
      findingKey: key,
      status: 'open',
      quantity: 2,
      estimatedValueMinor: 2460,
      unitValueMinor: 1230,
      currency: 'USD',
      valuation: '2 × $12.30 unit cost you entered',
      occurredAt: new Date('2026-10-01T00:00:00Z'),
      claimDeadline: '2026-12-05',
      sku: `SKU-${key}`,
      fnsku: `X00${key}`,
      referenceId: `REF-${key}`,
      evidence: { reference_id: `REF-${key}`, rows: [{ date: '2026-10-01', quantity: -2 }] },
      ...rest,
    })
    .returning({ id: reimburseFindings.id });
  if (!row) throw new Error('finding insert returned no row');
  return row.id;
}

/** Gives the company the seeded reimburse plan (20 % commission): it is enrolled. */
export async function enrolCompany(db: TDb, companyId: string): Promise<void> {
  const [plan] = await db.select({ id: plans.id }).from(plans).where(eq(plans.name, 'reimburse'));
  if (!plan) throw new Error('the reimburse plan is not seeded');
  await db.insert(companyPlans).values({ companyId, planId: plan.id });
}

/** One row of Amazon's reimbursements report, as the import stores it (amounts in major units). */
export async function insertReimbursementRow(
  db: TDb,
  row: {
    channelId: string;
    reimbursementId: string;
    approvalDate: string;
    amount: string;
    quantity: number;
    caseId?: string;
    sku?: string;
    fnsku?: string;
    amazonOrderId?: string;
    reason?: string;
    originalReimbursementId?: string;
  },
): Promise<void> {
  await db.insert(fbaReimbursements).values({
    channelId: row.channelId,
    rowKey: `${row.reimbursementId}:${row.amount}`,
    reimbursementId: row.reimbursementId,
    approvalDate: new Date(`${row.approvalDate}T10:00:00Z`),
    caseId: row.caseId ?? null,
    amazonOrderId: row.amazonOrderId ?? null,
    reason: row.reason ?? (row.amount.startsWith('-') ? 'Reimbursement_Reversal' : 'Lost_Warehouse'),
    sku: row.sku ?? null,
    fnsku: row.fnsku ?? null,
    currency: 'USD',
    amountTotal: row.amount,
    quantityTotal: row.quantity,
    originalReimbursementId: row.originalReimbursementId ?? null,
  });
}
