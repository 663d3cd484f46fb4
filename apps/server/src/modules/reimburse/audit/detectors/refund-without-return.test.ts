import { describe, expect, it } from 'vitest';
import {
  day,
  detectorSuite,
  plusDays,
  seedLedgerReturn,
  seedOrder,
  seedProducts,
  seedRefund,
  seedReturn,
  seedReturnPayment,
} from './detector-fixtures.ts';
import { refundWithoutReturnDetector } from './refund-without-return.ts';

// Refunded, never returned: claimable from day 45 after the refund for 60 days; a unit that came back
// (returns report or ledger), an MFN order or a reimbursement before the wait ended is no finding.
describe('refund-without-return detector', () => {
  const refundedAt = day('2026-03-01');

  const { found } = detectorSuite('refunds', refundWithoutReturnDetector, async (db, id) => {
    await seedProducts(db, id, { A: 950, B: null });
    const refund = async (orderId: string, sku = 'A', quantity = 1, channel: 'AFN' | 'MFN' = 'AFN') => {
      await seedOrder(db, id, { orderId, sku, quantity, channel, at: plusDays(refundedAt, -10) });
      await seedRefund(db, id, {
        orderId,
        sku,
        at: refundedAt,
        quantity,
        amount: (-25 * quantity).toFixed(2),
      });
    };
    const paid = (rid: string, orderId: string, afterDays: number) =>
      seedReturnPayment(db, id, { id: rid, orderId, at: plusDays(refundedAt, afterDays), perUnit: '9.50' });
    // Never returned.
    await refund('111-0000001-0000001');
    // Returned (report and ledger), returned in the ledger only, an MFN order.
    await refund('111-0000002-0000002');
    await seedReturn(db, id, { orderId: '111-0000002-0000002', sku: 'A', at: plusDays(refundedAt, 9) });
    await refund('111-0000003-0000003');
    await seedLedgerReturn(db, id, {
      orderId: '111-0000003-0000003',
      sku: 'A',
      at: plusDays(refundedAt, 12),
    });
    await refund('111-0000004-0000004', 'A', 1, 'MFN');
    // Reimbursed by Amazon after the wait (day 50), and one paid within the wait (day 30).
    await refund('111-0000005-0000005');
    await paid('R-LATE', '111-0000005-0000005', 50);
    await refund('111-0000006-0000006');
    await paid('R-EARLY', '111-0000006-0000006', 30);
    // Two refunded, one sent back; and a SKU without a unit cost.
    await refund('111-0000007-0000007', 'A', 2);
    await seedReturn(db, id, { orderId: '111-0000007-0000007', sku: 'A', at: plusDays(refundedAt, 5) });
    await refund('111-0000008-0000008', 'B');
  });
  it('waits 45 days after the refund: nothing on day 44, the claims on day 45 and 46', async () => {
    expect(await found(plusDays(refundedAt, 44))).toEqual([]);
    const day45 = await found(plusDays(refundedAt, 45));
    expect(day45.map((d) => d.amazonOrderId)).toEqual([
      '111-0000001-0000001',
      '111-0000005-0000005',
      '111-0000007-0000007',
      '111-0000008-0000008',
    ]);
    expect((await found(plusDays(refundedAt, 46))).map((d) => d.findingKey)).toEqual(
      day45.map((d) => d.findingKey),
    );
    // The claim stays for 60 days after the wait: its deadline is day 105.
    expect(day45.every((d) => d.claimDeadline === '2026-06-14')).toBe(true);
    expect(day45.every((d) => d.reimbursed === null)).toBe(true);
  });

  it('values the unit at the seller unit cost, with the evidence a case needs', async () => {
    const [draft] = await found(plusDays(refundedAt, 46));
    expect(draft).toMatchObject({
      kind: 'refund-without-return',
      findingKey: '111-0000001-0000001:A',
      sku: 'A',
      fnsku: 'X00A',
      asin: 'ASIN-A',
      quantity: 1,
      unitValueMinor: 950,
      estimatedValueMinor: 950,
      actionNeeded: null,
      occurredAt: refundedAt,
    });
    expect(draft?.valuation).toContain('$9.50');
    expect(draft?.evidence).toMatchObject({
      amazonOrderId: '111-0000001-0000001',
      refundedAt: refundedAt.toISOString(),
      refundedQuantity: 1,
      returnedQuantity: 0,
      claimableFrom: '2026-04-15',
      refunds: [expect.objectContaining({ principal: '-25.00' })],
    });
  });

  it('counts only the units not sent back, and asks for a missing unit cost', async () => {
    const drafts = await found(plusDays(refundedAt, 46));
    expect(drafts.find((d) => d.amazonOrderId === '111-0000007-0000007')).toMatchObject({
      quantity: 1,
      estimatedValueMinor: 950,
    });
    expect(drafts.find((d) => d.sku === 'B')).toMatchObject({
      actionNeeded: 'missing-cogs',
      unitValueMinor: null,
      estimatedValueMinor: 0,
    });
  });

  it('closes the finding once Amazon reimburses it later', async () => {
    const pick = async (at: number) =>
      (await found(plusDays(refundedAt, at))).find((d) => d.amazonOrderId === '111-0000005-0000005');
    const before = await pick(49);
    expect(before?.reimbursed).toBeNull();
    const after = await pick(50);
    expect(after?.findingKey).toBe(before?.findingKey);
    expect(after?.reimbursed).toEqual({ amountMinor: 950, reimbursementIds: ['R-LATE'] });
  });

  it('keeps a claim past its deadline (the runner shows it as expired) and returns the same twice', async () => {
    const late = await found(plusDays(refundedAt, 200));
    expect(late.find((d) => d.amazonOrderId === '111-0000001-0000001')?.claimDeadline).toBe('2026-06-14');
    expect(await found(plusDays(refundedAt, 200))).toEqual(late);
  });
});
