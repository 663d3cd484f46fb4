import { describe, expect, it } from 'vitest';
import { damagedReturnNotReimbursedDetector } from './damaged-return-not-reimbursed.ts';
import {
  day,
  detectorSuite,
  plusDays,
  seedLedgerStart,
  seedProducts,
  seedReturn,
  seedReturnPayment,
} from './detector-fixtures.ts';

// Returned damaged by the carrier or the warehouse (or sellable and never restocked), not reimbursed:
// claimable from day 45 after the return arrived, for 60 days.
describe('damaged-return-not-reimbursed detector', () => {
  const returnedAt = day('2026-05-10');

  const { found } = detectorSuite('damaged', damagedReturnNotReimbursedDetector, async (db, id) => {
    // C: a SKU without a unit cost.
    await seedProducts(db, id, { A: 1200, C: null });
    await seedLedgerStart(db, id, day('2026-01-01'));
    const paid = (rid: string, orderId: string, afterDays: number, sku: string | null = 'A') =>
      seedReturnPayment(db, id, {
        id: rid,
        orderId,
        at: plusDays(returnedAt, afterDays),
        perUnit: '12.00',
        sku,
      });
    const ret = (orderId: string, disposition: string, ledger = true) =>
      seedReturn(db, id, { orderId, sku: 'A', at: returnedAt, disposition, ledger });
    await ret('222-0000001-0000001', 'CARRIER_DAMAGED');
    await ret('222-0000002-0000002', 'DAMAGED');
    // The buyer's damage and a sellable restocked unit are not Amazon's to pay.
    await ret('222-0000003-0000003', 'CUSTOMER_DAMAGED');
    await ret('222-0000004-0000004', 'SELLABLE');
    // Sellable, but the ledger never took it back into stock.
    await ret('222-0000005-0000005', 'SELLABLE', false);
    // Paid within the wait (day 25), and paid after it (day 52).
    await ret('222-0000006-0000006', 'CARRIER_DAMAGED');
    await paid('R-EARLY', '222-0000006-0000006', 25);
    await ret('222-0000007-0000007', 'CARRIER_DAMAGED');
    await paid('R-LATE', '222-0000007-0000007', 52);
    // Paid after the wait by a reimbursement that names the order but no SKU.
    await ret('222-0000009-0000009', 'CARRIER_DAMAGED');
    await paid('R-NOSKU', '222-0000009-0000009', 47, null);
    await seedReturn(db, id, {
      orderId: '222-0000008-0000008',
      sku: 'C',
      at: returnedAt,
      disposition: 'CARRIER_DAMAGED',
    });
  });
  it('waits 45 days after the return: nothing on day 44, the claims on day 45 and 46', async () => {
    expect(await found(plusDays(returnedAt, 44))).toEqual([]);
    const day45 = await found(plusDays(returnedAt, 45));
    expect(day45.map((d) => d.amazonOrderId)).toEqual([
      '222-0000001-0000001',
      '222-0000002-0000002',
      '222-0000005-0000005',
      '222-0000007-0000007',
      '222-0000008-0000008',
      '222-0000009-0000009',
    ]);
    expect(await found(plusDays(returnedAt, 46))).toEqual(day45);
    // 45 days' wait and 60 to claim: day 105 after the return.
    expect(day45.every((d) => d.claimDeadline === '2026-08-23')).toBe(true);
  });

  it('values the unit at the unit cost and names the disposition, the order and the license plate', async () => {
    const [draft] = await found(plusDays(returnedAt, 46));
    expect(draft).toMatchObject({
      kind: 'damaged-return-not-reimbursed',
      sku: 'A',
      quantity: 1,
      unitValueMinor: 1200,
      estimatedValueMinor: 1200,
      occurredAt: returnedAt,
      reimbursed: null,
    });
    expect(draft?.referenceId).toMatch(/^LPN-/);
    expect(draft?.findingKey).toBe(`222-0000001-0000001:A:${draft?.referenceId}`);
    expect(draft?.evidence).toMatchObject({
      detailedDisposition: 'CARRIER_DAMAGED',
      claimableFrom: '2026-06-24',
      ledgerCustomerReturns: [expect.objectContaining({ referenceId: '222-0000001-0000001' })],
    });
    const restock = (await found(plusDays(returnedAt, 46))).find(
      (d) => d.amazonOrderId === '222-0000005-0000005',
    );
    expect(String(restock?.evidence.problem)).toContain('never restocked');
  });

  it('closes the finding once Amazon reimburses it later', async () => {
    const pick = async (at: number) =>
      (await found(plusDays(returnedAt, at))).find((d) => d.amazonOrderId === '222-0000007-0000007');
    expect((await pick(51))?.reimbursed).toBeNull();
    expect((await pick(52))?.reimbursed).toEqual({ amountMinor: 1200, reimbursementIds: ['R-LATE'] });
    const noSku = (await found(plusDays(returnedAt, 47))).find(
      (d) => d.amazonOrderId === '222-0000009-0000009',
    );
    expect(noSku?.reimbursed).toEqual({ amountMinor: 1200, reimbursementIds: ['R-NOSKU'] });
  });

  it('asks for the unit cost when the seller has not entered one', async () => {
    const c = (await found(plusDays(returnedAt, 46))).find((d) => d.sku === 'C');
    expect(c).toMatchObject({ actionNeeded: 'missing-cogs', unitValueMinor: null, estimatedValueMinor: 0 });
  });

  it('keeps the deadline when the claim window has passed', async () => {
    const late = await found(plusDays(returnedAt, 106));
    expect(late.length).toBe(6);
    expect(late.every((d) => d.claimDeadline === '2026-08-23')).toBe(true);
  });
});
