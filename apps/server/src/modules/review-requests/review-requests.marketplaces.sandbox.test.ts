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

// Issue 15: a German store scheduled nothing while US and Japanese ones scheduled over a thousand orders.
// The sandbox's sellers of each region, in marketplaces that are not their first one (DE, FR, MX, SG)
// and in one that is (JP): each store's eligible orders are scheduled when the rule goes on, and Amazon
// takes the requests for that marketplace.
const STORES = [
  { name: 'Germany', seller: 'AD9G7TIZGEDRUD', marketplace: 'A1PA6795UKMFR9' },
  { name: 'France', seller: 'AD9G7TIZGEDRUD', marketplace: 'A13V1IB3VIYZZH' },
  { name: 'Japan', seller: 'A71PM7G5UM56NS', marketplace: 'A1VC38T7YXB528' },
  { name: 'Singapore', seller: 'A71PM7G5UM56NS', marketplace: 'A19VAU5U5O7RUS' },
  { name: 'Mexico', seller: 'AWZV3OT5YCHVHQ', marketplace: 'A1AM78C64UM0Y8' },
] as const;

describe('review requests in every marketplace of the sandbox', () => {
  let sandbox: TSandboxProcess;
  let t: TTestApp;
  let marketplace: TMarketplace;
  let companyId: string;
  let userId: string;

  beforeAll(async () => {
    sandbox = await startSandboxProcess({ SANDBOX_RATE_MULTIPLIER: '1000' });
    t = await buildTestApp({ env: sandbox.env, clock: systemClock });
    marketplace = sandboxMarketplace(sandbox);
    ({ companyId, id: userId } = await insertUser(t.db, {
      email: 'rr-marketplaces@example.com',
      password: 'Corr3ct!horse',
      verified: true,
    }));
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await sandbox?.stop();
  });

  for (const { name, seller, marketplace: marketplaceId } of STORES) {
    it(`schedules and sends the eligible orders of a store in ${name}`, async () => {
      const storeId = (await sandbox.connectStore(t.db, companyId, seller, marketplaceId)).id;
      const store = await findSyncStore(t.db, storeId);
      if (!store) throw new Error('no store');
      await syncOrdersSince(
        { db: t.db, logger: createLogger('silent'), marketplace, store },
        { createdAfter: new Date(Date.now() - 12 * 86_400_000).toISOString() },
      );
      const orders = (
        await t.db.execute(sql`select count(*)::int as n,
          count(*) filter (where earliest_delivery_date is not null)::int as dated
          from orders where channel_id = ${storeId}`)
      ).rows[0] as { n: number; dated: number };
      expect(orders.n).toBeGreaterThan(30);
      expect(orders.dated).toBe(orders.n);

      const rules = createRuleService({ db: t.db, clock: systemClock });
      const { scheduled } = await rules.save(storeId, { ...DEFAULT_RULE, enabled: true }, userId);
      expect(scheduled).toBeGreaterThan(10);

      // Amazon (the sandbox) offers and accepts the solicitation for this marketplace's orders.
      const run = await sendDueRequests(
        { db: t.db, clock: systemClock, logger: createLogger('silent'), marketplace },
        storeId,
      );
      expect(run.sent).toBeGreaterThan(0);
      const failed = (
        await t.db.execute(sql`select count(*)::int as n from review_request_attempts
          where channel_id = ${storeId} and outcome = 'failed'`)
      ).rows[0] as { n: number };
      expect(failed.n).toBe(0);
    }, 120_000);
  }
});
