import { and, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { channels, violationEvents } from '../../db/schema/index.ts';
import { IMPORT_STAGE_RUNNERS } from '../../jobs/definitions/initial-import.job.ts';
import { syncListingsJob } from '../../jobs/definitions/sync-listings.job.ts';
import { syncOffersJob } from '../../jobs/definitions/sync-offers.job.ts';
import { importSellerFeedback } from '../../sync/import-seller-feedback.ts';
import { runStage } from '../../sync/run-stage.ts';
import { findSyncStore } from '../../sync/sync-store.ts';
import { UK_MARKETPLACE as UK } from '../../testing/channels.ts';
import { sandboxStoreFixture, type TSandboxStore } from '../../testing/sandbox-store.ts';
import { detectViolations } from './detect.ts';

// Issue 22's bar against the sandbox's planted events (GET /sandbox/listing-events), for a demo seller
// of every region (North America, Europe, Far East): over 18 syncs, every event planted since the
// previous sync is raised by the next one, with its type and ASIN; nothing is raised twice for an
// unchanged condition; at least 95 % of what is raised was planted; and each seller sees every planted
// kind (so every event type is covered in every region).
//
// Why not all nine demo sellers (ALL_DEMO_SELLERS) over a full turn each: the sync cost grows with the
// ASINs polled per sync (offers and listings, ~60 ms per ASIN and sync on 2 cores), and the nine have 837
// ASINs between them: 18 syncs of all nine would take about 15 minutes of `npm test`; even the smallest
// seller of each region over 18 syncs took 170 s. Every seller gets its planted kinds from the same code
// (the sandbox's listing-events plan); what differs by seller is the region (endpoint, marketplace,
// currency, time zone) and the catalogue. So the set is the smallest seller of each region, read from
// GET /sandbox/sellers: the European one (35 ASINs) over a full turn of the planted kinds (18 syncs:
// every event type), the North American and Far Eastern ones over 10 syncs (every event planted there
// in those days raised, no repeat, precision): about 2 minutes (125 s measured while CI ran).

/** 18 syncs a little under a day apart: over 17 days, a full turn of the sandbox's planted kinds (16 days). */
const SYNCS = 18;
/** A little under a day: every planted condition lasts at least 24 hours, so each is seen by a sync. */
const STEP_MS = 23 * 3_600_000;
const FEEDBACK_DAYS = 3;
/** The fixture's own store: the smallest demo seller (35 ASINs, UK); the other regions join it. */
const FIRST_SELLER = 'AD9G7TIZGEDRUD';
/** The other regions' sellers: ten syncs, the issue's "no repeat alerts over 10 syncs". */
const OTHER_REGION_SYNCS = 10;

/** The kinds the sandbox plants on offers, listings and the account (negative feedback aside). */
const PLANTED_KINDS = `hijacker new-offer buybox-lost map-breach listing-changed listing-suppressed
  account-health policy-violation`.split(/\s+/);

type TPlanted = {
  type: string;
  asin: string | null;
  at: string;
  until: string | null;
  amazonOrderId?: string;
};
type TRaised = typeof violationEvents.$inferSelect;

/** Whether a raised event is the planted one: its type, and its ASIN where the source names one. */
function matches(raised: TRaised, planted: TPlanted): boolean {
  if (raised.type !== planted.type) return false;
  if (planted.type === 'negative-feedback')
    return (
      (raised.evidence.report_row as { amazon_order_id?: string }).amazon_order_id === planted.amazonOrderId
    );
  // The seller performance report gives policy categories and the account's metrics, no ASIN.
  if (planted.type === 'account-health' || planted.type === 'policy-violation') return true;
  return raised.asin === planted.asin;
}

type TSandboxSeller = {
  sellingPartnerId: string;
  region: string;
  homeMarketplaceId: string;
  asinCount: number;
};
type TStore = { seller: TSandboxSeller; storeId: string; syncs: number };

describe('violation detection against the sandbox plan, a demo seller of every region', () => {
  const stores: TStore[] = [];
  const fx = sandboxStoreFixture({
    email: 'violation@example.com',
    sellerId: FIRST_SELLER,
    marketplaceId: UK,
    prepare: async (first) => {
      const { sellers } = (await first.sandbox.control('GET', '/sandbox/sellers')) as {
        sellers: TSandboxSeller[];
      };
      const smallest = new Map<string, TSandboxSeller>();
      for (const seller of sellers) {
        const held = smallest.get(seller.region);
        if (!held || seller.asinCount < held.asinCount) smallest.set(seller.region, seller);
      }
      const [channel] = await first.t.db
        .select({ companyId: channels.companyId })
        .from(channels)
        .where(eq(channels.id, first.storeId));
      for (const seller of smallest.values()) {
        const storeId =
          seller.sellingPartnerId === FIRST_SELLER
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
          seller,
          storeId,
          syncs: seller.sellingPartnerId === FIRST_SELLER ? SYNCS : OTHER_REGION_SYNCS,
        });
        for (const stage of ['catalogue', 'listings', 'offers', 'account-health'] as const)
          await stageOf(first, storeId, stage, IMPORT_STAGE_RUNNERS[stage]);
        await first.t.db.update(channels).set({ signupStep: 'done' }).where(eq(channels.id, storeId));
      }
    },
    timeoutMs: 180_000,
  });

  const sync = async (storeId: string) => {
    await syncOffersJob.handler(fx.deps(), { channelId: storeId });
    await syncListingsJob.handler(fx.deps(), { channelId: storeId });
    await stageOf(fx, storeId, 'seller-feedback', (ctx) => importSellerFeedback(ctx, FEEDBACK_DAYS));
    return detectViolations({ db: fx.t.db, clock: fx.clock }, storeId);
  };
  const planted = async (seller: string, from: number, to: number) =>
    (
      (await fx.sandbox.control(
        'GET',
        `/sandbox/listing-events?sellingPartnerId=${seller}&from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}`,
      )) as { events: TPlanted[] }
    ).events;
  const raisedSince = (storeId: string, since: number) =>
    fx.t.db
      .select()
      .from(violationEvents)
      .where(and(eq(violationEvents.channelId, storeId), gt(violationEvents.detectedAt, new Date(since))));

  it('raises every planted event within one sync, never twice, with precision ≥ 95 %', async () => {
    expect(stores.map((s) => s.seller.region).sort()).toEqual(['eu', 'fe', 'na']);
    for (const store of stores) await sync(store.storeId); // the baseline: what is in force at connection is history
    const start = fx.clock.now().getTime();
    const expected = new Map<string, TPlanted[]>(stores.map((s) => [s.storeId, []]));
    const missed: (TPlanted & { seller: string })[] = [];
    for (let i = 0; i < SYNCS; i++) {
      const from = fx.clock.now().getTime();
      await fx.sandbox.control('POST', '/sandbox/clock', { advanceMs: STEP_MS });
      fx.shiftClock(STEP_MS);
      const to = fx.clock.now().getTime();
      for (const { seller, storeId } of stores.filter((s) => i < s.syncs)) {
        const due = (await planted(seller.sellingPartnerId, from + 1, to)).filter(
          (e) => e.until === null || Date.parse(e.until) > to, // still in force when the sync looks
        );
        const outcome = await sync(storeId);
        const raised = outcome.raised.length ? await raisedSince(storeId, from) : [];
        for (const e of due) {
          expected.get(storeId)?.push(e);
          if (!raised.some((r) => matches(r, e))) missed.push({ ...e, seller: seller.sellingPartnerId });
        }
      }
    }
    expect(missed).toEqual([]);
    // The full turn: every kind the sandbox plants on offers, listings and the account.
    const first = expected.get(stores.find((s) => s.seller.sellingPartnerId === FIRST_SELLER)?.storeId ?? '');
    expect(new Set(first?.map((e) => e.type))).toEqual(
      new Set([
        ...PLANTED_KINDS,
        ...(first ?? []).filter((e) => e.type === 'negative-feedback').map((e) => e.type),
      ]),
    );

    for (const { seller, storeId } of stores) {
      const mine = expected.get(storeId) ?? [];
      expect(mine.length).toBeGreaterThanOrEqual(3);
      const raised = await raisedSince(storeId, start);
      // No condition raised twice while it lasted (keys of live events are unique; a key raised again
      // must have been cleared in between).
      const byKey = new Map<string, TRaised[]>();
      for (const r of raised) byKey.set(r.conditionKey, [...(byKey.get(r.conditionKey) ?? []), r]);
      for (const list of byKey.values()) {
        const sorted = list.sort((a, b) => a.detectedAt.getTime() - b.detectedAt.getTime());
        for (let i = 1; i < sorted.length; i++) expect(sorted[i - 1]?.clearedAt).not.toBeNull();
      }
      // Precision: what was raised is what was planted (since the baseline, or in force at it).
      const all = await planted(seller.sellingPartnerId, start - 200 * 86_400_000, fx.clock.now().getTime());
      const unplanted = raised.filter((r) => !all.some((e) => matches(r, e)));
      expect({ seller: seller.sellingPartnerId, unplanted: unplanted.map((r) => r.summary) }).toEqual({
        seller: seller.sellingPartnerId,
        unplanted: [],
      });
      expect(1 - unplanted.length / Math.max(1, raised.length)).toBeGreaterThanOrEqual(0.95);
    }
  }, 600_000);
});

/** Runs one sync stage for `storeId`, as the import and sync jobs do. */
async function stageOf(
  fx: TSandboxStore,
  storeId: string,
  name: string,
  run: Parameters<typeof runStage>[2]['run'],
) {
  const store = await findSyncStore(fx.t.db, storeId);
  if (!store) throw new Error('no store');
  await runStage(fx.deps(), store, { name, run });
}
