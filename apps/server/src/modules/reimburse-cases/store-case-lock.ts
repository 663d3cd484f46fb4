import { sql } from 'drizzle-orm';
import type { TTx } from '../../db/client.ts';

/** Takes the store's case lock for the transaction: draft creation and payment matching run one at a time. */
export async function lockStoreCases(tx: TTx, channelId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('reimburse-cases'), hashtext(${channelId}))`);
}
