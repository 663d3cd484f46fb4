import { describe, expect, it } from 'vitest';
import { addDays } from './policy.ts';
import { settleByWindow, type TPayment, type TWindowClaim } from './reimbursement-pool.ts';

// Lost_Inbound payments name no shipment: settleByWindow counts a payment for a shortage only when no
// other way of matching the SKU's payments leaves that shortage unpaid.

const OPTIONS = { windowDays: { from: 24, to: 44 }, typicalDays: 33, matchDays: 120 };
const DAY = '2026-03-01';

function claim(day: string, units = 2, sku = 'SKU-1'): TWindowClaim {
  return { keys: [sku, null], day, units, reasons: ['Lost_Inbound'], paid: [], possible: [] };
}
function payment(id: string, day: string, quantity = 2, sku = 'SKU-1'): TPayment {
  return {
    reimbursementId: id,
    key: sku,
    sku,
    fnsku: null,
    reason: 'Lost_Inbound',
    approvedOn: day,
    quantity,
    amountMinor: quantity * 500,
    caseId: null,
    amazonOrderId: null,
    originalReimbursementId: null,
    source: 'reimbursements-report',
  };
}
const ids = (list: TPayment[]) => list.map((p) => p.reimbursementId);

describe('settleByWindow: inbound payments that name no shipment', () => {
  it('pays the one shortage whose window holds the payment', () => {
    const a = claim(DAY);
    const b = claim(addDays(DAY, 14));
    const payments = [payment('P1', addDays(DAY, 30))];
    settleByWindow([a, b], payments, OPTIONS);
    expect(a).toMatchObject({ units: 0, possible: [] });
    expect(ids(a.paid)).toEqual(['P1']);
    expect(b).toMatchObject({ units: 2, paid: [], possible: [] });
    expect(payments).toEqual([]);
  });

  it('leaves both shortages open when one payment fits either, each listing it as possible', () => {
    // Day 38 after the first, day 24 after the second: inside both windows.
    const first = claim(DAY);
    const second = claim(addDays(DAY, 14));
    settleByWindow([first, second], [payment('P1', addDays(DAY, 38))], OPTIONS);
    for (const c of [first, second]) {
      expect(c.units).toBe(2);
      expect(c.paid).toEqual([]);
      expect(ids(c.possible)).toEqual(['P1']);
    }
  });

  it('pays both when two payments fit two shortages, however they are matched', () => {
    const first = claim(DAY);
    const second = claim(addDays(DAY, 14));
    settleByWindow(
      [first, second],
      [payment('P1', addDays(DAY, 38)), payment('P2', addDays(DAY, 40))],
      OPTIONS,
    );
    expect(first.units).toBe(0);
    expect(second.units).toBe(0);
  });

  it('follows chains: two payments over three shortages settle none of them', () => {
    // P1 fits the first and the second; P2 the second (day 44) and the third (day 30), not the first.
    const first = claim(DAY);
    const second = claim(addDays(DAY, 14));
    const third = claim(addDays(DAY, 28));
    settleByWindow(
      [first, second, third],
      [payment('P1', addDays(DAY, 38)), payment('P2', addDays(DAY, 58))],
      OPTIONS,
    );
    const paid = [first, second, third].filter((c) => c.units === 0);
    // Two payments, three shortages: whichever is unpaid could be any of the three.
    expect(paid).toEqual([]);
    expect([first, second, third].map((c) => ids(c.possible))).toEqual([['P1'], ['P1', 'P2'], ['P2']]);
  });

  it('does not depend on the order of the rows', () => {
    const make = () => [claim(DAY), claim(addDays(DAY, 14)), claim(addDays(DAY, 70))];
    const pays = () => [payment('P1', addDays(DAY, 38)), payment('P2', addDays(DAY, 100))];
    const forward = make();
    settleByWindow(forward, pays(), OPTIONS);
    const backward = make().reverse();
    settleByWindow(backward, pays().reverse(), OPTIONS);
    expect(forward.map((c) => [c.units, ids(c.paid), ids(c.possible)])).toEqual(
      backward.reverse().map((c) => [c.units, ids(c.paid), ids(c.possible)]),
    );
  });

  it('gives a late payment (outside every window) to the open shortage nearest its usual delay', () => {
    const old = claim(DAY);
    const payments = [payment('LATE', addDays(DAY, 80))];
    settleByWindow([old], payments, OPTIONS);
    expect(old.units).toBe(0);
    expect(ids(old.paid)).toEqual(['LATE']);
  });

  it('counts a partial payment and leaves the rest open', () => {
    const c = claim(DAY, 5);
    settleByWindow([c], [payment('P1', addDays(DAY, 30), 3)], OPTIONS);
    expect(c.units).toBe(2);
    expect(ids(c.paid)).toEqual(['P1']);
  });

  it('matches only the same SKU', () => {
    const c = claim(DAY, 2, 'SKU-1');
    settleByWindow([c], [payment('P1', addDays(DAY, 30), 2, 'SKU-2')], OPTIONS);
    expect(c.units).toBe(2);
  });
});
