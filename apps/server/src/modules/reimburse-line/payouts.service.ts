import { commissionOf, type TPayoutMonth, type TPayoutSummary } from '@seller-tools/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { reimburseFindings } from '../../db/schema/index.ts';
import type { TReviewStore } from '../../lib/store-access.ts';

/**
 * What Amazon paid per month for a store's findings, our commission at the plan's percent and the net.
 * The month is the one of the payment (resolved_at, else the row's last change when the audit closed it).
 */
export async function payoutSummary(
  db: TDb,
  store: TReviewStore,
  commissionPercent: number,
): Promise<TPayoutSummary> {
  const f = reimburseFindings;
  const month = sql<string>`to_char(coalesce(${f.resolvedAt}, ${f.updatedAt}) at time zone 'UTC', 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      currency: sql<string>`max(${f.currency})`,
      cases: sql<number>`count(*)::int`,
      recovered: sql<number>`coalesce(sum(coalesce(${f.reimbursedAmountMinor}, 0)), 0)::bigint`,
    })
    .from(f)
    .where(and(eq(f.channelId, store.channelId), eq(f.status, 'reimbursed')))
    .groupBy(month)
    .orderBy(desc(month));
  const months: TPayoutMonth[] = rows.map((row) => {
    const recovered = Number(row.recovered);
    const commission = commissionOf(recovered, commissionPercent);
    return { month: row.month, cases: row.cases, recovered, commission, net: recovered - commission };
  });
  const sum = (key: 'cases' | 'recovered' | 'commission' | 'net') =>
    months.reduce((total, m) => total + m[key], 0);
  return {
    currency: rows[0]?.currency ?? 'USD',
    commission_percent: commissionPercent,
    months,
    totals: {
      cases: sum('cases'),
      recovered: sum('recovered'),
      commission: sum('commission'),
      net: sum('net'),
    },
  };
}
