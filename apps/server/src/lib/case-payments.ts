import { and, asc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { reimburseCaseReimbursements, reimburseCases } from '../db/schema/index.ts';

// What Amazon paid on our cases (issue 20), read by the month's invoice (billing) and by the seller's
// payout summary (reimbursement line) through this one query, so the two agree to the cent: per case,
// per month of Amazon's approval and per currency, net of reversals (their amounts are negative). Only
// cases our team filed carry case reimbursements, so Amazon's automatic payments never appear here.

export type TCasePayment = {
  caseId: string;
  channelId: string;
  kind: string;
  amazonCaseId: string | null;
  /** YYYY-MM of Amazon's approval. */
  month: string;
  currency: string;
  amountMinor: number;
  /** The last approval counted (YYYY-MM-DD). */
  lastApprovedOn: string;
};

const day = (d: Date) => d.toISOString().slice(0, 10);

/** A store's or a company's case payments, optionally within [from, to); cases netting to zero left out. */
export async function casePayments(
  db: TDb,
  scope: ({ channelId: string } | { companyId: string }) & { from?: Date; to?: Date },
): Promise<TCasePayment[]> {
  const r = reimburseCaseReimbursements;
  const month = sql<string>`to_char(${r.approvedOn}, 'YYYY-MM')`;
  const where: (SQL | undefined)[] = [
    'channelId' in scope ? eq(r.channelId, scope.channelId) : eq(reimburseCases.companyId, scope.companyId),
    scope.from ? gte(r.approvedOn, day(scope.from)) : undefined,
    scope.to ? lt(r.approvedOn, day(scope.to)) : undefined,
  ];
  const rows = await db
    .select({
      caseId: reimburseCases.id,
      channelId: reimburseCases.channelId,
      kind: reimburseCases.kind,
      amazonCaseId: reimburseCases.amazonCaseId,
      month,
      currency: r.currency,
      amountMinor: sql<number>`sum(${r.amountMinor})::bigint`,
      lastApprovedOn: sql<string>`max(${r.approvedOn})::text`,
    })
    .from(r)
    .innerJoin(reimburseCases, eq(reimburseCases.id, r.caseId))
    .where(and(...where))
    .groupBy(reimburseCases.id, month, r.currency)
    .orderBy(sql`${month} desc`, asc(reimburseCases.id));
  return rows
    .map((row) => ({ ...row, amountMinor: Number(row.amountMinor) }))
    .filter((row) => row.amountMinor !== 0);
}
