import { createHash } from 'node:crypto';
import { and, desc, eq, getTableName, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { accountHealthSnapshots, listingSnapshots, offerSnapshots } from '../db/schema/index.ts';
import type { TStageContext } from './sync-context.ts';

// Writes snapshots of watched subjects (an ASIN's offers, a listing, the account's health per
// marketplace): a subject whose content is what its latest row holds only gets `last_seen_at` moved;
// new content becomes a new row observed now. So a re-run writes no new row, and a change shows as the
// difference between a subject's consecutive rows.

type TSnapshotTable = typeof offerSnapshots | typeof listingSnapshots | typeof accountHealthSnapshots;
type TMeta = 'channelId' | 'observedAt' | 'lastSeenAt' | 'contentHash';

/** A stable hash of the stored content (keys sorted, so field order never counts as a change). */
export function contentHash(content: unknown): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value as Record<string, unknown>)
              .filter(([, v]) => v !== undefined)
              .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
              .map(([k, v]) => [k, canonical(v)]),
          )
        : value;
  return createHash('sha256')
    .update(JSON.stringify(canonical(content)))
    .digest('base64url');
}

export async function writeSnapshots<T extends TSnapshotTable>(
  ctx: Pick<TStageContext, 'db' | 'clock' | 'store'>,
  table: T,
  subject: PgColumn,
  rows: Omit<T['$inferInsert'], TMeta>[],
  subjectOf: (row: Omit<T['$inferInsert'], TMeta>) => string,
): Promise<{ changed: number; unchanged: number }> {
  if (rows.length === 0) return { changed: 0, unchanged: 0 };
  const now = ctx.clock.now();
  const channelId = ctx.store.channelId;
  const t = table as typeof offerSnapshots; // the shared columns, for the query builder
  const keys = [...new Set(rows.map(subjectOf))];
  const latest = await ctx.db
    .selectDistinctOn([subject], { key: sql<string>`${subject}`, hash: t.contentHash })
    .from(t)
    .where(and(eq(t.channelId, channelId), inArray(subject, keys)))
    .orderBy(subject, desc(t.observedAt));
  const latestHash = new Map(latest.map((r) => [r.key, r.hash]));
  const fresh: T['$inferInsert'][] = [];
  const same: string[] = [];
  for (const row of rows) {
    const hash = contentHash(row);
    if (latestHash.get(subjectOf(row)) === hash) same.push(subjectOf(row));
    else
      fresh.push({
        ...row,
        channelId,
        observedAt: now,
        lastSeenAt: now,
        contentHash: hash,
      } as T['$inferInsert']);
  }
  // (Cast to one of the tables: the union of three insert types defeats drizzle's overloads.)
  if (fresh.length > 0)
    await ctx.db
      .insert(t)
      .values(fresh as (typeof offerSnapshots.$inferInsert)[])
      .onConflictDoNothing();
  if (same.length > 0) {
    const name = sql.raw(`"${getTableName(table)}"`);
    const col = sql.raw(`"${subject.name}"`);
    await ctx.db
      .update(t)
      .set({ lastSeenAt: now })
      .where(
        and(
          eq(t.channelId, channelId),
          inArray(subject, same),
          sql`${t.observedAt} = (select max(p.observed_at) from ${name} p
                where p.channel_id = ${name}.channel_id and p.${col} = ${name}.${col})`,
        ),
      );
  }
  return { changed: fresh.length, unchanged: same.length };
}
