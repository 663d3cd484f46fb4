import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../lib/clock.ts';
import { createLogger } from '../../lib/logger.ts';
import type { TMarketplace } from '../../sync/marketplace.ts';
import { syncOrdersSince } from '../../sync/orders-api.ts';
import { findSyncStore } from '../../sync/sync-store.ts';
import { insertUser } from '../../testing/accounts.ts';
import { startSandboxProcess, type TSandboxProcess } from '../../testing/sandbox-process.ts';
import { sandboxMarketplace } from '../../testing/sandbox-store.ts';
import { buildTestApp, type TTestApp } from '../../testing/test-app.ts';
import { createRuleService } from './rule.service.ts';
import { DEFAULT_RULE } from './rules.ts';
import { sendDueRequests } from './send-requests.ts';

// The smallest demo seller (UK); its home marketplace.
const SELLER = 'AD9G7TIZGEDRUD';
const MARKETPLACE = 'A1F83G8C2ARO7P';
const CREATE = 'createProductReviewAndSellerFeedbackSolicitation';

// The pipeline against the marketplace sandbox over HTTP, through the production SP-API adapters:
// Amazon's paths, its HAL answer, its 201, its once-per-order rule and a 429 storm.
describe('review requests against the marketplace sandbox', () => {
  let sandbox: TSandboxProcess;
  let t: TTestApp;
  let marketplace: TMarketplace;
  let storeId: string;
  let userId: string;

  const counts = async () =>
    (await t.db.execute(sql`select status, count(*)::int as n from review_requests group by 1 order by 1`))
      .rows;
  const sendAll = () =>
    sendDueRequests({ db: t.db, clock: systemClock, logger: createLogger('silent'), marketplace }, storeId);

  beforeAll(async () => {
    sandbox = await startSandboxProcess({ SANDBOX_RATE_MULTIPLIER: '1000' });
    t = await buildTestApp({ env: sandbox.env, clock: systemClock });
    marketplace = sandboxMarketplace(sandbox);
    const { companyId, id } = await insertUser(t.db, {
      email: 'rr-sandbox@example.com',
      password: 'Corr3ct!horse',
      verified: true,
    });
    userId = id;
    storeId = (await sandbox.connectStore(t.db, companyId, SELLER, MARKETPLACE)).id;
    const store = await findSyncStore(t.db, storeId);
    if (!store) throw new Error('no store');
    // The orders of the last 45 days with their delivery windows and items, as the orders sync reads them.
    await syncOrdersSince(
      { db: t.db, logger: createLogger('silent'), marketplace, store },
      { createdAfter: new Date(Date.now() - 45 * 86_400_000).toISOString() },
    );
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await sandbox?.stop();
  });

  it('sends every eligible order once, through a 429 storm, and nothing twice when run again', async () => {
    const rules = createRuleService({ db: t.db, clock: systemClock });
    const { scheduled } = await rules.save(storeId, { ...DEFAULT_RULE, enabled: true }, userId);
    expect(scheduled).toBeGreaterThan(20);
    // Amazon answers 429 to every request for 1.5 s: the client waits it out, nothing is dropped.
    await sandbox.control('DELETE', '/sandbox/counters');
    await sandbox.control('POST', '/sandbox/faults', { operation: CREATE, stormMs: 1500 });

    const run = await sendAll();
    expect(run.more).toBe(false);
    const due = (
      await t.db.execute(
        sql`select count(*)::int as n from review_requests where scheduled_at <= now() and status in ('scheduled', 'sending')`,
      )
    ).rows[0] as { n: number };
    expect(due.n).toBe(0);
    const sent = (
      await t.db.execute(sql`select count(*)::int as n, count(distinct amazon_order_id)::int as orders
      from review_request_attempts where outcome = 'sent'`)
    ).rows[0] as { n: number; orders: number };
    expect(sent.n).toBeGreaterThan(0);
    expect(sent.orders).toBe(sent.n);
    expect(run.sent).toBe(sent.n);

    const counters = (await sandbox.control('GET', '/sandbox/counters')) as Record<
      string,
      Record<string, { succeeded: number; throttled: number }>
    >;
    const create = (counters.operations ?? counters)[CREATE];
    // Amazon accepted exactly the requests we recorded as sent, after refusing some with 429s.
    expect(create?.succeeded).toBe(sent.n);
    expect(create?.throttled).toBeGreaterThan(0);

    // A second pass, and a second save of the rule, change nothing.
    const before = await counts();
    expect((await sendAll()).sent).toBe(0);
    expect((await rules.save(storeId, { ...DEFAULT_RULE, enabled: true }, userId)).scheduled).toBe(0);
    expect(await counts()).toEqual(before);
  }, 120_000);
});
