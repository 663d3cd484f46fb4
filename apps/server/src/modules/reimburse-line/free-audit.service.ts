import {
  EXPIRING_SOON_DAYS,
  FREE_AUDIT_DEADLINES,
  type TFindingKind,
  type TFreeAudit,
} from '@seller-tools/contract';
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { reimburseAuditRuns, reimburseFindings } from '../../db/schema/index.ts';
import type { TClock } from '../../lib/clock.ts';
import { reimbursePlanOf } from '../../lib/reimburse-enrolment.ts';
import type { TReviewStore } from '../../lib/store-access.ts';

const CLAIMABLE = ['open', 'needs-action'];

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The free audit of one store: sums and kinds, and the nearest deadlines as kind + day + value. It selects
 * only those columns, so no id of an order, shipment or SKU can reach a company that has not enrolled.
 */
export function createFreeAuditService({ db, clock }: { db: TDb; clock: TClock }) {
  return async function freeAudit(store: TReviewStore, companyId: string): Promise<TFreeAudit> {
    const f = reimburseFindings;
    const today = isoDay(clock.now());
    const soon = isoDay(new Date(clock.now().getTime() + EXPIRING_SOON_DAYS * 86_400_000));
    const claimable = sql`${f.status} in ('open', 'needs-action')`;
    const [totals] = await db
      .select({
        currency: sql<string | null>`max(${f.currency})`,
        potentialCount: sql<number>`count(*) filter (where ${claimable})::int`,
        potentialValue: sql<number>`coalesce(sum(${f.estimatedValueMinor}) filter (where ${claimable}), 0)::bigint`,
        soonCount: sql<number>`count(*) filter (where ${claimable} and ${f.claimDeadline} between ${today} and ${soon})::int`,
        soonValue: sql<number>`coalesce(sum(${f.estimatedValueMinor}) filter (where ${claimable} and ${f.claimDeadline} between ${today} and ${soon}), 0)::bigint`,
        expiredCount: sql<number>`count(*) filter (where ${f.status} = 'expired')::int`,
        expiredValue: sql<number>`coalesce(sum(${f.estimatedValueMinor}) filter (where ${f.status} = 'expired'), 0)::bigint`,
        recoveredCount: sql<number>`count(*) filter (where ${f.status} = 'reimbursed')::int`,
        recoveredValue: sql<number>`coalesce(sum(coalesce(${f.reimbursedAmountMinor}, ${f.estimatedValueMinor})) filter (where ${f.status} = 'reimbursed'), 0)::bigint`,
      })
      .from(f)
      .where(eq(f.channelId, store.channelId));
    const byKind = await db
      .select({
        kind: f.kind,
        count: sql<number>`count(*)::int`,
        value: sql<number>`coalesce(sum(${f.estimatedValueMinor}), 0)::bigint`,
      })
      .from(f)
      .where(and(eq(f.channelId, store.channelId), inArray(f.status, CLAIMABLE)))
      .groupBy(f.kind)
      .orderBy(desc(sql`sum(${f.estimatedValueMinor})`));
    const nearest = await db
      .select({ kind: f.kind, claimDeadline: f.claimDeadline, value: f.estimatedValueMinor })
      .from(f)
      .where(and(eq(f.channelId, store.channelId), inArray(f.status, CLAIMABLE), isNotNull(f.claimDeadline)))
      .orderBy(asc(f.claimDeadline), desc(f.estimatedValueMinor))
      .limit(FREE_AUDIT_DEADLINES);
    const [run] = await db
      .select({ at: reimburseAuditRuns.finishedAt })
      .from(reimburseAuditRuns)
      .where(and(eq(reimburseAuditRuns.channelId, store.channelId), isNotNull(reimburseAuditRuns.finishedAt)))
      .orderBy(desc(reimburseAuditRuns.finishedAt))
      .limit(1);
    const tally = (count = 0, value = 0) => ({ count: Number(count), value: Number(value) });
    return {
      currency: totals?.currency ?? 'USD',
      potential: tally(totals?.potentialCount, totals?.potentialValue),
      expiring_soon: tally(totals?.soonCount, totals?.soonValue),
      expired: tally(totals?.expiredCount, totals?.expiredValue),
      recovered: tally(totals?.recoveredCount, totals?.recoveredValue),
      by_kind: byKind.map((row) => ({
        kind: row.kind as TFindingKind,
        count: row.count,
        value: Number(row.value),
      })),
      nearest_deadlines: nearest.map((row) => ({
        kind: row.kind as TFindingKind,
        claim_deadline: row.claimDeadline ?? '',
        estimated_value: row.value,
      })),
      last_audit_at: run?.at ? new Date(run.at).toISOString() : null,
      enrolled: (await reimbursePlanOf(db, companyId)) !== null,
    };
  };
}
