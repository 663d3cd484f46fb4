import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accountHealthSnapshots,
  channels,
  listingSnapshots,
  offerSnapshots,
  syncStages,
} from '../db/schema/index.ts';
import { syncListingsJob } from '../jobs/definitions/sync-listings.job.ts';
import { syncOffersJob } from '../jobs/definitions/sync-offers.job.ts';
import { UK_MARKETPLACE as UK } from '../testing/channels.ts';
import { sandboxStoreFixture } from '../testing/sandbox-store.ts';

// The smallest demo seller (35 ASINs, UK), as in sync.sandbox.test.ts.
const SELLER = 'AD9G7TIZGEDRUD';
const STAGES = ['listings', 'offers', 'account-health'] as const;

type TEvent = {
  type: string;
  asin: string | null;
  sku: string | null;
  at: string;
  until: string | null;
} & Record<string, unknown>;

describe('listing protection import against the marketplace sandbox', () => {
  // Its clock is the wall clock plus however far the tests moved the sandbox's: both sides agree on "now".
  const fx = sandboxStoreFixture({
    email: 'protect@example.com',
    sellerId: SELLER,
    marketplaceId: UK,
    // The offers are read for the catalogue's ASINs.
    prepare: async (store) => {
      await store.runImportStage('catalogue');
    },
    timeoutMs: 120_000,
  });
  const { clock, runImportStage } = fx;
  const count = async (table: string) =>
    (
      (
        await fx.t.db.execute(
          sql.raw(`select count(*)::int as n from ${table} where channel_id = '${fx.storeId}'`),
        )
      ).rows[0] as { n: number }
    ).n;
  /** The next planted event of a type, read ahead of the sandbox's clock. */
  const nextEvent = async (type: string): Promise<TEvent> => {
    const now = clock.now().getTime();
    const from = new Date(now).toISOString();
    const to = new Date(now + 40 * 86_400_000).toISOString();
    const answer = (await fx.sandbox.control(
      'GET',
      `/sandbox/listing-events?sellingPartnerId=${SELLER}&from=${from}&to=${to}`,
    )) as { events: TEvent[] };
    const event = answer.events.find((e) => e.type === type && Date.parse(e.at) > now + 60_000);
    if (!event) throw new Error(`no ${type} ahead`);
    return event;
  };

  it('imports listings, offers and account health as snapshots, each stage done', async () => {
    for (const name of STAGES) await runImportStage(name);
    const stages = await fx.t.db
      .select()
      .from(syncStages)
      .where(eq(syncStages.channelId, fx.storeId))
      .orderBy(syncStages.stage);
    for (const name of STAGES) expect(stages.find((s) => s.stage === name)?.status, name).toBe('done');
    const products = await count('products');
    expect(await count('listing_snapshots')).toBe(products);
    expect(await count('offer_snapshots')).toBe(products);
    const listing = (
      await fx.t.db.select().from(listingSnapshots).where(eq(listingSnapshots.channelId, fx.storeId))
    )[0];
    expect(listing).toMatchObject({
      marketplaceId: UK,
      title: expect.any(String),
      brand: expect.any(String),
    });
    expect(listing?.bulletPoints.length).toBeGreaterThan(0);
    expect(listing?.mainImage).toMatch(/^http/);
    const offers = await fx.t.db
      .select()
      .from(offerSnapshots)
      .where(eq(offerSnapshots.channelId, fx.storeId));
    for (const o of offers) {
      expect(o.offers.filter((e) => e.mine)).toHaveLength(1);
      expect(o.offerCount).toBe(o.offers.length);
    }
    // Wholesale ASINs carry authorised resellers: plausible competitors.
    expect(offers.some((o) => o.offerCount > 1)).toBe(true);
    const [health] = await fx.t.db
      .select()
      .from(accountHealthSnapshots)
      .where(eq(accountHealthSnapshots.channelId, fx.storeId));
    expect(health).toMatchObject({
      marketplaceId: UK,
      accountStatus: expect.any(String),
      ahrStatus: expect.any(String),
    });
    expect(health?.rates.orderDefectRateAfn).toMatchObject({
      targetValue: 0.01,
      targetCondition: 'LESS_THAN',
    });
    expect(health?.rates.validTrackingRate?.targetValue).toBe(0.95);
    expect(health?.violations.listingPolicyViolations).toMatchObject({ targetValue: 0 });
  });

  it('a second run writes no new snapshot, only moves last_seen_at', async () => {
    const before = { listings: await count('listing_snapshots'), offers: await count('offer_snapshots') };
    const health = await count('account_health_snapshots');
    fx.shiftClock(1000); // a later run (the same sandbox day, so the report's rates are the same)
    for (const name of STAGES) await runImportStage(name);
    expect(await count('listing_snapshots')).toBe(before.listings);
    expect(await count('offer_snapshots')).toBe(before.offers);
    expect(await count('account_health_snapshots')).toBe(health);
    const [seen] = await fx.t.db
      .select({ observed: offerSnapshots.observedAt, seen: offerSnapshots.lastSeenAt })
      .from(offerSnapshots)
      .where(eq(offerSnapshots.channelId, fx.storeId))
      .limit(1);
    expect(seen?.seen.getTime()).toBeGreaterThan(seen?.observed.getTime() ?? Infinity);
  });

  it("the hourly offers sync shows a planted hijacker's offer after its time and not before", async () => {
    await fx.t.db.update(channels).set({ signupStep: 'done' }).where(eq(channels.id, fx.storeId));
    const hijack = await nextEvent('hijacker');
    const history = async () =>
      fx.t.db
        .select()
        .from(offerSnapshots)
        .where(and(eq(offerSnapshots.channelId, fx.storeId), eq(offerSnapshots.asin, hijack.asin ?? '')))
        .orderBy(asc(offerSnapshots.observedAt));
    await syncOffersJob.handler(fx.deps(), { channelId: fx.storeId });
    const before = await history();
    expect(before.every((s) => !s.offers.some((o) => o.sellerId === hijack.sellerId))).toBe(true);
    await fx.moveClockTo(hijack.at);
    await syncOffersJob.handler(fx.deps(), { channelId: fx.storeId });
    const after = await history();
    expect(after).toHaveLength(before.length + 1);
    const latest = after.at(-1);
    expect(latest?.observedAt.getTime()).toBeGreaterThanOrEqual(Date.parse(hijack.at));
    expect(latest?.offers.find((o) => o.sellerId === hijack.sellerId)).toMatchObject({
      mine: false,
      fba: false,
    });
    expect(latest?.offerCount).toBe((before.at(-1)?.offerCount ?? 0) + 1);
    expect(latest?.buyBoxMine).toBe(true);
  });

  it('the listings sync shows a planted suppression and an account-health change as new snapshots', async () => {
    const suppressed = await nextEvent('listing-suppressed');
    await fx.moveClockTo(suppressed.at);
    await syncListingsJob.handler(fx.deps(), { channelId: fx.storeId });
    const rows = await fx.t.db
      .select()
      .from(listingSnapshots)
      .where(and(eq(listingSnapshots.channelId, fx.storeId), eq(listingSnapshots.sku, suppressed.sku ?? '')))
      .orderBy(asc(listingSnapshots.observedAt));
    expect(rows.at(0)).toMatchObject({ suppressed: false, buyable: true });
    expect(rows.at(-1)).toMatchObject({ suppressed: true, buyable: false, status: [] });
    expect(rows.at(-1)?.issues[0]).toMatchObject({
      code: suppressed.issueCode,
      severity: 'ERROR',
      enforcementActions: ['LISTING_SUPPRESSED'],
    });

    // Just before the planted change (the previous one, 16 days earlier, has cleared), then after it.
    const health = await nextEvent('account-health');
    await fx.moveClockTo(health.at, -120_000);
    await syncListingsJob.handler(fx.deps(), { channelId: fx.storeId });
    await fx.moveClockTo(health.at);
    await syncListingsJob.handler(fx.deps(), { channelId: fx.storeId });
    const reports = await fx.t.db
      .select()
      .from(accountHealthSnapshots)
      .where(eq(accountHealthSnapshots.channelId, fx.storeId))
      .orderBy(asc(accountHealthSnapshots.observedAt));
    expect(reports.at(-2)).toMatchObject({ accountStatus: 'NORMAL', ahrStatus: 'GREAT' });
    expect(reports.at(-1)).toMatchObject({ accountStatus: 'AT_RISK', ahrStatus: 'WARNED' });
    expect(reports.at(-1)?.rates.orderDefectRateAfn?.status).toBe('BAD');
  });
});
