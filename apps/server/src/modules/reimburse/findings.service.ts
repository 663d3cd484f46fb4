import {
  EXPIRING_SOON_DAYS,
  FINDING_KINDS,
  FINDING_STATUSES,
  marketplaceCurrency,
  REVIEW_MESSAGES,
  type TFinding,
  type TFindingStatus,
  type TFindingsSummary,
  type ZFindingListQuery,
} from '@seller-tools/contract';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TDb } from '../../db/client.ts';
import { reimburseAuditRuns, reimburseFindings } from '../../db/schema/index.ts';
import type { TClock } from '../../lib/clock.ts';
import { failure, type Outcome, success } from '../../lib/outcome.ts';
import { findingTextMatch, toFinding } from '../../lib/reimburse-findings.ts';
import type { TReviewStore } from '../../lib/store-access.ts';
import { addDays, utcDay } from './audit/policy.ts';
import { decodeFindingCursor, encodeFindingCursor } from './finding-cursor.ts';

// A store's reimbursement findings (issue 19): the list, nearest claim deadline first (none last), one
// keyset page at a time; and the summary the dashboard and the free audit show.

type TListQuery = z.output<typeof ZFindingListQuery>;

/** What can still be claimed. */
const CLAIMABLE: TFindingStatus[] = ['open', 'needs-action'];

export function createFindingsService({ db, clock }: { db: TDb; clock: TClock }) {
  async function list(
    store: TReviewStore,
    query: TListQuery,
  ): Promise<Outcome<{ items: TFinding[]; next_cursor: string | null }>> {
    const cursor = query.cursor ? decodeFindingCursor(query.cursor) : null;
    if (query.cursor && !cursor) return failure('invalid', REVIEW_MESSAGES.cursorInvalid);
    const f = reimburseFindings;
    const where: (SQL | undefined)[] = [eq(f.channelId, store.channelId)];
    if (query.kind?.length) where.push(inArray(f.kind, query.kind));
    if (query.status?.length) where.push(inArray(f.status, query.status));
    if (query.q) {
      where.push(findingTextMatch(query.q));
    }
    if (cursor) {
      // After (deadline, id) in "deadline ascending, none last, then id" order.
      where.push(
        cursor.deadline === null
          ? and(isNull(f.claimDeadline), gt(f.id, cursor.id))
          : or(
              gt(f.claimDeadline, cursor.deadline),
              and(eq(f.claimDeadline, cursor.deadline), gt(f.id, cursor.id)),
              isNull(f.claimDeadline),
            ),
      );
    }
    const rows = await db
      .select()
      .from(f)
      .where(and(...where))
      .orderBy(sql`${f.claimDeadline} asc nulls last`, asc(f.id))
      .limit(query.limit + 1);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return success({
      items: page.map(toFinding),
      next_cursor:
        rows.length > query.limit && last
          ? encodeFindingCursor({ deadline: last.claimDeadline, id: last.id })
          : null,
    });
  }

  async function summary(store: TReviewStore): Promise<TFindingsSummary> {
    const f = reimburseFindings;
    const today = utcDay(clock.now());
    const soon = addDays(today, EXPIRING_SOON_DAYS);
    const channel = eq(f.channelId, store.channelId);
    const claimable = sql`${f.status} in ('open', 'needs-action')`;
    // What a finding is worth on the dashboard: what Amazon paid once reimbursed, else the estimate.
    const worth = sql`case when ${f.status} = 'reimbursed' then coalesce(${f.reimbursedAmountMinor}, 0) else ${f.estimatedValueMinor} end`;
    const [statusRows, kindRows, monthRows, nearest, [lastRun], [soonRow]] = await Promise.all([
      db
        .select({
          status: f.status,
          count: sql<number>`count(*)::int`,
          value: sql<number>`coalesce(sum(${worth}), 0)::bigint`,
        })
        .from(f)
        .where(channel)
        .groupBy(f.status),
      // By kind: everything found and not dismissed.
      db
        .select({
          kind: f.kind,
          count: sql<number>`count(*)::int`,
          value: sql<number>`coalesce(sum(${worth}), 0)::bigint`,
        })
        .from(f)
        .where(and(channel, sql`${f.status} <> 'dismissed'`))
        .groupBy(f.kind),
      db
        .select({
          month: sql<string>`to_char(${f.occurredAt} at time zone 'UTC', 'YYYY-MM')`,
          found: sql<number>`coalesce(sum(${f.estimatedValueMinor}) filter (where ${f.status} <> 'dismissed'), 0)::bigint`,
          recovered: sql<number>`coalesce(sum(${f.reimbursedAmountMinor}) filter (where ${f.status} = 'reimbursed'), 0)::bigint`,
        })
        .from(f)
        .where(channel)
        .groupBy(sql`1`)
        .orderBy(sql`1`),
      db
        .select()
        .from(f)
        .where(and(channel, claimable, isNotNull(f.claimDeadline), sql`${f.claimDeadline} >= ${today}`))
        .orderBy(asc(f.claimDeadline), asc(f.id))
        .limit(5),
      db
        .select({ at: reimburseAuditRuns.finishedAt })
        .from(reimburseAuditRuns)
        .where(
          and(eq(reimburseAuditRuns.channelId, store.channelId), isNotNull(reimburseAuditRuns.finishedAt)),
        )
        .orderBy(desc(reimburseAuditRuns.finishedAt))
        .limit(1),
      db
        .select({
          count: sql<number>`count(*)::int`,
          value: sql<number>`coalesce(sum(${f.estimatedValueMinor}), 0)::bigint`,
        })
        .from(f)
        .where(and(channel, claimable, sql`${f.claimDeadline} between ${today} and ${soon}`)),
    ]);
    const byStatus = new Map(statusRows.map((r) => [r.status, { count: r.count, value: Number(r.value) }]));
    const tally = (statuses: TFindingStatus[]) =>
      statuses.reduce(
        (sum, s) => ({
          count: sum.count + (byStatus.get(s)?.count ?? 0),
          value: sum.value + (byStatus.get(s)?.value ?? 0),
        }),
        { count: 0, value: 0 },
      );
    const byKind = new Map(kindRows.map((r) => [r.kind, { count: r.count, value: Number(r.value) }]));
    return {
      currency: marketplaceCurrency(store.marketplaceId),
      potential: tally(CLAIMABLE),
      expiring_soon: { count: soonRow?.count ?? 0, value: Number(soonRow?.value ?? 0) },
      recovered: tally(['reimbursed']),
      expired: tally(['expired']),
      by_status: FINDING_STATUSES.map((status) => ({
        status,
        ...(byStatus.get(status) ?? { count: 0, value: 0 }),
      })),
      by_kind: FINDING_KINDS.map((kind) => ({ kind, ...(byKind.get(kind) ?? { count: 0, value: 0 }) })),
      by_month: monthRows.map((r) => ({
        month: r.month,
        found: Number(r.found),
        recovered: Number(r.recovered),
      })),
      nearest_deadlines: nearest.map(toFinding),
      last_audit_at: lastRun?.at?.toISOString() ?? null,
    };
  }

  return { list, summary };
}
