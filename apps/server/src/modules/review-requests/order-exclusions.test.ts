import { REVIEW_REQUEST_MESSAGES as M, REVIEW_REQUEST_REASONS } from '@seller-tools/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type orders, reviewRequestAttempts, reviewRequests, reviews } from '../../db/schema/index.ts';
import { orderFromApi } from '../../sync/order-rows.ts';
import { insertUser, TEST_PASSWORD } from '../../testing/accounts.ts';
import { insertStore, US_MARKETPLACE as US } from '../../testing/channels.ts';
import { expectEnvelopeError } from '../../testing/envelope-error.ts';
import {
  insertOrderMoney,
  insertOrderWithItem,
  reviewRequestSuite,
} from '../../testing/review-request-fixtures.ts';
import { saveSingleRule } from '../../testing/review-request-rule.ts';
import { signInToken } from '../../testing/sign-in.ts';

// Issue 25: the exclusions the order data supports (business, replacement, FBM, shipped late, refunded),
// each a switch of the rule and each the reason in the log; and "send now" for one order, still inside
// Amazon's window and still once.

const DAY = 86_400_000;
// TEST_NOW is 2026-11-22 12:00 UTC; an order first deliverable on 11-10 is inside Amazon's window.
const IN_WINDOW = new Date('2026-11-10T15:00:00.000Z');

describe('review requests: order exclusions and send now', () => {
  const s = reviewRequestSuite({
    prefix: 'rx',
    sellerId: 'A1RXTEST',
    appSolicitations: true,
    alsoEmpty: ['financial_events', 'reviews'],
  });
  const { call, requestOf, send } = s;
  let seq = 0;

  const saveRule = (overrides: object = {}) => saveSingleRule(s, overrides);
  const sendNow = (orderId: string, as = s.token) =>
    call('POST', '/api/review-requests/send-now', { channel_id: s.store, amazon_order_id: orderId }, as);

  async function addOrder(earliest: Date, extra: Partial<typeof orders.$inferInsert> = {}) {
    seq += 1;
    const id = `112-${String(seq).padStart(7, '0')}-0000002`;
    const latest = new Date(earliest.getTime() + DAY);
    const purchaseDate = new Date(earliest.getTime() - 4 * DAY);
    await insertOrderWithItem(s.t.db, {
      channelId: s.store,
      amazonOrderId: id,
      purchaseDate,
      earliest,
      latest,
      sku: `SKU-X${seq}`,
      asin: 'B0EXCL0001',
      order: {
        fulfillmentChannel: 'AFN',
        latestShipDate: new Date(purchaseDate.getTime() + 2 * DAY),
        ...extra,
      },
    });
    s.amazon.addOrder(id, { earliest, latest, status: 'Shipped' });
    return { id, purchaseDate };
  }
  const financialEvent = (orderId: string, group: 'Shipment' | 'Refund', postedDate: Date) =>
    insertOrderMoney(s.t.db, s.store, orderId, group, postedDate, { sellerSku: 'SKU', quantity: 1 });
  const sentCount = async (id: string) =>
    (
      (
        await s.t.db.execute(sql`select count(*)::int as n from review_request_attempts
          where channel_id = ${s.store} and amazon_order_id = ${id} and outcome = 'sent'`)
      ).rows[0] as { n: number }
    ).n;

  describe('exclusions from the order data', () => {
    it('starts with the defaults: refunds and replacements skipped; business, FBM and late shipments asked', async () => {
      const res = await call('GET', `/api/review-requests/rule?channel_id=${s.store}`);
      expect(res.json().data).toMatchObject({
        exclude_refunded: true,
        exclude_replacement: true,
        exclude_business: false,
        exclude_fbm: false,
        exclude_shipped_late: false,
      });
    });

    // Each case: an order with the fact is skipped with its reason while the switch is on, and a second
    // one with the same fact is sent once the switch is off.
    const cases: {
      field: string;
      reason: keyof typeof REVIEW_REQUEST_REASONS;
      seed: (earliest: Date) => Promise<string>;
    }[] = [
      {
        field: 'exclude_business',
        reason: 'business-order',
        seed: async (at) => (await addOrder(at, { isBusinessOrder: true })).id,
      },
      {
        field: 'exclude_replacement',
        reason: 'replacement-order',
        seed: async (at) => (await addOrder(at, { isReplacementOrder: true })).id,
      },
      {
        field: 'exclude_fbm',
        reason: 'fbm-order',
        seed: async (at) => (await addOrder(at, { fulfillmentChannel: 'MFN' })).id,
      },
      {
        field: 'exclude_shipped_late',
        reason: 'shipped-late',
        seed: async (at) => {
          // Latest ship date is purchase + 2 days; Amazon posted the shipment on day 3.
          const { id, purchaseDate } = await addOrder(at);
          await financialEvent(id, 'Shipment', new Date(purchaseDate.getTime() + 3 * DAY));
          return id;
        },
      },
      {
        field: 'exclude_refunded',
        reason: 'refunded',
        seed: async (at) => {
          const { id } = await addOrder(at);
          await financialEvent(id, 'Refund', new Date(at.getTime() + 2 * DAY));
          return id;
        },
      },
    ];
    for (const { field, reason, seed } of cases) {
      it(`${field}: skipped as "${REVIEW_REQUEST_REASONS[reason]}" while on, sent when off`, async () => {
        const skipped = await seed(IN_WINDOW);
        await saveRule({ [field]: true });
        expect(await send()).toMatchObject({ sent: 0, processed: 1 });
        expect(await requestOf(skipped)).toMatchObject({ status: 'skipped', reason });
        const log = (await call('GET', `/api/review-requests/log?channel_id=${s.store}`)).json().data;
        expect(log.items).toMatchObject([{ amazon_order_id: skipped, status: 'skipped', reason }]);
        expect(s.amazon.calls.requests).toBe(0);

        const asked = await seed(IN_WINDOW);
        await saveRule({ [field]: false });
        expect(await send()).toMatchObject({ sent: 1 });
        expect(await requestOf(asked)).toMatchObject({ status: 'sent', reason: null });
        expect(s.amazon.sent.get(asked)).toBe(1);
      });
    }

    it('asks an order shipped on time, or without a recorded shipment, with the late-shipment switch on', async () => {
      const onTime = await addOrder(IN_WINDOW);
      await financialEvent(onTime.id, 'Shipment', new Date(onTime.purchaseDate.getTime() + DAY));
      const unknown = await addOrder(IN_WINDOW, { latestShipDate: null });
      await financialEvent(unknown.id, 'Shipment', new Date(unknown.purchaseDate.getTime() + 5 * DAY));
      await saveRule({ exclude_shipped_late: true, exclude_business: true, exclude_fbm: true });
      expect(await send()).toMatchObject({ sent: 2 });
    });

    it('stores what the exclusions read from the Orders API payload', () => {
      const row = orderFromApi(s.store, {
        orderId: '112-0000000-0000009',
        createdTime: '2026-11-01T10:00:00Z',
        lastUpdatedTime: '2026-11-02T10:00:00Z',
        programs: ['PRIME', 'AMAZON_BUSINESS'],
        associatedOrders: [{ orderId: '112-0000000-0000001', associationType: 'REPLACEMENT_ORIGINAL_ID' }],
        salesChannel: { channelName: 'AMAZON', marketplaceId: US },
        fulfillment: {
          fulfillmentStatus: 'SHIPPED',
          fulfilledBy: 'MERCHANT',
          shipByWindow: { latestDateTime: '2026-11-03T07:00:00Z' },
        },
        orderItems: [],
      });
      expect(row).toMatchObject({
        isBusinessOrder: true,
        isReplacementOrder: true,
        fulfillmentChannel: 'MFN',
        latestShipDate: new Date('2026-11-03T07:00:00Z'),
      });
      const plain = orderFromApi(s.store, {
        orderId: '112-0000000-0000008',
        createdTime: '2026-11-01T10:00:00Z',
        lastUpdatedTime: '2026-11-02T10:00:00Z',
        associatedOrders: [{ orderId: '112-0000000-0000001', associationType: 'EXCHANGE_ORIGINAL_ID' }],
        salesChannel: { channelName: 'AMAZON' },
        fulfillment: { fulfillmentStatus: 'SHIPPED', fulfilledBy: 'AMAZON' },
        orderItems: [],
      });
      expect(plain).toMatchObject({
        isBusinessOrder: false,
        isReplacementOrder: false,
        latestShipDate: null,
      });
    });
  });

  describe('send now', () => {
    it('requests a review at once inside the window, and refuses a second time', async () => {
      const { id } = await addOrder(IN_WINDOW);
      const first = await sendNow(id);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({
        message: M.sentNow,
        data: { amazon_order_id: id, status: 'sent' },
      });
      expect(s.amazon.sent.get(id)).toBe(1);
      const again = await sendNow(id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ error: true, message: M.alreadyRequested });
      expect(s.amazon.calls.requests).toBe(1);
      expect(await sentCount(id)).toBe(1);
      const log = (await call('GET', `/api/review-requests/log?channel_id=${s.store}`)).json().data;
      expect(log.items).toMatchObject([{ amazon_order_id: id, status: 'sent' }]);
    });

    it('sends once when clicked many times at once', async () => {
      const { id } = await addOrder(IN_WINDOW);
      const answers = await Promise.all(Array.from({ length: 6 }, () => sendNow(id)));
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
      for (const a of answers.filter((r) => r.statusCode === 409))
        expect([M.alreadyRequested, M.beingSent]).toContain(a.json().message);
      expect(s.amazon.sent.get(id)).toBe(1);
      expect(s.amazon.calls.requests).toBe(1);
      expect(await sentCount(id)).toBe(1);
    });

    it('takes a waiting request out of the schedule: the worker does not send it again', async () => {
      // Delay 20 days: scheduled for 11-30, but Amazon's window is already open.
      const { id } = await addOrder(IN_WINDOW);
      await saveRule({ delay_days: 20 });
      expect((await requestOf(id))?.status).toBe('scheduled');
      expect((await sendNow(id)).statusCode).toBe(200);
      s.clock.set(new Date('2026-12-01T12:00:00.000Z'));
      expect(await send()).toMatchObject({ sent: 0, processed: 0 });
      expect(s.amazon.sent.get(id)).toBe(1);
      expect(await requestOf(id)).toMatchObject({ status: 'sent', tries: 1 });
    });

    it("refuses outside Amazon's window and writes nothing", async () => {
      const early = await addOrder(new Date('2026-11-20T15:00:00.000Z'));
      const before = await sendNow(early.id);
      expectEnvelopeError(before, 409, M.windowNotOpen('2026-11-25'));
      const late = await addOrder(new Date('2026-10-01T15:00:00.000Z'));
      const after = await sendNow(late.id);
      expectEnvelopeError(after, 409, M.windowClosed('2026-11-01'));
      const none = await addOrder(IN_WINDOW, { earliestDeliveryDate: null, latestDeliveryDate: null });
      expect((await sendNow(none.id)).json().message).toBe(M.noDeliveryDate);
      expect(await s.t.db.select().from(reviewRequests)).toEqual([]);
      expect(s.amazon.calls.actions + s.amazon.calls.requests).toBe(0);
    });

    it("refuses an order the rule excludes, with the exclusion's reason", async () => {
      const { id } = await addOrder(IN_WINDOW, { isReplacementOrder: true });
      const res = await sendNow(id);
      expectEnvelopeError(res, 409, M.excluded(REVIEW_REQUEST_REASONS['replacement-order']));
      expect(s.amazon.calls.requests).toBe(0);
    });

    it('records "would send" in test mode without asking Amazon to send', async () => {
      const { id } = await addOrder(IN_WINDOW);
      await saveRule({ test_mode: true, delay_days: 20 });
      const res = await sendNow(id);
      expect(res.json()).toMatchObject({ message: M.sentNowTest, data: { status: 'test' } });
      expect(s.amazon.calls.requests).toBe(0);
      expect((await sendNow(id)).json().message).toBe(M.alreadyDone('recorded in test mode'));
    });

    it('answers 404 for an unknown order and 400 for a malformed id', async () => {
      const missing = await sendNow('112-9999999-9999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: true, message: M.orderNotFound });
      const bad = await sendNow('12-34');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain(M.orderIdInvalid);
    });

    it("refuses another company, a member without the permission, and a store outside the member's list", async () => {
      const { id } = await addOrder(IN_WINDOW);
      expect((await sendNow(id, s.rivalToken)).statusCode).toBe(403);
      await insertUser(s.t.db, { email: 'rx-viewer@acme.test', companyId: s.companyId, permissions: [] });
      const viewer = await signInToken(s.t.app, 'rx-viewer@acme.test', TEST_PASSWORD);
      expect((await sendNow(id, viewer)).statusCode).toBe(403);
      const other = await insertStore(s.t.db, { companyId: s.companyId, sellerId: 'A1RXOTHER' });
      await insertUser(s.t.db, {
        email: 'rx-limited@acme.test',
        companyId: s.companyId,
        permissions: ['manage_review_requests'],
        accessChannelList: [other],
      });
      const limited = await signInToken(s.t.app, 'rx-limited@acme.test', TEST_PASSWORD);
      expect((await sendNow(id, limited)).statusCode).toBe(403);
      expect(await s.t.db.select().from(reviewRequests)).toEqual([]);
      expect(s.amazon.calls.actions).toBe(0);
    });
  });

  describe('reviews after requests', () => {
    const review = (n: number, reviewDate: string) => ({
      channelId: s.store,
      reviewId: `R-IMPACT-${n}`,
      asin: 'B0EXCL0001',
      stars: 5,
      title: 'Fine',
      body: 'Fine mug.',
      reviewDate,
      verified: true,
      helpfulVotes: 0,
    });

    it("counts the ASIN's reviews in the 30 days after its first request against the months before", async () => {
      // Sent on 11-03 (a session does not outlive a clock moved weeks ahead, so the attempt is seeded);
      // a test-mode record is not a request.
      const { id } = await addOrder(new Date('2026-10-25T15:00:00.000Z'));
      const test = await addOrder(new Date('2026-10-25T15:00:00.000Z'));
      await s.t.db.insert(reviewRequestAttempts).values([
        { channelId: s.store, amazonOrderId: id, at: new Date('2026-11-03T12:00:00.000Z'), outcome: 'sent' },
        {
          channelId: s.store,
          amazonOrderId: test.id,
          at: new Date('2026-11-01T12:00:00.000Z'),
          outcome: 'test',
        },
      ]);
      await s.t.db.insert(reviews).values([
        review(1, '2026-08-01'), // more than 3 months before: not in the baseline
        review(2, '2026-09-01'),
        review(3, '2026-10-01'),
        review(4, '2026-11-02'),
        review(5, '2026-11-05'),
        review(6, '2026-11-20'),
      ]);
      const res = await call('GET', `/api/review-requests/impact?channel_id=${s.store}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({
        items: [
          {
            asin: 'B0EXCL0001',
            requests: 1,
            first_request_at: '2026-11-03T12:00:00.000Z',
            reviews_after: 2,
            days_after: 20,
            // 3 reviews in the 92 days from 08-03 to 11-03: 0.98 per 30 days.
            reviews_before_per_30_days: 1,
          },
        ],
        sent: 1,
        minutes_saved: 1,
      });
      expect(
        (await call('GET', `/api/review-requests/impact?channel_id=${s.store}`, undefined, s.rivalToken))
          .statusCode,
      ).toBe(403);
    });

    it('is empty before any request was sent', async () => {
      const res = await call('GET', `/api/review-requests/impact?channel_id=${s.store}`);
      expect(res.json().data).toEqual({ items: [], sent: 0, minutes_saved: 0 });
    });
  });
});
