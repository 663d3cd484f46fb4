import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels, reimburseAuditRuns } from '../db/schema/index.ts';
import { insertUser } from '../testing/accounts.ts';
import { insertStore } from '../testing/channels.ts';
import { buildTestApp, type TTestApp } from '../testing/test-app.ts';
import { reimburseAuditJob } from './definitions/reimburse-audit.job.ts';
import { enqueue } from './enqueue.ts';

// The reimbursement audit job: one waiting run per store, a store still importing left alone, an
// imported one audited (its run recorded).

describe('reimburse-audit job', () => {
  let t: TTestApp;
  let store: string;
  const runs = async () =>
    (await t.db.select().from(reimburseAuditRuns).where(eq(reimburseAuditRuns.channelId, store))).length;

  beforeAll(async () => {
    t = await buildTestApp();
    const owner = await insertUser(t.db, { email: 'audit-job@example.com' });
    store = await insertStore(t.db, { companyId: owner.companyId, sellerId: 'AUDITJOB1' });
  });
  afterAll(() => t.close());

  it('keeps one waiting run per store', async () => {
    await enqueue(t.queue, 'reimburse-audit', { channelId: store });
    await enqueue(t.queue, 'reimburse-audit', { channelId: store });
    expect(await t.queue.fetch('reimburse-audit', { batchSize: 10 })).toHaveLength(1);
  });

  it('audits an imported store and leaves one still importing alone', async () => {
    await t.db.update(channels).set({ signupStep: 'importing' }).where(eq(channels.id, store));
    await reimburseAuditJob.handler({ db: t.db, clock: t.clock }, { channelId: store });
    expect(await runs()).toBe(0);
    await t.db.update(channels).set({ signupStep: 'done' }).where(eq(channels.id, store));
    await reimburseAuditJob.handler({ db: t.db, clock: t.clock }, { channelId: store });
    expect(await runs()).toBe(1);
  });
});
