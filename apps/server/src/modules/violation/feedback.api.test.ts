import { beforeAll, describe, expect, it } from 'vitest';
import { orders, sellerFeedback, sellerFeedbackRemovals, violationEvents } from '../../db/schema/index.ts';
import type { TClock } from '../../lib/clock.ts';
import { insertUser } from '../../testing/accounts.ts';
import { insertStore } from '../../testing/channels.ts';
import { violationApiSuite } from '../../testing/violation-api-suite.ts';

// The seller-feedback endpoints: the list with removal candidates and its event link, removal request
// steps with their roles and log, store and company isolation, and bad input answered 4xx.

describe('violation seller feedback API', () => {
  const now = new Date('2026-06-01T10:00:00Z');
  const clock: TClock = { now: () => now } as TClock;
  let otherStore: string;
  let eventId: string;

  const s = violationApiSuite({
    clock,
    domain: 'feedback.test',
    prefix: 'SELLERF',
    names: { owner: 'Olivia Owner', member: 'Max Member' },
    others: async (db) => {
      const stranger = await insertUser(db, { email: 'stranger@feedback.test', roles: ['violation-admin'] });
      otherStore = await insertStore(db, { companyId: stranger.companyId, sellerId: 'SELLERFX' });
      return { stranger };
    },
  });
  const { call } = s;
  const list = (who: string, store: string, query = '') =>
    call(who, 'GET', `/api/violation/feedback?channel_id=${store}${query}`);
  const step = (who: string, store: string, orderId: string, body: object) =>
    call(who, 'POST', `/api/violation/feedback/${orderId}/removal`, { channel_id: store, ...body });

  const feedback = (channelId: string, n: number, rating: number, comments: string | null, daysAgo = n) => ({
    channelId,
    amazonOrderId: `111-0000000-00000${String(n).padStart(2, '0')}`,
    feedbackDate: new Date(Date.UTC(2026, 5, 1) - daysAgo * 86_400_000),
    rating,
    comments,
  });

  beforeAll(async () => {
    await s.t.db
      .insert(sellerFeedback)
      .values([
        feedback(s.storeA, 1, 1, 'The product broke after two days.'),
        feedback(s.storeA, 2, 2, 'Arrived a week late'),
        feedback(s.storeA, 3, 3, 'Seller never answered my messages'),
        feedback(s.storeA, 4, 1, 'What a load of crap'),
        feedback(s.storeA, 5, 2, null),
        feedback(s.storeA, 6, 1, 'Item broke', 120),
        feedback(s.storeB, 7, 1, 'Store B only: quality is poor'),
        feedback(otherStore, 8, 1, 'Another company'),
      ]);
    // Order 02 was fulfilled by Amazon: its late delivery is Amazon's to answer for.
    await s.t.db.insert(orders).values({
      channelId: s.storeA,
      amazonOrderId: '111-0000000-0000002',
      status: 'Shipped',
      purchaseDate: new Date('2026-05-20T00:00:00Z'),
      lastUpdateDate: new Date('2026-05-25T00:00:00Z'),
      fulfillmentChannel: 'AFN',
    });
    const [event] = await s.t.db
      .insert(violationEvents)
      .values({
        channelId: s.storeA,
        type: 'negative-feedback',
        severity: 'medium',
        severityRank: 2,
        conditionKey: 'negative-feedback:111-0000000-0000001',
        summary: '1-star feedback on order 111-0000000-0000001 (removal candidate)',
        evidence: {},
        occurredAt: new Date('2026-05-31T00:00:00Z'),
        detectedAt: now,
      })
      .returning({ id: violationEvents.id });
    eventId = event?.id ?? '';
  });

  it('lists the store feedback newest first with candidates, reasons and the linked event', async () => {
    const res = await list('reporter', s.storeA);
    expect(res.statusCode).toBe(200);
    const items = res.json().data.items as Record<string, unknown>[];
    expect(items.map((i) => i.amazon_order_id)).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `111-0000000-000000${n}`),
    );
    expect(items[0]).toMatchObject({
      feedback_date: '2026-05-31',
      rating: 1,
      candidate: { reason: 'product-review', evidence: 'product' },
      removable_until: '2026-08-29',
      removal: { status: 'none', requested_on: null, history: [] },
      event_id: eventId,
    });
    expect(items[1]).toMatchObject({ fulfillment_channel: 'AFN', candidate: { reason: 'fba-fulfilment' } });
    expect(items[2]).toMatchObject({ candidate: null, event_id: null });
    expect(items[3]).toMatchObject({
      candidate: { reason: 'obscene-language', label: 'Obscene or abusive language' },
    });
  });

  it('pages by keyset and filters by rating, candidates and order', async () => {
    const first = (await list('owner', s.storeA, '&limit=4')).json().data;
    expect(first.items).toHaveLength(4);
    const second = (await list('owner', s.storeA, `&limit=4&cursor=${first.next_cursor}`)).json().data;
    expect(second.items.map((i: { amazon_order_id: string }) => i.amazon_order_id)).toEqual([
      '111-0000000-0000005',
      '111-0000000-0000006',
    ]);
    expect(second.next_cursor).toBeNull();
    const ones = (await list('owner', s.storeA, '&rating=1')).json().data.items;
    expect(ones.map((i: { rating: number }) => i.rating)).toEqual([1, 1, 1]);
    const candidates = (await list('owner', s.storeA, '&candidates=true&limit=2')).json().data;
    expect(candidates.items.map((i: { amazon_order_id: string }) => i.amazon_order_id)).toEqual([
      '111-0000000-0000001',
      '111-0000000-0000002',
    ]);
    const rest = (
      await list('owner', s.storeA, `&candidates=true&limit=2&cursor=${candidates.next_cursor}`)
    ).json().data;
    expect(rest.items.map((i: { amazon_order_id: string }) => i.amazon_order_id)).toEqual([
      '111-0000000-0000004',
      '111-0000000-0000006',
    ]);
    expect(rest.next_cursor).toBeNull();
    const one = (await list('owner', s.storeA, '&order_id=111-0000000-0000003')).json().data.items;
    expect(one).toHaveLength(1);
  });

  it('records request, then Amazon answer, logged with who and when; the reporter may not', async () => {
    const orderId = '111-0000000-0000001';
    const refused = await step('reporter', s.storeA, orderId, { status: 'requested' });
    expect(refused.statusCode).toBe(403);
    expect(await s.t.db.select().from(sellerFeedbackRemovals)).toHaveLength(0);

    const requested = await step('member', s.storeA, orderId, {
      status: 'requested',
      requested_on: '2026-05-31',
      note: 'Case 123',
    });
    expect(requested.statusCode).toBe(200);
    expect(requested.json().message).toBe('Removal request recorded.');
    expect(requested.json().data.removal).toMatchObject({
      status: 'requested',
      requested_on: '2026-05-31',
      note: 'Case 123',
      history: [{ status: 'requested', by: 'Max Member', note: 'Case 123', at: now.toISOString() }],
    });
    // Amazon's answer must follow a request; a second request of a pending one is a conflict.
    expect((await step('member', s.storeA, orderId, { status: 'requested' })).statusCode).toBe(409);
    expect((await step('owner', s.storeA, '111-0000000-0000002', { status: 'removed' })).statusCode).toBe(
      409,
    );
    const removed = await step('owner', s.storeA, orderId, { status: 'removed' });
    expect(removed.statusCode).toBe(200);
    expect(
      removed.json().data.removal.history.map((h: { status: string; by: string }) => [h.status, h.by]),
    ).toEqual([
      ['requested', 'Max Member'],
      ['removed', 'Olivia Owner'],
    ]);
    const byStatus = (await list('reporter', s.storeA, '&status=removed')).json().data.items;
    expect(byStatus.map((i: { amazon_order_id: string }) => i.amazon_order_id)).toEqual([orderId]);
    const untouched = (await list('reporter', s.storeA, '&status=none')).json().data.items;
    expect(untouched).toHaveLength(5);
  });

  it('refuses a request past Amazon 90 days, dated in the future or before the feedback', async () => {
    const old = await step('member', s.storeA, '111-0000000-0000006', { status: 'requested' });
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({
      error: true,
      message: 'Amazon takes removal requests for 90 days after the feedback was left.',
    });
    const future = await step('member', s.storeA, '111-0000000-0000004', {
      status: 'requested',
      requested_on: '2026-06-02',
    });
    expect(future.statusCode).toBe(400);
    const before = await step('member', s.storeA, '111-0000000-0000004', {
      status: 'requested',
      requested_on: '2026-05-27',
    });
    expect(before.statusCode).toBe(400);
  });

  it('answers bad input with a 4xx in the envelope', async () => {
    expect((await list('owner', s.storeA, '&rating=6')).statusCode).toBe(400);
    expect((await list('owner', s.storeA, '&status=gone')).statusCode).toBe(400);
    expect((await list('owner', s.storeA, '&cursor=not-a-cursor')).json()).toMatchObject({
      error: true,
      message: 'This page link is no longer valid; reload the list.',
    });
    expect((await call('owner', 'GET', '/api/violation/feedback?channel_id=nope')).statusCode).toBe(400);
    const bad = await step('owner', s.storeA, '111-0000000-0000004', { status: 'deleted' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(true);
    expect((await step('owner', s.storeA, '111-0000000-0000099', { status: 'requested' })).statusCode).toBe(
      404,
    );
  });

  it('keeps stores and companies apart', async () => {
    // The member limited to store B sees store B's feedback only.
    const own = (await list('limited', s.storeB)).json().data.items;
    expect(own.map((i: { amazon_order_id: string }) => i.amazon_order_id)).toEqual(['111-0000000-0000007']);
    expect((await list('limited', s.storeA)).statusCode).toBe(403);
    expect((await step('limited', s.storeA, '111-0000000-0000004', { status: 'requested' })).statusCode).toBe(
      403,
    );
    // Store B's feedback is not reachable through store A.
    expect((await step('owner', s.storeA, '111-0000000-0000007', { status: 'requested' })).statusCode).toBe(
      404,
    );
    // Another company's violation admin sees its own store, never this company's.
    expect((await list('stranger', otherStore)).statusCode).toBe(200);
    expect((await list('stranger', s.storeA)).statusCode).toBe(403);
    expect(
      (await step('stranger', s.storeA, '111-0000000-0000004', { status: 'requested' })).statusCode,
    ).toBe(403);
  });
});
