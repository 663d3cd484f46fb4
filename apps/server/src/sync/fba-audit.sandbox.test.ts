import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { channels, syncStages } from '../db/schema/index.ts';
import { syncFbaAudit } from '../jobs/definitions/sync-fba-audit.ts';
import type { TQueue } from '../queue/queue.ts';
import { sandboxStoreFixture } from '../testing/sandbox-store.ts';

// The data the reimbursement audit reads (issue 18): inbound shipments, financial events, estimated
// fees and the ledger summary, imported by their stages against the sandbox, with the sandbox's planted
// anomalies visible in them; re-imported without a row changing; synced incrementally.

const SELLER = 'AD9G7TIZGEDRUD'; // the smallest demo seller (UK)
const MARKETPLACE = 'A1F83G8C2ARO7P';
const DAY_MS = 86_400_000;
const STAGES = ['catalogue', 'fba-reports', 'inbound', 'finances'] as const;

type TAnomaly =
  | {
      kind: 'short-received';
      shipmentId: string;
      closedAt: string;
      sku: string;
      shipped: number;
      received: number;
    }
  | {
      kind: 'refund-without-return';
      amazonOrderId: string;
      refundedAt: string;
      sku: string;
      quantity: number;
    }
  | { kind: 'wrong-size-tier'; sku: string; trueTier: string; chargedTier: string; feeDifference: number }
  | { kind: 'damaged-return-not-reimbursed'; amazonOrderId: string; returnedAt: string; sku: string }
  | { kind: 'underpaid-reimbursement'; reimbursementId: string; approvedAt: string; paidPerUnit: number }
  | { kind: 'lost-not-reimbursed' };

describe('reimbursement audit data against the marketplace sandbox', () => {
  // The server's clock follows the sandbox's when a test moves it forward.
  const fx = sandboxStoreFixture({
    email: 'audit-data@example.com',
    sellerId: SELLER,
    marketplaceId: MARKETPLACE,
  });
  const { clock } = fx;
  const rows = async <T>(query: string) => (await fx.t.db.execute(sql.raw(query))).rows as T[];
  const count = async (query: string) => (await rows<{ n: number }>(query))[0]?.n ?? 0;
  /** How many of the store's rows of `table` match `where`. */
  const storeRows = (table: string, where = 'true') =>
    count(`select count(*)::int as n from ${table} where channel_id = '${fx.storeId}' and ${where}`);
  const runStages = async () => {
    for (const name of STAGES) await fx.runImportStage(name);
  };
  // What cannot move while the tests run (the sandbox's market runs on the wall clock): closed
  // shipments, events posted more than a day ago, the fee report, past months' summaries. synced_at is
  // part of it: a re-import must not even rewrite a row.
  const settled = () => {
    const day = new Date(clock.now().getTime() - DAY_MS).toISOString();
    const month = `${clock.now().toISOString().slice(0, 7)}-01`;
    const closed = `select shipment_id from inbound_shipments where channel_id = '${fx.storeId}' and status = 'CLOSED'`;
    return {
      inbound_shipments: `status = 'CLOSED'`,
      inbound_shipment_items: `shipment_id in (${closed})`,
      financial_events: `posted_date < '${day}'`,
      fba_estimated_fees: 'true',
      fba_ledger_summary: `period_start < '${month}'`,
    };
  };
  const fingerprint = async () => {
    const out: Record<string, { n: number; hash: string }> = {};
    for (const [table, scope] of Object.entries(settled())) {
      const [row] = await rows<{ n: number; hash: string }>(
        `select count(*)::int as n, md5(coalesce(string_agg(j, '|' order by j), '')) as hash
           from (select to_jsonb(x)::text as j from ${table} x where channel_id = '${fx.storeId}' and ${scope}) s`,
      );
      out[table] = row as { n: number; hash: string };
    }
    return out;
  };

  it('imports shipments, financial events, fees and the ledger summary, the planted anomalies in them', async () => {
    await runStages();
    const { anomalies, now } = (await fx.sandbox.control(
      'GET',
      `/sandbox/anomalies?sellingPartnerId=${SELLER}`,
    )) as { anomalies: TAnomaly[]; now: string };
    const at = Date.parse(now);
    type TOf<K extends TAnomaly['kind']> = Extract<TAnomaly, { kind: K }>;
    /** The planted anomalies of `kind` whose `when` lies within the last `days` days. */
    const recent = <K extends TAnomaly['kind']>(kind: K, when: keyof TOf<K>, days: number) =>
      anomalies.filter(
        (a): a is TOf<K> => a.kind === kind && Date.parse(String((a as TOf<K>)[when])) > at - days * DAY_MS,
      );

    // Short-received: the closed shipment's line received fewer than shipped, as planted.
    const short = recent('short-received', 'closedAt', 500);
    expect(short.length).toBeGreaterThan(0);
    for (const a of short) {
      const [line] = await rows<{ shipped: number; received: number; status: string }>(
        `select i.quantity_shipped as shipped, i.quantity_received as received, s.status
           from inbound_shipment_items i join inbound_shipments s using (channel_id, shipment_id)
          where i.channel_id = '${fx.storeId}' and i.shipment_id = '${a.shipmentId}' and i.seller_sku = '${a.sku}'`,
      );
      expect(line).toEqual({ shipped: a.shipped, received: a.received, status: 'CLOSED' });
    }

    // Refund without return: a refund event for the order's SKU, and no customer return for the order.
    const unreturned = recent('refund-without-return', 'refundedAt', 170);
    expect(unreturned.length).toBeGreaterThan(0);
    for (const a of unreturned) {
      const refunds = await storeRows(
        'financial_events',
        `event_group = 'Refund' and amazon_order_id = '${a.amazonOrderId}' and seller_sku = '${a.sku}' and amount_type = 'Principal'`,
      );
      expect(refunds, a.amazonOrderId).toBe(1);
      const returns = await storeRows('fba_customer_returns', `amazon_order_id = '${a.amazonOrderId}'`);
      expect(returns, a.amazonOrderId).toBe(0);
    }

    // Returned damaged by the carrier, never paid: the return is there, no reimbursement for the order.
    const damaged = recent('damaged-return-not-reimbursed', 'returnedAt', 500);
    expect(damaged.length).toBeGreaterThan(0);
    for (const a of damaged) {
      const returned = await storeRows(
        'fba_customer_returns',
        `amazon_order_id = '${a.amazonOrderId}' and detailed_disposition = 'CARRIER_DAMAGED'`,
      );
      expect(returned, a.amazonOrderId).toBe(1);
      const paid = await storeRows('fba_reimbursements', `amazon_order_id = '${a.amazonOrderId}'`);
      expect(paid, a.amazonOrderId).toBe(0);
    }
    // Underpaid: the adjustment's per-unit amount is the short one the anomaly names.
    const underpaid = recent('underpaid-reimbursement', 'approvedAt', 170);
    // (A small seller has about one in six months: none is asserted to be there.)
    for (const a of underpaid) {
      const [row] = await rows<{ per_unit: string }>(
        `select per_unit_amount::text as per_unit from financial_events where channel_id = '${fx.storeId}'
           and event_group = 'Adjustment' and transaction_number = '${a.reimbursementId}'`,
      );
      expect(Number(row?.per_unit), a.reimbursementId).toBe(a.paidPerUnit);
    }

    // Wrong size tier: the fee report's tier is the one charged, its weight above the catalogue's, and
    // the financial events charge that fee per unit.
    const wrong = anomalies.find((a) => a.kind === 'wrong-size-tier') as Extract<
      TAnomaly,
      { kind: 'wrong-size-tier' }
    >;
    const [fee] = await rows<{ tier: string; fee: string; fee_weight: string; catalogue_weight: string }>(
      `select f.size_tier as tier, f.fulfillment_fee_per_unit as fee, f.weight_lb as fee_weight, p.weight_lb as catalogue_weight
         from fba_estimated_fees f join products p using (channel_id, sku)
        where f.channel_id = '${fx.storeId}' and f.sku = '${wrong.sku}'`,
    );
    expect(fee?.tier).toBe(wrong.chargedTier);
    expect(Number(fee?.fee_weight)).toBeGreaterThan(Number(fee?.catalogue_weight));
    const charged = await rows<{ per_unit: string }>(
      `select distinct round(-amount / quantity, 2)::text as per_unit from financial_events
        where channel_id = '${fx.storeId}' and seller_sku = '${wrong.sku}' and amount_type = 'FBAPerUnitFulfillmentFee'`,
    );
    expect(charged.map((c) => Number(c.per_unit))).toEqual([Number(fee?.fee)]);

    // Every reimbursement of the report in the events' range is an adjustment with its id.
    const since = new Date(at - 170 * DAY_MS).toISOString();
    const missing = await count(
      `select count(*)::int as n from fba_reimbursements r where r.channel_id = '${fx.storeId}' and r.approval_date > '${since}'
         and not exists (select 1 from financial_events e where e.channel_id = r.channel_id
           and e.event_group = 'Adjustment' and e.transaction_number = r.reimbursement_id)`,
    );
    expect(missing).toBe(0);
    // The ledger summary has a row per month and FNSKU, balances carried from one month to the next.
    const months = await count(
      `select count(distinct period_start)::int as n from fba_ledger_summary where channel_id = '${fx.storeId}'`,
    );
    expect(months).toBeGreaterThan(3);
    const stages = await fx.t.db.select().from(syncStages).where(eq(syncStages.channelId, fx.storeId));
    for (const name of STAGES) expect(stages.find((s) => s.stage === name)?.status, name).toBe('done');
    expect(stages.find((s) => s.stage === 'finances')?.checkpoint).toMatchObject({
      syncedTo: expect.any(Number),
    });
  }, 300_000);

  it('imports again without changing a row', async () => {
    const before = await fingerprint();
    for (const table of Object.keys(before)) expect(before[table]?.n, table).toBeGreaterThan(0);
    await fx.t.db.delete(syncStages).where(eq(syncStages.channelId, fx.storeId));
    await runStages();
    expect(await fingerprint()).toEqual(before);
  }, 300_000);

  it('the scheduled sync reads only what was posted or changed since the last one', async () => {
    await fx.t.db.update(channels).set({ signupStep: 'done' }).where(eq(channels.id, fx.storeId));
    const [cursor] = await fx.t.db.select().from(syncStages).where(eq(syncStages.stage, 'finances'));
    const syncedTo = Number(cursor?.checkpoint?.syncedTo);
    const total = await storeRows('financial_events');
    const before = await fingerprint();
    const [{ started }] = (await rows<{ started: string }>('select now()::text as started')) as [
      { started: string },
    ];
    // Two days pass at the marketplace (and for the server).
    await fx.sandbox.control('POST', '/sandbox/clock', { advanceDays: 2 });
    fx.shiftClock(2 * DAY_MS);
    await fx.sandbox.control('DELETE', '/sandbox/counters');
    const queue = { unschedule: async () => {} } as unknown as TQueue;
    expect(await syncFbaAudit({ ...fx.deps(), queue }, fx.storeId)).toEqual({ more: false });

    const stages = await fx.t.db.select().from(syncStages).where(eq(syncStages.channelId, fx.storeId));
    const finances = stages.find((s) => s.stage === 'sync-finances');
    expect(finances?.status).toBe('done');
    expect(stages.find((s) => s.stage === 'sync-inbound')?.status).toBe('done');
    // It read three days (the day of overlap and the two new ones), not the six months of the import.
    const read = finances?.counts.financial_events ?? 0;
    expect(read).toBeGreaterThan(0);
    expect(read).toBeLessThan(total / 20);
    const after = await storeRows('financial_events');
    expect(after).toBeGreaterThan(total);
    const older = await storeRows(
      'financial_events',
      `synced_at > '${started}' and posted_date < '${new Date(syncedTo - DAY_MS).toISOString()}'`,
    );
    expect(older).toBe(0);
    // The cursor moved to the sync's end; the settled rows are as they were.
    const [moved] = await fx.t.db.select().from(syncStages).where(eq(syncStages.stage, 'finances'));
    expect(Number(moved?.checkpoint?.syncedTo)).toBeGreaterThan(syncedTo + DAY_MS);
    const now = await fingerprint();
    expect(now.fba_estimated_fees).toEqual(before.fba_estimated_fees);
    expect(now.inbound_shipment_items?.n).toBeGreaterThanOrEqual(before.inbound_shipment_items?.n ?? 0);
  }, 120_000);
});
