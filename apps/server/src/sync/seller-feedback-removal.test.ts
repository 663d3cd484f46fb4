import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sellerFeedback, sellerFeedbackRemovals } from '../db/schema/index.ts';
import type { TClock } from '../lib/clock.ts';
import { createLogger } from '../lib/logger.ts';
import { insertUser } from '../testing/accounts.ts';
import { insertStore, US_MARKETPLACE } from '../testing/channels.ts';
import { useTestDatabase } from '../testing/test-database.ts';
import { importSellerFeedback } from './import-seller-feedback.ts';
import type { TStageContext } from './sync-context.ts';

// A removal request Amazon granted shows as the feedback leaving the report: the daily import reaches
// back to the oldest open request and marks removed what its report no longer lists.

const HEADER = ['Date', 'Rating', 'Comments', 'Response', 'Order ID', 'Rater Email'];
const tsv = (rows: string[][]) => [HEADER, ...rows].map((r) => r.join('\t')).join('\n');

/** A stage context over the test database whose report call is `fetchReport`. */
function stageCtx(
  db: TStageContext['db'],
  channelId: string,
  fetchReport: (store: unknown, request: { dataStartTime: string }) => Promise<string | null>,
): TStageContext {
  return {
    db,
    clock: { now: () => new Date('2026-06-01T10:00:00Z') } as TClock,
    logger: createLogger('silent'),
    marketplace: { spApi: { fetchReport } },
    store: { channelId, marketplaceId: US_MARKETPLACE },
    progress: {},
    checkpoint: null,
    counts: {},
  } as unknown as TStageContext;
}

describe('seller feedback import and removal requests', () => {
  const database = useTestDatabase();

  it('marks a requested feedback removed when the report covering its day no longer lists it', async () => {
    const { db } = database;
    const owner = await insertUser(db, { email: 'owner@feedback-import.test' });
    const channelId = await insertStore(db, { companyId: owner.companyId, sellerId: 'SELLERFI' });
    const requests: { dataStartTime: string }[] = [];
    let report: string | null = null;
    const ctx = stageCtx(db, channelId, async (_store, request) => {
      requests.push(request);
      return report;
    });
    const a = ['05/01/26', '1', 'The product broke.', '', '111-0000000-0000001', 'a@marketplace.amazon.com'];
    const b = ['05/20/26', '2', 'Arrived late', '', '111-0000000-0000002', 'b@marketplace.amazon.com'];
    const c = ['05/29/26', '1', 'Bad', '', '111-0000000-0000003', 'c@marketplace.amazon.com'];

    report = tsv([a, b, c]);
    await importSellerFeedback(ctx, 365);
    expect(await db.select().from(sellerFeedback)).toHaveLength(3);
    await db.insert(sellerFeedbackRemovals).values([
      { channelId, amazonOrderId: '111-0000000-0000001', status: 'requested', requestedOn: '2026-05-02' },
      { channelId, amazonOrderId: '111-0000000-0000002', status: 'requested', requestedOn: '2026-05-21' },
      { channelId, amazonOrderId: '111-0000000-0000003', status: 'refused', requestedOn: '2026-05-30' },
    ]);

    // The daily 3-day import reaches back to the oldest open request's day (a day's margin before it).
    report = tsv([b]);
    await importSellerFeedback(ctx, 3);
    expect(requests.at(-1)?.dataStartTime).toBe('2026-04-30T00:00:00.000Z');
    const status = async () =>
      Object.fromEntries(
        (
          await db
            .select()
            .from(sellerFeedbackRemovals)
            .where(eq(sellerFeedbackRemovals.channelId, channelId))
        ).map((r) => [r.amazonOrderId, [r.status, r.history.map((h) => [h.status, h.byUserId, h.note])]]),
      );
    expect(await status()).toEqual({
      '111-0000000-0000001': ['removed', [['removed', null, "No longer in Amazon's feedback report"]]],
      '111-0000000-0000002': ['requested', []],
      // Only an open request is answered by the report: a refused one stays refused.
      '111-0000000-0000003': ['refused', []],
    });
    expect(ctx.counts.feedbackRemoved).toBe(1);
    // The row itself stays: it still excludes its order from review requests.
    expect(await db.select().from(sellerFeedback)).toHaveLength(3);

    // A report with no data (Amazon cancels it) lists nothing: the open request in its window is removed.
    report = null;
    await importSellerFeedback(ctx, 3);
    expect(requests.at(-1)?.dataStartTime).toBe('2026-05-19T00:00:00.000Z');
    expect((await status())['111-0000000-0000002']?.[0]).toBe('removed');
  });

  it('a report that fails answers no request', async () => {
    const { db } = database;
    const owner = await insertUser(db, { email: 'owner2@feedback-import.test' });
    const channelId = await insertStore(db, { companyId: owner.companyId, sellerId: 'SELLERFJ' });
    await db.insert(sellerFeedback).values({
      channelId,
      amazonOrderId: '111-0000000-0000009',
      feedbackDate: new Date('2026-05-01T00:00:00Z'),
      rating: 1,
      comments: 'x',
    });
    await db.insert(sellerFeedbackRemovals).values({
      channelId,
      amazonOrderId: '111-0000000-0000009',
      status: 'requested',
      requestedOn: '2026-05-02',
    });
    const ctx = stageCtx(db, channelId, async () => {
      throw new Error('report GET_SELLER_FEEDBACK_DATA failed (FATAL)');
    });
    await expect(importSellerFeedback(ctx, 3)).rejects.toThrow(/FATAL/);
    const [row] = await db
      .select()
      .from(sellerFeedbackRemovals)
      .where(eq(sellerFeedbackRemovals.channelId, channelId));
    expect(row?.status).toBe('requested');
  });
});
