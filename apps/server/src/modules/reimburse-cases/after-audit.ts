import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { channels } from '../../db/schema/index.ts';
import { casePayments } from '../../lib/case-payments.ts';
import { reimbursePlanOf } from '../../lib/reimburse-enrolment.ts';
import { createDraftCases } from './create-drafts.ts';
import { matchCaseReimbursements } from './matching.ts';

/**
 * After each audit of a store: its new open findings become cases (only for a company enrolled in
 * reimbursement recovery), then Amazon's reimbursements are matched to its filed cases.
 */
export async function afterAudit(db: TDb, channelId: string) {
  const [channel] = await db
    .select({ companyId: channels.companyId })
    .from(channels)
    .where(eq(channels.id, channelId));
  if (!channel) return null;
  const drafts = (await reimbursePlanOf(db, channel.companyId))
    ? await createDraftCases(db, { companyId: channel.companyId, channelId })
    : null;
  const matched = await matchCaseReimbursements(db, channelId);
  return { drafts, matched };
}

/**
 * What billing charges commission on (issue 20): per case of the company, what Amazon paid on it within
 * [monthStart, monthEnd), net of reversals — the payout summary reads the same query (lib/case-payments).
 */
export async function billableCasesOf(db: TDb, companyId: string, monthStart: Date, monthEnd: Date) {
  const paid = await casePayments(db, { companyId, from: monthStart, to: monthEnd });
  return paid.map(({ month: _month, amountMinor, lastApprovedOn, ...row }) => ({
    ...row,
    reimbursedMinor: amountMinor,
    reimbursedAt: new Date(`${lastApprovedOn}T00:00:00Z`),
  }));
}
