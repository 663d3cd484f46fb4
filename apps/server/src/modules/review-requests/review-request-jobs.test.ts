import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { dispatchReviewRequests } from '../../jobs/definitions/review-request-dispatch.job.ts';
import { reviewRequestSendJob } from '../../jobs/definitions/review-request-send.job.ts';
import { runJob } from '../../jobs/start-workers.ts';
import { createLogger } from '../../lib/logger.ts';
import { insertUser } from '../../testing/accounts.ts';
import { insertStore } from '../../testing/channels.ts';
import { fakeSolicitations } from '../../testing/fake-solicitations.ts';
import { buildTestApp, type TTestApp } from '../../testing/test-app.ts';
import { scheduleAfterOrdersSync } from './pipeline.ts';
import { createRuleService } from './rule.service.ts';
import { DEFAULT_RULE } from './rules.ts';

describe('review request jobs', () => {
  let t: TTestApp;
  let store: string;
  let userId: string;
  const amazonOrderId = '202-0000001-0000001';

  beforeAll(async () => {
    t = await buildTestApp();
    const user = await insertUser(t.db, { email: 'jobs@acme.test', password: 'Corr3ct!horse' });
    userId = user.id;
    store = await insertStore(t.db, { companyId: user.companyId, sellerId: 'A1JOBS' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('schedules synced orders only while the rule is on; the dispatcher queues one send job per due store', async () => {
    const earliest = new Date(t.clock.now().getTime() - 10 * 86_400_000);
    await t.db.insert(orders).values({
      channelId: store,
      amazonOrderId,
      status: 'Shipped',
      purchaseDate: earliest,
      lastUpdateDate: earliest,
      earliestDeliveryDate: earliest,
      latestDeliveryDate: earliest,
    });
    expect(await scheduleAfterOrdersSync(t.db, store, t.clock.now())).toBe(0);
    await createRuleService({ db: t.db, clock: t.clock }).save(
      store,
      { ...DEFAULT_RULE, enabled: true },
      userId,
    );
    // The save already scheduled it; a later orders sync finds nothing new.
    expect(await scheduleAfterOrdersSync(t.db, store, t.clock.now())).toBe(0);

    expect(await dispatchReviewRequests({ db: t.db, queue: t.queue, clock: t.clock })).toBe(1);
    // A second tick while the job waits does not queue it twice (one waiting job per store).
    await dispatchReviewRequests({ db: t.db, queue: t.queue, clock: t.clock });
    const jobs = await t.queue.fetch('review-request-send', { batchSize: 10 });
    expect(jobs.map((j) => j.data)).toEqual([{ channelId: store }]);

    const amazon = fakeSolicitations(t.clock);
    amazon.addOrder(amazonOrderId, { earliest, latest: earliest, status: 'Shipped' });
    await runJob(
      reviewRequestSendJob,
      {
        db: t.db,
        clock: t.clock,
        logger: createLogger('silent'),
        marketplace: { spApi: amazon.spApi },
        queue: t.queue,
      },
      jobs[0]?.data,
    );
    expect(amazon.sent.get(amazonOrderId)).toBe(1);
    const [row] = (await t.db.execute(sql`select status from review_requests`)).rows as { status: string }[];
    expect(row?.status).toBe('sent');
    expect(await dispatchReviewRequests({ db: t.db, queue: t.queue, clock: t.clock })).toBe(0);
  });
});
