import { ROLES } from '@seller-tools/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialEvents, reimburseCaseReimbursements, reimburseCases } from '../../db/schema/index.ts';
import { insertUser } from '../../testing/accounts.ts';
import { insertStore } from '../../testing/channels.ts';
import {
  enrolCompany,
  insertFinding,
  insertReimbursementRow,
  type TFindingSeed,
} from '../../testing/reimburse-findings.ts';
import { buildTestApp, type TTestApp } from '../../testing/test-app.ts';
import { createCasesService, type TCaseActor } from './cases.service.ts';
import { createDraftCases } from './create-drafts.ts';
import { matchCaseReimbursements } from './matching.ts';

// Amazon's reimbursements against filed cases: partial, duplicate, reversed and late payments, and the
// ones that are not ours. Whatever happens, every payment is counted at most once, and the cases' totals
// are exactly the sum of what was matched to them.

describe('matching reimbursements to cases', () => {
  let t: TTestApp;
  let store: string;
  let actor: TCaseActor;
  const ids: Record<string, string> = {};

  const caseRow = async (name: string) => {
    const [row] = await t.db
      .select()
      .from(reimburseCases)
      .where(eq(reimburseCases.id, ids[name] as string));
    if (!row) throw new Error(name);
    return row;
  };
  const matchedRows = () =>
    t.db.select().from(reimburseCaseReimbursements).where(eq(reimburseCaseReimbursements.channelId, store));

  /** No amount counted twice, none lost: every case's totals are the sum of its matched rows. */
  async function expectConsistent() {
    const rows = await matchedRows();
    const keys = rows.map((r) => `${r.reimbursementId}|${r.reversal}`);
    expect(new Set(keys).size).toBe(keys.length);
    const cases = await t.db.select().from(reimburseCases).where(eq(reimburseCases.channelId, store));
    for (const c of cases) {
      const mine = rows.filter((r) => r.caseId === c.id);
      expect(c.reimbursedAmountMinor).toBe(mine.reduce((s, r) => s + r.amountMinor, 0));
      expect(c.reimbursedQuantity).toBe(mine.reduce((s, r) => s + r.quantity, 0));
    }
  }

  beforeAll(async () => {
    t = await buildTestApp();
    const seller = await insertUser(t.db, { email: 'owner@match.test', companyName: 'Match Co' });
    const manager = await insertUser(t.db, { email: 'manager@match.test', roles: [ROLES.caseManager] });
    actor = { userId: manager.id, companyId: manager.companyId, roles: [ROLES.caseManager], storeIds: [] };
    await enrolCompany(t.db, seller.companyId);
    store = await insertStore(t.db, { companyId: seller.companyId, sellerId: 'MATCHSELLER' });
    // Each finding's SKU and FNSKU are SKU-<key> and X00<key> (the seed's defaults).
    const finding = (key: string, seed: Omit<TFindingSeed, 'channelId' | 'key'> = {}) =>
      insertFinding(t.db, { channelId: store, key, ...seed });
    await finding('M1');
    await finding('M2', { quantity: 4, estimatedValueMinor: 4920 });
    const order3 = { amazonOrderId: '111-0000000-0000003', quantity: 1, estimatedValueMinor: 1500 };
    await finding('M3', { kind: 'refund-without-return', ...order3 });
    // Amazon paid this one on its own before any case: the audit closed it with R-AUTO.
    await finding('M4', { status: 'reimbursed', reimbursedAmountMinor: 2460, reimbursementIds: ['R-AUTO'] });
    await createDraftCases(t.db, { companyId: seller.companyId, channelId: store });
    const service = createCasesService({ db: t.db, clock: t.clock });
    const cases = await t.db.select().from(reimburseCases).where(eq(reimburseCases.channelId, store));
    const amazonIds: Record<string, string> = {
      'fnsku:X00M1': '1000000001',
      'fnsku:X00M2': '1000000002',
      'order:111-0000000-0000003': '1000000003',
    };
    for (const c of cases) {
      const name = { 'fnsku:X00M1': 'c1', 'fnsku:X00M2': 'c2', 'order:111-0000000-0000003': 'c3' }[
        c.groupKey
      ];
      if (!name) throw new Error(`unexpected case ${c.groupKey}`);
      ids[name] = c.id;
      await service.transition(actor, c.id, { action: 'approve' });
      await service.transition(actor, c.id, { action: 'file', amazon_case_id: amazonIds[c.groupKey] });
    }
    expect(Object.keys(ids).sort()).toEqual(['c1', 'c2', 'c3']);
  });
  afterAll(() => t.close());

  /** A row of Amazon's reimbursements report for the store, on the SKU and FNSKU of a seeded finding. */
  const payment = (
    finding: string,
    reimbursementId: string,
    approvalDate: string,
    amount: string,
    quantity: number,
    more: Partial<Parameters<typeof insertReimbursementRow>[1]> = {},
  ) =>
    insertReimbursementRow(t.db, {
      channelId: store,
      sku: `SKU-${finding}`,
      fnsku: `X00${finding}`,
      reimbursementId,
      approvalDate,
      amount,
      quantity,
      ...more,
    });
  /** The case's state and what was matched to it. */
  const totals = async (name: string) => {
    const { state, reimbursedAmountMinor: amount, reimbursedQuantity: quantity } = await caseRow(name);
    return { state, amount, quantity };
  };
  const match = () => matchCaseReimbursements(t.db, store);
  /** What a matching run reports: nothing unless said otherwise. */
  const ran = (counts: Partial<Awaited<ReturnType<typeof match>>> = {}) => ({
    matched: 0,
    reversed: 0,
    reimbursed: 0,
    reopened: 0,
    ...counts,
  });

  it('matches by case id first, and the same payment in the report and in Finances only once', async () => {
    await payment('M1', 'R-100', '2026-11-24', '24.60', 2, { caseId: '1000000001' });
    // Finances shows the same reimbursement (its transaction number is the reimbursement id).
    await t.db.insert(financialEvents).values({
      channelId: store,
      rowKey: 'fe-R-100',
      eventGroup: 'Adjustment',
      eventType: 'WAREHOUSE_LOST',
      postedDate: new Date('2026-11-24T12:00:00Z'),
      sellerSku: 'SKU-M1',
      fnsku: 'X00M1',
      quantity: 2,
      amountKind: 'adjustment',
      amount: '24.60',
      currency: 'USD',
      transactionNumber: 'R-100',
    });
    expect(await match()).toEqual(ran({ matched: 1, reimbursed: 1 }));
    expect(await totals('c1')).toEqual({ state: 'reimbursed', amount: 2460, quantity: 2 });
    // Running again counts nothing twice.
    expect(await match()).toEqual(ran());
    await expectConsistent();
  });

  it('a partial payment by FNSKU leaves the rest open; a late one completes it', async () => {
    await payment('M2', 'R-200', '2026-11-25', '12.30', 1);
    await match();
    expect(await totals('c2')).toEqual({ state: 'filed', amount: 1230, quantity: 1 });
    await payment('M2', 'R-201', '2026-12-20', '36.90', 3);
    expect(await match()).toMatchObject({ matched: 1, reimbursed: 1 });
    expect(await totals('c2')).toEqual({ state: 'reimbursed', amount: 4920, quantity: 4 });
    await expectConsistent();
  });

  it('matches by order id', async () => {
    const byOrder = { amazonOrderId: '111-0000000-0000003', fnsku: undefined, reason: 'CustomerReturn' };
    await payment('M3', 'R-300', '2026-11-26', '15.00', 1, byOrder);
    await match();
    expect(await caseRow('c3')).toMatchObject({ state: 'reimbursed', reimbursedAmountMinor: 1500 });
  });

  it('a reversal reopens the case it took money from, once', async () => {
    await payment('M1', 'R-100', '2026-12-01', '-12.30', -1, { originalReimbursementId: 'R-100' });
    expect(await match()).toEqual(ran({ reversed: 1, reopened: 1 }));
    expect(await totals('c1')).toEqual({ state: 'filed', amount: 1230, quantity: 1 });
    expect(await match()).toMatchObject({ reversed: 0 });
    await expectConsistent();
  });

  it('leaves alone what is not ours: Amazon automatic payments, other cases, payments before filing', async () => {
    await payment('M4', 'R-AUTO', '2026-11-25', '24.60', 2);
    await payment('M1', 'R-OTHER', '2026-11-27', '12.30', 1, { caseId: '9999999999' });
    await payment('M1', 'R-EARLY', '2026-11-01', '12.30', 1);
    expect(await match()).toEqual(ran());
    const matched = (await matchedRows()).map((r) => r.reimbursementId);
    expect(matched).not.toContain('R-AUTO');
    expect(matched).not.toContain('R-OTHER');
    expect(matched).not.toContain('R-EARLY');
    await expectConsistent();
  });

  it('none lost: the cases hold every matched payment, the totals add up', async () => {
    const [total] = await t.db
      .select({ sum: sql<number>`sum(${reimburseCaseReimbursements.amountMinor})::int` })
      .from(reimburseCaseReimbursements)
      .where(eq(reimburseCaseReimbursements.channelId, store));
    // 24.60 − 12.30 (c1) + 49.20 (c2) + 15.00 (c3).
    expect(total?.sum).toBe(2460 - 1230 + 4920 + 1500);
    // A case the replacement payment completes turns reimbursed again.
    await payment('M1', 'R-101', '2026-12-10', '12.30', 1, { caseId: '1000000001' });
    await match();
    expect(await caseRow('c1')).toMatchObject({ state: 'reimbursed', reimbursedAmountMinor: 2460 });
    await expectConsistent();
  });
});
