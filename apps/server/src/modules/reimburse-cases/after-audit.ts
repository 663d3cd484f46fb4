import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { channels, reimburseCaseReimbursements, reimburseCases } from '../../db/schema/index.ts';
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

/** Every reimbursement (and reversal) matched to the store's cases, oldest first: what billing charges on. */
export async function reimbursedThroughCases(db: TDb, channelId: string) {
  return db
    .select({
      caseId: reimburseCases.id,
      amazonCaseId: reimburseCases.amazonCaseId,
      kind: reimburseCases.kind,
      reimbursementId: reimburseCaseReimbursements.reimbursementId,
      reversal: reimburseCaseReimbursements.reversal,
      approvedOn: reimburseCaseReimbursements.approvedOn,
      quantity: reimburseCaseReimbursements.quantity,
      amountMinor: reimburseCaseReimbursements.amountMinor,
      currency: reimburseCaseReimbursements.currency,
    })
    .from(reimburseCaseReimbursements)
    .innerJoin(reimburseCases, eq(reimburseCases.id, reimburseCaseReimbursements.caseId))
    .where(and(eq(reimburseCaseReimbursements.channelId, channelId)))
    .orderBy(asc(reimburseCaseReimbursements.approvedOn), asc(reimburseCaseReimbursements.reimbursementId));
}

/**
 * What billing charges commission on (issue 20): per case of the company, what Amazon paid on it within
 * [monthStart, monthEnd), net of reversals (their amounts are negative), per currency. Only cases our team
 * filed carry case reimbursements, so Amazon's automatic payments never appear here.
 */
export async function billableCasesOf(db: TDb, companyId: string, monthStart: Date, monthEnd: Date) {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const rows = await db
    .select({
      caseId: reimburseCases.id,
      channelId: reimburseCases.channelId,
      kind: reimburseCases.kind,
      amazonCaseId: reimburseCases.amazonCaseId,
      currency: reimburseCaseReimbursements.currency,
      reimbursedMinor: sql<number>`sum(${reimburseCaseReimbursements.amountMinor})::int`,
      reimbursedOn: sql<string>`max(${reimburseCaseReimbursements.approvedOn})::text`,
    })
    .from(reimburseCaseReimbursements)
    .innerJoin(reimburseCases, eq(reimburseCases.id, reimburseCaseReimbursements.caseId))
    .where(
      and(
        eq(reimburseCases.companyId, companyId),
        gte(reimburseCaseReimbursements.approvedOn, day(monthStart)),
        lt(reimburseCaseReimbursements.approvedOn, day(monthEnd)),
      ),
    )
    .groupBy(reimburseCases.id, reimburseCaseReimbursements.currency)
    .orderBy(asc(reimburseCases.id));
  return rows
    .filter((row) => row.reimbursedMinor !== 0)
    .map(({ reimbursedOn, ...row }) => ({ ...row, reimbursedAt: new Date(`${reimbursedOn}T00:00:00Z`) }));
}
