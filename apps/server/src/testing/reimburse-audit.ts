import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { connectDatabase } from '../db/client.ts';
import { channels, reimburseAuditRuns, reimburseFindings } from '../db/schema/index.ts';
import type { TAuditRunResult } from '../modules/reimburse/audit/run-audit.ts';
import { auditStore } from '../modules/reimburse/audit-store.ts';

// The reimbursement audit of a store in a started server's database, for the audit bench (bench/audit.ts):
// the job's own run as the server recorded it, a fresh audit timed in this process, and a re-run.

/** The store connected for `sellerId`. */
export async function storeOfSeller(databaseUrl: string, sellerId: string): Promise<string> {
  const database = connectDatabase(databaseUrl, { max: 1 });
  try {
    const [row] = await database.db
      .select({ id: channels.id })
      .from(channels)
      .where(and(eq(channels.sellerId, sellerId), isNull(channels.deletedAt)));
    if (!row) throw new Error(`no store for ${sellerId}`);
    return row.id;
  } finally {
    await database.close();
  }
}

/** The newest finished audit run of a store (the job's, after the import), or null. */
export async function lastAuditRun(databaseUrl: string, channelId: string) {
  const database = connectDatabase(databaseUrl, { max: 1 });
  try {
    const [row] = await database.db
      .select()
      .from(reimburseAuditRuns)
      .where(and(eq(reimburseAuditRuns.channelId, channelId), isNotNull(reimburseAuditRuns.finishedAt)))
      .orderBy(desc(reimburseAuditRuns.finishedAt))
      .limit(1);
    return row ?? null;
  } finally {
    await database.close();
  }
}

/** Audits the store at `asOf`; `fresh` first deletes its findings, so every one is written again. */
export async function auditStoreAt(
  databaseUrl: string,
  channelId: string,
  asOf: Date,
  options: { fresh?: boolean } = {},
): Promise<TAuditRunResult> {
  const database = connectDatabase(databaseUrl, { max: 4 });
  try {
    if (options.fresh)
      await database.db.delete(reimburseFindings).where(eq(reimburseFindings.channelId, channelId));
    return await auditStore({ db: database.db, clock: { now: () => asOf } }, channelId);
  } finally {
    await database.close();
  }
}
