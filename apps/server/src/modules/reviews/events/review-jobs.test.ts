import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../../db/schema/index.ts';
import { enqueue } from '../../../jobs/enqueue.ts';
import { JOB_PAYLOADS } from '../../../jobs/queues.ts';
import { createLogger } from '../../../lib/logger.ts';
import { createUnsubscribeTokens } from '../../../lib/unsubscribe-tokens.ts';
import { createMailer } from '../../../mail/mailer.ts';
import { seedAcmeReviews } from '../../../testing/review-fixtures.ts';
import { buildTestApp, type TTestApp } from '../../../testing/test-app.ts';
import { processReviewEvents } from './review-events.ts';

describe('review events job on pg-boss', () => {
  let t: TTestApp;
  let store: string;
  beforeAll(async () => {
    t = await buildTestApp();
    ({ store } = await seedAcmeReviews(t.db));
    await t.db.update(reviews).set({ processedAt: null });
  });
  afterAll(() => t.close());

  it('keeps one waiting run per store, and the run processes every new review', async () => {
    await enqueue(t.queue, 'review-events', { channelId: store, alerts: true });
    await enqueue(t.queue, 'review-events', { channelId: store, alerts: true });
    const jobs = await t.queue.fetch('review-events', { batchSize: 10 });
    expect(jobs).toHaveLength(1);
    const logger = createLogger('silent');
    const result = await processReviewEvents(
      {
        db: t.db,
        clock: t.clock,
        logger,
        mailer: createMailer({ db: t.db, from: 'x@seller-tools.local', logger }),
        unsubscribeTokens: createUnsubscribeTokens(Buffer.alloc(32, 1)),
        publicUrl: 'https://app.example',
      },
      JOB_PAYLOADS['review-events'].parse(jobs[0]?.data),
    );
    // The fixture's 1-, 2- and 3-star reviews are news on this first run.
    expect(result.alerts).toBe(3);
    expect(await t.db.select().from(reviews).where(eq(reviews.channelId, store))).toSatisfy(
      (rows: { processedAt: Date | null }[]) => rows.every((r) => r.processedAt !== null),
    );
  });
});
