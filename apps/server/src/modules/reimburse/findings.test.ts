import { ZFindingListResponse, ZFindingsSummaryResponse } from '@seller-tools/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reimburseAuditRuns, reimburseFindings } from '../../db/schema/index.ts';
import { insertMember, insertUser, TEST_PASSWORD } from '../../testing/accounts.ts';
import { insertStore } from '../../testing/channels.ts';
import { injectAs, signInToken } from '../../testing/sign-in.ts';
import { buildTestApp, TEST_NOW, type TTestApp } from '../../testing/test-app.ts';

// GET /api/reimburse/findings and /summary: shape, filters, keyset paging (nearest deadline first, none
// last), the summary's tallies, and who may see a store's findings.

describe('reimbursement findings API', () => {
  let t: TTestApp;
  let store: string;
  let other: string;
  let token: string;
  const get = (url: string, as = token) => injectAs(t.app, as, 'GET', url);

  const finding = (i: number, patch: Partial<typeof reimburseFindings.$inferInsert> = {}) => ({
    channelId: store,
    kind: i % 2 === 0 ? 'lost-not-reimbursed' : 'short-received',
    findingKey: `key-${i}`,
    status: 'open',
    fnsku: `X00FNSKU${String(i).padStart(2, '0')}`,
    sku: `SKU-${i}`,
    shipmentId: i % 2 === 0 ? null : `FBA15SHIP${i}`,
    referenceId: `REF${i}`,
    quantity: 2,
    unitValueMinor: 500,
    estimatedValueMinor: 1000,
    currency: 'USD',
    valuation: '2 × $5.00 unit cost you entered',
    occurredAt: new Date(`2026-${i < 5 ? '10' : '11'}-0${(i % 9) + 1}T00:00:00Z`),
    // Deadlines from 2026-11-23 on, one without.
    claimDeadline: i === 11 ? null : i < 8 ? `2026-11-${22 + i}` : `2026-12-${10 + i}`,
    evidence: { ledger_reference_id: `REF${i}` },
    ...patch,
  });

  beforeAll(async () => {
    t = await buildTestApp();
    const owner = await insertUser(t.db, { email: 'findings-owner@example.com', companyName: 'Findings Co' });
    store = await insertStore(t.db, { companyId: owner.companyId, sellerId: 'A1FINDINGS' });
    other = await insertStore(t.db, { companyId: owner.companyId, sellerId: 'A1FINDINGS2' });
    await insertMember(t.db, owner, 'findings-member@example.com', ['A1FINDINGS2']);
    await insertUser(t.db, { email: 'findings-rival@example.com', companyName: 'Rival' });
    await t.db.insert(reimburseFindings).values([
      ...Array.from({ length: 12 }, (_, i) => finding(i)),
      finding(12, {
        status: 'reimbursed',
        reimbursedAmountMinor: 760,
        reimbursementIds: ['R1'],
        claimDeadline: '2026-10-01',
      }),
      finding(13, { status: 'expired', claimDeadline: '2026-10-02' }),
      finding(14, { status: 'needs-action', actionNeeded: 'missing-cogs', claimDeadline: '2026-11-30' }),
      finding(15, { status: 'dismissed', claimDeadline: '2026-11-29' }),
    ]);
    await t.db
      .insert(reimburseAuditRuns)
      .values({ channelId: store, startedAt: TEST_NOW, finishedAt: TEST_NOW });
    token = await signInToken(t.app, 'findings-owner@example.com', TEST_PASSWORD);
  });
  afterAll(() => t.close());

  it('pages through every finding, nearest deadline first and none last, with the issue’s item shape', async () => {
    const seen: string[] = [];
    const deadlines: (string | null)[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await get(
        `/api/reimburse/findings?channel_id=${store}&limit=5${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.statusCode).toBe(200);
      const { items, next_cursor } = ZFindingListResponse.parse(res.json()).data;
      seen.push(...items.map((i) => i.finding_id));
      deadlines.push(...items.map((i) => i.claim_deadline));
      cursor = next_cursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(4);
    expect(new Set(seen).size).toBe(16);
    expect(deadlines.at(-1)).toBeNull();
    const dated = deadlines.filter((d): d is string => d !== null);
    expect(dated).toEqual([...dated].sort());
    const first = ZFindingListResponse.parse(
      (await get(`/api/reimburse/findings?channel_id=${store}&limit=1`)).json(),
    ).data.items[0];
    expect(first).toMatchObject({
      kind: 'lost-not-reimbursed',
      status: 'reimbursed',
      reimbursed_amount: 760,
      reimbursement_ids: ['R1'],
      estimated_value: 1000,
      currency: 'USD',
      claim_deadline: '2026-10-01',
      evidence: { ledger_reference_id: 'REF12' },
    });
  });

  it('filters by kind, status and a part of an id', async () => {
    const items = async (query: string) =>
      ZFindingListResponse.parse((await get(`/api/reimburse/findings?channel_id=${store}&${query}`)).json())
        .data.items;
    expect((await items('kind=short-received')).every((i) => i.kind === 'short-received')).toBe(true);
    expect((await items('kind=short-received')).length).toBe(8);
    expect((await items('status=expired,needs-action')).map((i) => i.status).sort()).toEqual([
      'expired',
      'needs-action',
    ]);
    expect((await items('q=ship7')).map((i) => i.shipment_id)).toEqual(['FBA15SHIP7']);
    expect(await items('q=nothing%25like')).toEqual([]);
  });

  it('sums the dashboard: potential, expiring soon, recovered, expired, by kind and month', async () => {
    const res = await get(`/api/reimburse/findings/summary?channel_id=${store}`);
    expect(res.statusCode).toBe(200);
    const summary = ZFindingsSummaryResponse.parse(res.json()).data;
    expect(summary).toMatchObject({
      currency: 'USD',
      potential: { count: 13, value: 13_000 },
      recovered: { count: 1, value: 760 },
      expired: { count: 1, value: 1000 },
      last_audit_at: TEST_NOW.toISOString(),
    });
    // Today 2026-11-22: the claimable deadlines through 2026-12-06 are soon (11-22…11-29 and 11-30).
    expect(summary.expiring_soon).toEqual({ count: 9, value: 9000 });
    expect(summary.nearest_deadlines.length).toBe(5);
    expect(summary.nearest_deadlines.every((f) => f.status === 'open' || f.status === 'needs-action')).toBe(
      true,
    );
    expect(summary.by_kind.find((k) => k.kind === 'lost-not-reimbursed')).toMatchObject({
      count: 8,
      value: 7760,
    });
    expect(summary.by_status.find((s) => s.status === 'dismissed')?.count).toBe(1);
    expect(summary.by_month.map((m) => m.month)).toEqual(['2026-10', '2026-11']);
  });

  it('refuses another company, a member without the store, and bad input', async () => {
    const rival = await signInToken(t.app, 'findings-rival@example.com', TEST_PASSWORD);
    expect((await get(`/api/reimburse/findings?channel_id=${store}`, rival)).statusCode).toBe(403);
    expect((await get(`/api/reimburse/findings/summary?channel_id=${store}`, rival)).statusCode).toBe(403);
    const member = await signInToken(t.app, 'findings-member@example.com', TEST_PASSWORD);
    expect((await get(`/api/reimburse/findings?channel_id=${store}`, member)).statusCode).toBe(403);
    expect((await get(`/api/reimburse/findings/summary?channel_id=${store}`, member)).statusCode).toBe(403);
    const allowed = await get(`/api/reimburse/findings?channel_id=${other}`, member);
    expect(allowed.statusCode).toBe(200);
    expect(ZFindingListResponse.parse(allowed.json()).data.items).toEqual([]);
    for (const query of ['kind=stolen', 'status=lost', 'limit=0', 'limit=500', 'cursor=bm90LWEtY3Vyc29y']) {
      const res = await get(`/api/reimburse/findings?channel_id=${store}&${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toEqual(expect.any(String));
    }
    expect((await get('/api/reimburse/findings?channel_id=not-a-uuid')).statusCode).toBe(400);
    expect(
      (await injectAs(t.app, undefined, 'GET', `/api/reimburse/findings?channel_id=${store}`)).statusCode,
    ).toBe(401);
  });
});
