import { DATE_RANGE } from '@seller-tools/contract';
import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../db/client.ts';

/**
 * The UTC days of [from, to] (YYYY-MM-DD), oldest first, built by PostgreSQL and never more than the
 * contract's longest period: the latest days when a period (one whose end defaulted) asks for more. The
 * contract refuses such periods already; this keeps a charted series bounded whatever reaches it.
 */
export async function daySeries(db: TDbOrTx, from: string, to: string): Promise<string[]> {
  const result = await db.execute<{ day: string }>(sql`
    select to_char(d, 'YYYY-MM-DD') as day
    from generate_series(${to}::date, ${from}::date, interval '-1 day') as d
    limit ${DATE_RANGE.maxDays}`);
  return result.rows.map((row) => row.day).reverse();
}
