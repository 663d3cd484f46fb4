import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  fbaLedgerEvents,
  fbaReimbursements,
  inboundShipmentItems,
  inboundShipments,
  products,
  reimburseAuditRuns,
  reimburseFindings,
  reimburseProductSettings,
  reimburseStoreSettings,
} from '../../../db/schema/index.ts';
import { fixedClock } from '../../../lib/clock.ts';
import { insertUser } from '../../../testing/accounts.ts';
import { insertStore } from '../../../testing/channels.ts';
import { buildTestApp, type TTestApp } from '../../../testing/test-app.ts';
import { DETECTORS } from './detectors/index.ts';
import { addDays } from './policy.ts';
import { runAudit } from './run-audit.ts';

// The audit runner with its two warehouse detectors against seeded rows: windows (day 44/45 to flag,
// 59/60/61 to claim), "Amazon paid it later", units found again, the seller's setup, and a re-run that
// changes no row (updated_at and xmin compared).

const LOSS_DAY = '2026-06-01';
const RECEIPT_DAY = '2026-07-01';
const at = (day: string, plus = 0) => new Date(Date.parse(`${addDays(day, plus)}T15:00:00Z`));

describe('reimbursement audit runner', () => {
  let t: TTestApp;
  let store: string;
  const clock = fixedClock(at(LOSS_DAY, 50));
  // The runner over the two detectors whose rows these tests seed (the others read rows seeded here too:
  // a Lost_Warehouse payment since March 2025 is, to the underpaid detector, one to check against COGS).
  const detectors = DETECTORS.filter((d) => d.kind === 'lost-not-reimbursed' || d.kind === 'short-received');
  const audit = () => runAudit({ db: t.db, clock, detectors }, store);
  const findings = (kind?: string) =>
    t.db
      .select()
      .from(reimburseFindings)
      .where(
        kind
          ? and(eq(reimburseFindings.channelId, store), eq(reimburseFindings.kind, kind))
          : eq(reimburseFindings.channelId, store),
      );
  const versions = async () =>
    (
      await t.db.execute(
        sql`select id, xmin::text as xmin, updated_at::text as updated_at from reimburse_findings
             where channel_id = ${store} order by id`,
      )
    ).rows;

  beforeAll(async () => {
    t = await buildTestApp();
    const owner = await insertUser(t.db, { email: 'audit-runner@example.com' });
    store = await insertStore(t.db, { companyId: owner.companyId, sellerId: 'AUDITRUNNER1' });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    for (const table of [
      reimburseFindings,
      reimburseAuditRuns,
      fbaLedgerEvents,
      fbaReimbursements,
      inboundShipmentItems,
      inboundShipments,
      products,
      reimburseProductSettings,
      reimburseStoreSettings,
    ])
      await t.db.delete(table).where(eq(table.channelId, store));
    await t.db
      .insert(products)
      .values({ channelId: store, sku: 'MUG-1', asin: 'B0MUG00001', fnsku: 'X00MUG0001', price: '20.00' });
    // Three mugs lost (M), never found nor paid; two lost and found again; one damaged and paid.
    await t.db
      .insert(fbaLedgerEvents)
      .values([
        ledger('lost', LOSS_DAY, 'Adjustments', '9001', -3, 'M', { reconciled: 0, unreconciled: 3 }),
        ledger('lost-found', LOSS_DAY, 'Adjustments', '9002', -2, 'M', { reconciled: 2, unreconciled: 0 }),
        ledger('found', addDays(LOSS_DAY, 5), 'Adjustments', '9002', 2, 'F'),
        ledger('damaged', LOSS_DAY, 'Adjustments', '9003', -1, 'E', { reconciled: 0, unreconciled: 0 }),
      ]);
    await t.db
      .insert(fbaReimbursements)
      .values(payment('R-DMG', addDays(LOSS_DAY, 10), 'Damaged_Warehouse', 1, '7.60'));
  });

  function ledger(
    key: string,
    day: string,
    eventType: string,
    referenceId: string,
    quantity: number,
    reason: string,
    q: { reconciled?: number; unreconciled?: number } = {},
  ) {
    return {
      channelId: store,
      rowKey: key,
      eventDate: day,
      fnsku: 'X00MUG0001',
      asin: 'B0MUG00001',
      msku: 'MUG-1',
      eventType,
      referenceId,
      quantity,
      reason,
      disposition: 'SELLABLE',
      fulfillmentCenter: 'PHX7',
      reconciledQuantity: q.reconciled ?? null,
      unreconciledQuantity: q.unreconciled ?? null,
    };
  }
  function payment(id: string, day: string, reason: string, quantity: number, perUnit: string) {
    return {
      channelId: store,
      rowKey: id,
      reimbursementId: id,
      approvalDate: at(day),
      reason,
      sku: 'MUG-1',
      fnsku: 'X00MUG0001',
      asin: 'B0MUG00001',
      currency: 'USD',
      amountPerUnit: perUnit,
      amountTotal: (Number(perUnit) * quantity).toFixed(2),
      quantityCash: quantity,
      quantityTotal: quantity,
    };
  }

  it('waits 45 days for Amazon, then flags the lost units with their evidence and deadline', async () => {
    clock.set(at(LOSS_DAY, 44));
    await audit();
    expect(await findings()).toEqual([]);
    clock.set(at(LOSS_DAY, 45));
    const run = await audit();
    const [lost, ...rest] = await findings();
    expect(rest).toEqual([]);
    expect(lost).toMatchObject({
      kind: 'lost-not-reimbursed',
      findingKey: '9001:X00MUG0001',
      status: 'needs-action',
      actionNeeded: 'missing-cogs',
      quantity: 3,
      unitValueMinor: 760,
      estimatedValueMinor: 2280,
      currency: 'USD',
      claimDeadline: addDays(LOSS_DAY, 60),
      referenceId: '9001',
      fnsku: 'X00MUG0001',
      sku: 'MUG-1',
      asin: 'B0MUG00001',
    });
    // No unit cost yet: valued at what Amazon itself paid per unit of the SKU (the damaged mug).
    expect(lost?.valuation).toBe(
      "3 × $7.60 Amazon's own reimbursement per unit for this SKU (2026-06-11); enter your unit cost",
    );
    expect(lost?.evidence).toMatchObject({
      ledger_reference_id: '9001',
      event_date: LOSS_DAY,
      reason_code: 'M',
      unreconciled_quantity: 3,
      fulfillment_center: 'PHX7',
    });
    expect(run).toMatchObject({ skipped: null, kinds: { 'lost-not-reimbursed': { inserted: 1 } } });
    const [recorded] = await t.db
      .select()
      .from(reimburseAuditRuns)
      .where(eq(reimburseAuditRuns.channelId, store))
      .orderBy(desc(reimburseAuditRuns.startedAt));
    expect(recorded?.finishedAt).not.toBeNull();
    expect(recorded?.counts).toMatchObject({
      statuses: { 'needs-action': 1 },
      duration_ms: expect.any(Number),
    });
  });

  it('values at the unit cost the seller entered, open until day 60, expired from day 61', async () => {
    await t.db
      .insert(reimburseProductSettings)
      .values({ channelId: store, sku: 'MUG-1', unitCostMinor: 760 });
    for (const [day, status] of [
      [59, 'open'],
      [60, 'open'],
      [61, 'expired'],
    ] as const) {
      clock.set(at(LOSS_DAY, day));
      await audit();
      const [lost] = await findings('lost-not-reimbursed');
      expect(lost?.status, `day ${day}`).toBe(status);
      expect(lost?.valuation).toBe('3 × $7.60 unit cost you entered');
      expect(lost?.estimatedValueMinor).toBe(2280);
    }
  });

  it('closes a finding as reimbursed by Amazon when the payment arrives later, with amount and ids', async () => {
    clock.set(at(LOSS_DAY, 50));
    await audit();
    await t.db
      .insert(fbaReimbursements)
      .values(payment('R-LATE', addDays(LOSS_DAY, 52), 'Lost_Warehouse', 3, '7.60'));
    clock.set(at(LOSS_DAY, 53));
    await audit();
    const [lost] = await findings('lost-not-reimbursed');
    expect(lost).toMatchObject({
      status: 'reimbursed',
      reimbursedAmountMinor: 2280,
      reimbursementIds: ['R-LATE'],
      resolvedAt: at(LOSS_DAY, 53),
    });
  });

  it('raises nothing for a loss Amazon paid before the audit saw it', async () => {
    await t.db
      .insert(fbaReimbursements)
      .values(payment('R-EARLY', addDays(LOSS_DAY, 30), 'Lost_Warehouse', 3, '7.60'));
    clock.set(at(LOSS_DAY, 50));
    await audit();
    expect(await findings()).toEqual([]);
  });

  it('closes a finding whose units were found again, and never reopens one a person dismissed', async () => {
    clock.set(at(LOSS_DAY, 50));
    await audit();
    await t.db
      .insert(fbaLedgerEvents)
      .values(ledger('found-late', addDays(LOSS_DAY, 51), 'Adjustments', '9001', 3, 'F'));
    clock.set(at(LOSS_DAY, 52));
    expect(await audit()).toMatchObject({ kinds: { 'lost-not-reimbursed': { closed: 1 } } });
    const [closed] = await findings('lost-not-reimbursed');
    expect(closed?.status).toBe('dismissed');
    expect(closed?.evidence).toMatchObject({ dismissal: { by: 'audit' } });
    // A person's dismissal is final, even when the detector returns the finding again.
    await t.db.delete(fbaLedgerEvents).where(eq(fbaLedgerEvents.rowKey, 'found-late'));
    await t.db
      .update(reimburseFindings)
      .set({ evidence: { note: 'seller: not ours' } })
      .where(eq(reimburseFindings.channelId, store));
    const before = await versions();
    await audit();
    expect(await versions()).toEqual(before);
  });

  it('re-running the audit changes no row', async () => {
    await seedShortShipment();
    clock.set(at(LOSS_DAY, 50));
    await audit();
    clock.set(at(RECEIPT_DAY, 46));
    await audit();
    const before = await versions();
    expect(before.length).toBe(2);
    const again = await audit();
    expect(await versions()).toEqual(before);
    expect(again).toMatchObject({
      kinds: {
        'lost-not-reimbursed': { inserted: 0, updated: 0, unchanged: 1, closed: 0 },
        'short-received': { inserted: 0, updated: 0, unchanged: 1, closed: 0 },
      },
    });
  });

  async function seedShortShipment() {
    await t.db
      .insert(inboundShipments)
      .values({ channelId: store, shipmentId: 'FBA15SHORT', status: 'CLOSED' });
    await t.db.insert(inboundShipmentItems).values({
      channelId: store,
      shipmentId: 'FBA15SHORT',
      sellerSku: 'MUG-1',
      fnsku: 'X00MUG0001',
      quantityShipped: 100,
      quantityReceived: 88,
    });
    await t.db
      .insert(fbaLedgerEvents)
      .values([
        ledger('rcv-1', addDays(RECEIPT_DAY, -2), 'Receipts', 'FBA15SHORT', 60, ''),
        ledger('rcv-2', RECEIPT_DAY, 'Receipts', 'FBA15SHORT', 28, ''),
      ]);
  }

  it('flags a closed shipment received short 45 days after its last receipt, net of Lost_Inbound', async () => {
    await seedShortShipment();
    await t.db
      .insert(reimburseProductSettings)
      .values({ channelId: store, sku: 'MUG-1', unitCostMinor: 500 });
    clock.set(at(RECEIPT_DAY, 44));
    await audit();
    expect(await findings('short-received')).toEqual([]);
    clock.set(at(RECEIPT_DAY, 45));
    await audit();
    expect((await findings('short-received'))[0]).toMatchObject({
      findingKey: 'FBA15SHORT:MUG-1',
      shipmentId: 'FBA15SHORT',
      status: 'open',
      quantity: 12,
      estimatedValueMinor: 6000,
      claimDeadline: addDays(RECEIPT_DAY, 60),
      evidence: { quantity_shipped: 100, quantity_received: 88, ledger_receipts: 88, closed_on: RECEIPT_DAY },
    });
    // Amazon paid for 5 of the 12: 7 are left to claim.
    await t.db
      .insert(fbaReimbursements)
      .values(payment('R-INB', addDays(RECEIPT_DAY, 30), 'Lost_Inbound', 5, '5.00'));
    await audit();
    expect((await findings('short-received'))[0]).toMatchObject({ status: 'open', quantity: 7 });
    // A later receipt of the 7 closes it.
    await t.db
      .insert(fbaLedgerEvents)
      .values(ledger('rcv-3', addDays(RECEIPT_DAY, 46), 'Receipts', 'FBA15SHORT', 12, ''));
    await audit();
    expect((await findings('short-received'))[0]?.status).toBe('dismissed');
  });

  it("follows the seller's setup: not enrolled, shipment audit off, excluded shipments", async () => {
    await seedShortShipment();
    clock.set(at(RECEIPT_DAY, 46));
    await t.db.insert(reimburseStoreSettings).values({ channelId: store, enrolled: false });
    expect(await audit()).toEqual({ skipped: 'not-enrolled' });
    expect(await findings()).toEqual([]);
    await t.db
      .update(reimburseStoreSettings)
      .set({ enrolled: true, excludedShipmentIds: ['FBA15SHORT'] })
      .where(eq(reimburseStoreSettings.channelId, store));
    await audit();
    expect((await findings('short-received'))[0]).toMatchObject({
      status: 'dismissed',
      evidence: { dismissal: { by: 'settings', reason: 'Shipment FBA15SHORT is excluded (setup)' } },
    });
    await t.db
      .update(reimburseStoreSettings)
      .set({ excludedShipmentIds: [], shipmentDiscrepancyEnabled: false })
      .where(eq(reimburseStoreSettings.channelId, store));
    await audit();
    expect((await findings('short-received'))[0]?.evidence).toMatchObject({
      dismissal: { reason: 'Shipment discrepancies are not audited (setup)' },
    });
    // Switched back on: the finding reopens.
    await t.db
      .update(reimburseStoreSettings)
      .set({ shipmentDiscrepancyEnabled: true })
      .where(eq(reimburseStoreSettings.channelId, store));
    await audit();
    const [reopened] = await findings('short-received');
    expect(reopened?.status).toBe('needs-action');
    expect(reopened?.resolvedAt).toBeNull();
  });
});
