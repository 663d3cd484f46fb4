import {
  commissionOf,
  type TAutomaticPayoutMonth,
  type TPayoutMonth,
  type TPayoutSummary,
} from '@seller-tools/contract';
import { and, desc, eq, notExists, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { reimburseCaseFindings, reimburseFindings } from '../../db/schema/index.ts';
import { casePayments } from '../../lib/case-payments.ts';
import type { TReviewStore } from '../../lib/store-access.ts';

/**
 * Per month, what Amazon paid on the store's cases (the reimbursements matched to them, net of reversals,
 * in the month Amazon approved them), our commission at the plan's percent and the net. The commission is
 * taken per case, as the month's invoice charges it (billableCasesOf), so both agree to the cent.
 */
async function caseMonths(db: TDb, channelId: string, commissionPercent: number) {
  const perCase = await casePayments(db, { channelId });
  const months = new Map<string, TPayoutMonth>();
  for (const row of perCase) {
    const recovered = row.amountMinor;
    const commission = commissionOf(recovered, commissionPercent);
    const m = months.get(row.month) ?? { month: row.month, cases: 0, recovered: 0, commission: 0, net: 0 };
    m.cases += 1;
    m.recovered += recovered;
    m.commission += commission;
    m.net += recovered - commission;
    months.set(row.month, m);
  }
  return { months: [...months.values()], currency: perCase[0]?.currency };
}

/** Findings Amazon reimbursed on its own (in no active case), per month of the payment: no commission. */
async function automaticMonths(db: TDb, channelId: string) {
  const f = reimburseFindings;
  const month = sql<string>`to_char(coalesce(${f.resolvedAt}, ${f.updatedAt}) at time zone 'UTC', 'YYYY-MM')`;
  const inCase = db
    .select({ one: sql`1` })
    .from(reimburseCaseFindings)
    .where(and(eq(reimburseCaseFindings.findingId, f.id), eq(reimburseCaseFindings.active, true)));
  const rows = await db
    .select({
      month,
      currency: sql<string>`max(${f.currency})`,
      findings: sql<number>`count(*)::int`,
      amount: sql<number>`coalesce(sum(coalesce(${f.reimbursedAmountMinor}, 0)), 0)::bigint`,
    })
    .from(f)
    .where(and(eq(f.channelId, channelId), eq(f.status, 'reimbursed'), notExists(inCase)))
    .groupBy(month)
    .orderBy(desc(month));
  const months: TAutomaticPayoutMonth[] = rows.map((row) => ({
    month: row.month,
    findings: row.findings,
    amount: Number(row.amount),
  }));
  return { months, currency: rows[0]?.currency };
}

/** The payout summary of a store: our cases per month with the commission, and Amazon's own payments apart. */
export async function payoutSummary(
  db: TDb,
  store: TReviewStore,
  commissionPercent: number,
): Promise<TPayoutSummary> {
  const cases = await caseMonths(db, store.channelId, commissionPercent);
  const automatic = await automaticMonths(db, store.channelId);
  const sum = (key: 'cases' | 'recovered' | 'commission' | 'net') =>
    cases.months.reduce((total, m) => total + m[key], 0);
  return {
    currency: cases.currency ?? automatic.currency ?? 'USD',
    commission_percent: commissionPercent,
    months: cases.months,
    totals: {
      cases: sum('cases'),
      recovered: sum('recovered'),
      commission: sum('commission'),
      net: sum('net'),
    },
    automatic: automatic.months,
    automatic_total: automatic.months.reduce((total, m) => total + m.amount, 0),
  };
}
