import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { channels } from '../../db/schema/index.ts';
import { UK_MARKETPLACE as UK } from '../../testing/channels.ts';
import { sandboxStoreFixture } from '../../testing/sandbox-store.ts';
import {
  FULL_TURN_SYNCS,
  importForViolation,
  PLANTED_KINDS,
  runViolationPlan,
  sandboxSellers,
  type TPlanDeps,
  type TPlanStore,
} from '../../testing/violation-plan.ts';

// Issue 22's bar against the sandbox's planted events (GET /sandbox/listing-events), for a demo seller
// of every region (North America, Europe, Far East): every event planted since the previous sync is
// raised by the next one, with its type and ASIN; nothing is raised twice for an unchanged condition; at
// least 95 % of what is raised was planted; and the European seller sees every planted kind over a full
// turn (so every event type is covered). The run and its figures are testing/violation-plan.ts, shared
// with `npm run bench:violation`, which runs every demo seller (GET /sandbox/sellers).
//
// Why not all nine here: the sync cost grows with the ASINs polled per sync (offers and listings), and
// the nine have 837 ASINs between them: a full turn of all nine would take many minutes of `npm test`.
// Every seller gets its planted kinds from the same code (the sandbox's listing-events plan); what differs
// by seller is the region (endpoint, marketplace, currency, time zone) and the catalogue. So the set here
// is the smallest seller of each region: the European one (35 ASINs) over a full turn of the planted
// kinds, the North American and Far Eastern ones over 10 syncs (the issue's "no repeat alerts over 10
// syncs"); the bench runs all nine.

/** The fixture's own store: the smallest demo seller (35 ASINs, UK); the other regions join it. */
const FIRST_SELLER = 'AD9G7TIZGEDRUD';
const OTHER_REGION_SYNCS = 10;

describe('violation detection against the sandbox plan, a demo seller of every region', () => {
  const stores: TPlanStore[] = [];
  const planDeps = (): TPlanDeps => ({
    ...fx.deps(),
    sandbox: fx.sandbox,
    advance: async (ms) => {
      await fx.sandbox.control('POST', '/sandbox/clock', { advanceMs: ms });
      fx.shiftClock(ms);
    },
  });
  const fx = sandboxStoreFixture({
    email: 'violation@example.com',
    sellerId: FIRST_SELLER,
    marketplaceId: UK,
    prepare: async (first) => {
      const smallest = new Map<string, Awaited<ReturnType<typeof sandboxSellers>>[number]>();
      for (const seller of await sandboxSellers(first.sandbox)) {
        const held = smallest.get(seller.region);
        if (!held || seller.asinCount < held.asinCount) smallest.set(seller.region, seller);
      }
      const [channel] = await first.t.db
        .select({ companyId: channels.companyId })
        .from(channels)
        .where(eq(channels.id, first.storeId));
      for (const seller of smallest.values()) {
        const own = seller.sellingPartnerId === FIRST_SELLER;
        const storeId = own
          ? first.storeId
          : (
              await first.sandbox.connectStore(
                first.t.db,
                channel?.companyId ?? '',
                seller.sellingPartnerId,
                seller.homeMarketplaceId,
              )
            ).id;
        stores.push({
          sellerId: seller.sellingPartnerId,
          storeId,
          syncs: own ? FULL_TURN_SYNCS : OTHER_REGION_SYNCS,
        });
        await importForViolation(planDeps(), storeId);
      }
    },
    timeoutMs: 180_000,
  });

  it('raises every planted event within one sync, never twice, with precision ≥ 95 %', async () => {
    expect(stores).toHaveLength(3);
    const figures = await runViolationPlan(planDeps(), stores);
    for (const f of figures) {
      expect({
        seller: f.sellerId,
        missed: f.missed,
        repeated: f.repeatedKeys,
        unplanted: f.unplanted,
      }).toEqual({ seller: f.sellerId, missed: [], repeated: [], unplanted: [] });
      expect(f.planted).toBeGreaterThanOrEqual(3);
      expect(f.precision).toBeGreaterThanOrEqual(0.95);
    }
    // The full turn: every kind the sandbox plants on offers, listings and the account.
    const first = figures.find((f) => f.sellerId === FIRST_SELLER);
    expect(PLANTED_KINDS.filter((kind) => !first?.byType[kind]?.planted)).toEqual([]);
  }, 900_000);
});
