import { and, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { channels, violationEvents } from '../../db/schema/index.ts';
import { syncListingsJob } from '../../jobs/definitions/sync-listings.job.ts';
import { syncOffersJob } from '../../jobs/definitions/sync-offers.job.ts';
import { importSellerFeedback } from '../../sync/import-seller-feedback.ts';
import { runStage } from '../../sync/run-stage.ts';
import { findSyncStore } from '../../sync/sync-store.ts';
import { UK_MARKETPLACE as UK } from '../../testing/channels.ts';
import { sandboxStoreFixture } from '../../testing/sandbox-store.ts';
import { detectViolations } from './detect.ts';

// Issue 22's bar against the sandbox's planted events (GET /sandbox/listing-events): over 18 syncs, every
// event planted since the previous sync is raised by the next one, with its type and ASIN; nothing is
// raised twice for an unchanged condition; at least 95 % of what is raised was planted.

const SELLER = 'AD9G7TIZGEDRUD'; // the smallest demo seller (35 ASINs, UK)
/** 18 syncs a little under a day apart: over 17 days, a full turn of the sandbox's planted kinds (16 days). */
const SYNCS = 18;
/** A little under a day: every planted condition lasts at least 24 hours, so each is seen by a sync. */
const STEP_MS = 23 * 3_600_000;
const FEEDBACK_DAYS = 3;

const PLANTED_KINDS = [
  'hijacker',
  'new-offer',
  'buybox-lost',
  'map-breach',
  'listing-changed',
  'listing-suppressed',
  'account-health',
  'policy-violation',
];

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

describe('violation detection against the sandbox plan', () => {
  const fx = sandboxStoreFixture({
    email: 'violation@example.com',
    sellerId: SELLER,
    marketplaceId: UK,
    prepare: async (store) => {
      await store.runImportStage('catalogue');
      for (const stage of ['listings', 'offers', 'account-health'] as const)
        await store.runImportStage(stage);
      await store.t.db.update(channels).set({ signupStep: 'done' }).where(eq(channels.id, store.storeId));
    },
    timeoutMs: 180_000,
  });

  const feedback = async () => {
    const store = await findSyncStore(fx.t.db, fx.storeId);
    if (!store) throw new Error('no store');
    await runStage(fx.deps(), store, {
      name: 'seller-feedback',
      run: (ctx) => importSellerFeedback(ctx, FEEDBACK_DAYS),
    });
  };
  const sync = async () => {
    await syncOffersJob.handler(fx.deps(), { channelId: fx.storeId });
    await syncListingsJob.handler(fx.deps(), { channelId: fx.storeId });
    await feedback();
    return detectViolations({ db: fx.t.db, clock: fx.clock }, fx.storeId);
  };
  const planted = async (from: number, to: number) =>
    (
      (await fx.sandbox.control(
        'GET',
        `/sandbox/listing-events?sellingPartnerId=${SELLER}&from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}`,
      )) as { events: TPlanted[] }
    ).events;

  it('raises every planted event within one sync, never twice, with precision ≥ 95 %', async () => {
    await sync(); // the baseline: what is in force at connection time is history
    const start = fx.clock.now().getTime();
    const expected: TPlanted[] = [];
    const missed: TPlanted[] = [];
    for (let i = 0; i < SYNCS; i++) {
      const from = fx.clock.now().getTime();
      await fx.sandbox.control('POST', '/sandbox/clock', { advanceMs: STEP_MS });
      fx.shiftClock(STEP_MS);
      const to = fx.clock.now().getTime();
      const due = (await planted(from + 1, to)).filter(
        (e) => e.until === null || Date.parse(e.until) > to, // still in force when the sync looks
      );
      const outcome = await sync();
      const raised = outcome.raised.length
        ? await fx.t.db
            .select()
            .from(violationEvents)
            .where(
              and(eq(violationEvents.channelId, fx.storeId), gt(violationEvents.detectedAt, new Date(from))),
            )
        : [];
      for (const e of due) {
        expected.push(e);
        if (!raised.some((r) => matches(r, e))) missed.push(e);
      }
    }
    expect(expected.length).toBeGreaterThanOrEqual(4);
    // Every kind the sandbox plants on offers, listings and the account.
    expect(new Set(expected.map((e) => e.type))).toEqual(
      new Set([
        ...PLANTED_KINDS,
        ...expected.filter((e) => e.type === 'negative-feedback').map((e) => e.type),
      ]),
    );
    expect(missed).toEqual([]);

    const raised = await fx.t.db
      .select()
      .from(violationEvents)
      .where(and(eq(violationEvents.channelId, fx.storeId), gt(violationEvents.detectedAt, new Date(start))));
    // No condition raised twice while it lasted (keys of live events are unique; a key raised again
    // must have been cleared in between).
    const byKey = new Map<string, TRaised[]>();
    for (const r of raised) byKey.set(r.conditionKey, [...(byKey.get(r.conditionKey) ?? []), r]);
    for (const list of byKey.values()) {
      const sorted = list.sort((a, b) => a.detectedAt.getTime() - b.detectedAt.getTime());
      for (let i = 1; i < sorted.length; i++) expect(sorted[i - 1]?.clearedAt).not.toBeNull();
    }
    // Precision: what was raised is what was planted (since the baseline, or in force at it).
    const all = await planted(start - 200 * 86_400_000, fx.clock.now().getTime());
    const unplanted = raised.filter((r) => !all.some((e) => matches(r, e)));
    expect(unplanted.map((r) => r.summary)).toEqual([]);
    expect(1 - unplanted.length / Math.max(1, raised.length)).toBeGreaterThanOrEqual(0.95);
  }, 600_000);
});
