import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TDb } from '../db/client.ts';

export const UPSERT_CHUNK = 1000;

/**
 * Multi-row `insert … on conflict (key) do update` in chunks of UPSERT_CHUNK: one round trip per chunk,
 * never per row. Rows repeating a key within the batch keep the last one (Postgres refuses to update a
 * row twice in one statement). Unchanged rows are left alone, so a second run writes nothing.
 */
export async function bulkUpsert<T extends PgTable>(
  db: TDb,
  table: T,
  key: PgColumn[],
  rows: T['$inferInsert'][],
  options: { keyOf: (row: T['$inferInsert']) => string; skipUnchanged?: boolean },
): Promise<number> {
  if (rows.length === 0) return 0;
  // In key order: two batches that share rows (stages run side by side) then lock them in the same
  // order, so they can wait for each other but never deadlock.
  const unique = [...new Map(rows.map((row) => [options.keyOf(row), row]))]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, row]) => row);
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keyNames = new Set(key.map((c) => c.name));
  const updatable = Object.entries(columns).filter(
    ([field, column]) => !keyNames.has(column.name) && field in (unique[0] as object),
  );
  const set: Record<string, SQL> = {};
  for (const [field, column] of updatable) set[field] = sql.raw(`excluded."${column.name}"`);
  // Only rows whose Amazon data changed are rewritten (synced_at included).
  const changed = sql.join(
    updatable
      .filter(([, column]) => column.name !== 'synced_at')
      .map(([, column]) => sql`${column} is distinct from ${sql.raw(`excluded."${column.name}"`)}`),
    sql` or `,
  );
  for (let i = 0; i < unique.length; i += UPSERT_CHUNK) {
    const chunk = unique.slice(i, i + UPSERT_CHUNK);
    await db
      .insert(table)
      .values(chunk)
      .onConflictDoUpdate({
        target: key,
        set,
        ...(options.skipUnchanged === false ? {} : { setWhere: changed }),
      });
  }
  return unique.length;
}

/**
 * The common case of bulkUpsert: rows keyed by their store and one column of their own (`field`), e.g.
 * (channel_id, sku); the batch's rows are told apart by that column.
 */
export function upsertPerStore<
  T extends PgTable & { channelId: PgColumn },
  K extends keyof T['$inferInsert'] & keyof T & string,
>(db: TDb, table: T, field: K, rows: T['$inferInsert'][]): Promise<number> {
  return bulkUpsert(db, table, [table.channelId, table[field] as PgColumn], rows, {
    keyOf: (row) => String(row[field]),
  });
}
