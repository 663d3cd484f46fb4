import { type AnyColumn, and, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { TDb } from '../db/client.ts';
import { AppError } from './outcome.ts';

type TStoreRowTable = PgTable & { id: AnyColumn; channelId: AnyColumn };

/**
 * The row `id` of `table` in the store `channelId`; none answers not-found with `missing`: a row of
 * another store is not the caller's to know of.
 */
export async function storeRowById<T extends TStoreRowTable>(
  db: TDb,
  table: T,
  channelId: string,
  id: string,
  missing: string,
): Promise<T['$inferSelect']> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(table.channelId, channelId)))
    .limit(1);
  if (!row) throw new AppError('not-found', missing);
  return row as T['$inferSelect'];
}
