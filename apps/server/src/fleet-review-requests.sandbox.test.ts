import { describe, expect, it } from 'vitest';
import { dispatchReviewRequests } from './jobs/definitions/review-request-dispatch.job.ts';
import { systemClock } from './lib/clock.ts';
import { secretBoxOf } from './lib/encryption-key.ts';
import { scheduleNewOrders } from './modules/review-requests/schedule.ts';
import { createMarketplace } from './sync/marketplace.ts';
import { eligibleOrders, US } from './testing/eligible-orders.ts';
import { jobsRunBy, withFleetQueue } from './testing/fleet-process.ts';
import { insertCompany, insertOrderRows, saveEnabledRule } from './testing/review-request-kit.ts';
import { useSandboxFleet } from './testing/sandbox-fleet.ts';
import { testConfig } from './testing/test-config.ts';

// Issue 23: a review-request batch sent by two ROLE=worker processes on one database. Four stores'
// send jobs, at most two at a time per worker (REVIEW_REQUEST_CONCURRENCY), so both workers must send;
// every order is asked for once (Amazon, the sandbox, refuses a second request for an order: a
// duplicate would show as refused), and one store's send jobs never run at once (the stately queue).

const STORES = 4;
const ORDERS_PER_STORE = 12;
const SEND_TIMEOUT_MS = 240_000;
const SEND = 'createProductReviewAndSellerFeedbackSolicitation';

type TCounter = { succeeded: number; rejected: number };

describe('a review-request batch on two workers', () => {
  const fx = useSandboxFleet({
    sandboxEnv: { SANDBOX_BENCH_SELLERS: String(STORES) },
    fleetEnv: { REVIEW_REQUEST_CONCURRENCY: '2' },
    connections: 3,
    timeoutMs: 180_000,
  });

  /** The bench sellers' stores, each with its eligible orders written as the orders sync writes them. */
  async function connectStores() {
    const listed = (await fx.sandbox.control('GET', '/sandbox/sellers')) as {
      sellers: { sellingPartnerId: string }[];
    };
    const config = testConfig(fx.sandbox.env);
    const marketplace = createMarketplace({ config, secretBox: secretBoxOf(config), clock: systemClock });
    const stores: string[] = [];
    for (const [index, seller] of listed.sellers.slice(-STORES).entries()) {
      const companyId = await insertCompany(fx.database.db, `Fleet review requests ${index}`);
      const sellerId = seller.sellingPartnerId;
      const { id: channelId } = await fx.sandbox.connectStore(fx.database.db, companyId, sellerId, US, {
        ads: false,
      });
      const orders = await eligibleOrders(
        fx.database.db,
        { channelId, sellerId, marketplace, now: () => systemClock.now() },
        { count: ORDERS_PER_STORE, sendDays: 1, lookbackDays: 25 },
      );
      await insertOrderRows(
        fx.database.db,
        orders.map((o) => ({ ...o, channelId })),
      );
      stores.push(channelId);
    }
    return stores;
  }

  async function waitUntilSettled() {
    const deadline = Date.now() + SEND_TIMEOUT_MS;
    for (;;) {
      const open = await fx.database.pool.query<{ n: number }>(
        `select count(*)::int as n from review_requests
         where status = 'sending' or (status = 'scheduled' and scheduled_at <= now())`,
      );
      if ((open.rows[0]?.n ?? 0) === 0) return;
      if (Date.now() > deadline) throw new Error(`${open.rows[0]?.n} review requests still open`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  it(
    'sends every order once, spread over both workers, never two send jobs of one store at once',
    async () => {
      // Workers first: a worker's start-up sweep would queue imports for stores not yet imported.
      const workers = [await fx.fleet.startWorker(), await fx.fleet.startWorker()];
      const stores = await connectStores();
      for (const channelId of stores) {
        const rule = await saveEnabledRule(fx.database.db, channelId);
        await scheduleNewOrders(fx.database.db, channelId, rule, systemClock.now());
      }
      await withFleetQueue(fx.fleet.databaseUrl, (queue) =>
        dispatchReviewRequests({ db: fx.database.db, queue, clock: systemClock }),
      );
      await waitUntilSettled();

      const outcomes = await fx.database.pool.query<{ outcome: string; n: number }>(
        `select outcome, count(*)::int as n from review_request_attempts group by 1 order by 1`,
      );
      expect(outcomes.rows).toEqual([{ outcome: 'sent', n: STORES * ORDERS_PER_STORE }]);
      const sentTwice = await fx.database.pool.query(
        `select 1 from review_request_attempts where outcome = 'sent'
         group by channel_id, amazon_order_id having count(*) > 1`,
      );
      expect(sentTwice.rowCount).toBe(0);
      // Amazon's side: one accepted request per order, none refused as already sent.
      const counters = (await fx.sandbox.control('GET', '/sandbox/counters')) as {
        operations: Record<string, TCounter>;
      };
      expect(counters.operations[SEND]).toMatchObject({ succeeded: STORES * ORDERS_PER_STORE, rejected: 0 });

      // Both workers sent (two stores at a time each: four stores cannot all fit on one).
      const sendJobs = await Promise.all(
        workers.map(async (w) => (await jobsRunBy(w))['review-request-send']?.completed ?? 0),
      );
      expect(
        sendJobs.every((n) => n >= 1),
        `send jobs per worker: ${sendJobs.join(', ')}`,
      ).toBe(true);

      // One store's send jobs ran one after another, whichever worker ran them.
      const overlapping = await fx.database.pool.query(
        `select a.id from pgboss.job a join pgboss.job b
           on a.name = b.name and a.id <> b.id and a.data->>'channelId' = b.data->>'channelId'
         where a.name = 'review-request-send' and a.started_on is not null and b.started_on is not null
           and a.started_on < coalesce(b.completed_on, now()) and b.started_on < coalesce(a.completed_on, now())`,
      );
      expect(overlapping.rowCount).toBe(0);
    },
    // Two workers to start (each up to 3 minutes on a loaded machine), four stores to set up, the sends.
    SEND_TIMEOUT_MS + 420_000,
  );
});
