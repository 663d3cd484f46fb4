import { REVIEW_REQUEST_MESSAGES } from '@seller-tools/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  fbaCustomerReturns,
  reviewRequestAttempts,
  reviewRequests,
  sellerFeedback,
} from '../../db/schema/index.ts';
import { insertUser, TEST_PASSWORD } from '../../testing/accounts.ts';
import {
  insertOrderWithItem,
  reviewRequestSuite,
  singleRuleBody,
} from '../../testing/review-request-fixtures.ts';
import { saveSingleRule } from '../../testing/review-request-rule.ts';
import { signInToken } from '../../testing/sign-in.ts';
import { CLAIM_LEASE_MS } from './claim.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
// TEST_NOW is 2026-11-22 12:00 UTC (04:00 in Los Angeles). With the default rule (5 days, 10:00 Los
// Angeles), an order first deliverable on 11-17 07:00 LA goes out on 11-22 at 18:00 UTC.
const SEND_AT = new Date('2026-11-22T18:00:00.000Z');

describe('review request automation', () => {
  const s = reviewRequestSuite({
    prefix: 'rr',
    sellerId: 'A1RRTEST',
    alsoEmpty: ['fba_customer_returns', 'seller_feedback'],
  });
  const { call, requestOf, send } = s;
  let seq = 0;

  const rule = (overrides: object = {}) => singleRuleBody(s.store, overrides);
  const saveRule = (overrides: object = {}) => saveSingleRule(s, overrides);

  /** An order first deliverable `earliest`, with one item; Amazon (the fake) knows it too. */
  /** A customer return of one unit of the order (the FBA returns report's row `rowKey`). */
  const addReturn = (amazonOrderId: string, rowKey: string, returnDate: Date) =>
    s.t.db
      .insert(fbaCustomerReturns)
      .values({ channelId: s.store, rowKey, returnDate, amazonOrderId, quantity: 1 });

  async function addOrder(
    earliest: Date,
    extra: { status?: string; asin?: string; sku?: string; latest?: Date } = {},
  ) {
    seq += 1;
    const id = `111-${String(seq).padStart(7, '0')}-0000001`;
    const latest = extra.latest ?? new Date(earliest.getTime() + DAY);
    const status = extra.status ?? 'Shipped';
    await insertOrderWithItem(s.t.db, {
      channelId: s.store,
      amazonOrderId: id,
      purchaseDate: new Date(earliest.getTime() - 3 * DAY),
      earliest,
      latest,
      sku: extra.sku ?? `SKU-${seq}`,
      asin: extra.asin ?? `B0TEST${String(seq).padStart(4, '0')}`,
      order: { status, lastUpdateDate: new Date(earliest.getTime() - 2 * DAY) },
    });
    s.amazon.addOrder(id, { earliest, latest, status });
    return id;
  }
  const sentAttempts = async () =>
    (
      await s.t.db.execute(
        sql`select amazon_order_id, count(*)::int as n from review_request_attempts
            where channel_id = ${s.store} and outcome = 'sent' group by 1`,
      )
    ).rows as { amazon_order_id: string; n: number }[];

  describe('the rule', () => {
    it('starts switched off with the defaults, and refuses values Amazon would not accept', async () => {
      const res = await call('GET', `/api/review-requests/rule?channel_id=${s.store}`);
      expect(res.json().data).toMatchObject({
        enabled: false,
        delay_days: 5,
        send_hour: 10,
        time_zone: 'America/Los_Angeles',
        updated_at: null,
      });
      const early = await call('PUT', '/api/review-requests/rule', rule({ delay_days: 4 }));
      expect(early.statusCode).toBe(400);
      expect(early.json()).toEqual({
        error: true,
        message: `delay_days: ${REVIEW_REQUEST_MESSAGES.delayRange}`,
      });
      const zone = await call('PUT', '/api/review-requests/rule', rule({ time_zone: 'Mars/Olympus' }));
      expect(zone.json().message).toContain(REVIEW_REQUEST_MESSAGES.timeZoneUnknown);
      const order = await call('PUT', '/api/review-requests/rule', rule({ do_not_solicit: ['12-34'] }));
      expect(order.json().message).toContain(REVIEW_REQUEST_MESSAGES.orderIdInvalid);
      const saved = await s.t.db.execute(sql`select count(*)::int as n from review_request_rules`);
      expect(saved.rows).toEqual([{ n: 0 }]);
    });

    it("answers 403 for another company's store and changes nothing", async () => {
      const read = await call(
        'GET',
        `/api/review-requests/rule?channel_id=${s.store}`,
        undefined,
        s.rivalToken,
      );
      expect(read.statusCode).toBe(403);
      const write = await call('PUT', '/api/review-requests/rule', rule(), s.rivalToken);
      expect(write.statusCode).toBe(403);
      for (const path of ['summary?from=2026-11-01&to=2026-11-22&', 'log?', 'export?'])
        expect(
          (await call('GET', `/api/review-requests/${path}channel_id=${s.store}`, undefined, s.rivalToken))
            .statusCode,
        ).toBe(403);
      expect(await s.t.db.select().from(reviewRequests)).toEqual([]);
    });

    it('switching on schedules every order still inside the window (the backfill); off drops the waiting ones', async () => {
      const inWindow = await addOrder(new Date('2026-11-10T15:00:00.000Z'));
      const upcoming = await addOrder(new Date('2026-11-20T15:00:00.000Z'));
      // Latest delivery 31 days ago: Amazon's window closed yesterday.
      await addOrder(new Date(Date.parse('2026-10-21T12:00:00.000Z')), {
        latest: new Date('2026-10-22T11:00:00.000Z'),
      });
      expect((await saveRule()).scheduled).toBe(2);
      expect((await requestOf(inWindow))?.scheduledAt).toEqual(s.clock.now());
      expect((await requestOf(upcoming))?.scheduledAt).toEqual(new Date('2026-11-25T18:00:00.000Z'));
      expect((await saveRule()).scheduled).toBe(0);
      await saveRule({ enabled: false });
      expect(await s.t.db.select().from(reviewRequests)).toEqual([]);
    });

    it('moves waiting requests when the hour or zone changes', async () => {
      const id = await addOrder(new Date('2026-11-20T15:00:00.000Z'));
      await saveRule();
      await saveRule({ send_hour: 9, time_zone: 'Europe/London' });
      // 11-25 09:00 London is before Amazon's window opens (11-25 15:00 UTC): the next day's 09:00.
      expect((await requestOf(id))?.scheduledAt).toEqual(new Date('2026-11-26T09:00:00.000Z'));
      await saveRule({ send_hour: 17, time_zone: 'Europe/London' });
      expect((await requestOf(id))?.scheduledAt).toEqual(new Date('2026-11-25T17:00:00.000Z'));
    });
  });

  describe('sending', () => {
    it("sends on day 5 after delivery at the rule's hour, not on day 4", async () => {
      const id = await addOrder(new Date('2026-11-18T15:00:00.000Z'));
      await saveRule();
      s.clock.set(SEND_AT); // day 4
      expect(await send()).toMatchObject({ sent: 0, processed: 0 });
      s.clock.set(new Date(SEND_AT.getTime() + DAY)); // day 5, 10:00 in Los Angeles
      expect(await send()).toMatchObject({ sent: 1 });
      expect(await requestOf(id)).toMatchObject({ status: 'sent', reason: null });
      expect(s.amazon.sent.get(id)).toBe(1);
    });

    it("sends on the window's last day, and skips a request whose window closed while it waited", async () => {
      const lastDay = await addOrder(new Date('2026-10-22T00:00:00.000Z'), {
        latest: new Date('2026-10-23T13:00:00.000Z'),
      });
      await saveRule();
      expect(await send()).toMatchObject({ sent: 1 });
      expect((await requestOf(lastDay))?.status).toBe('sent');

      const closing = await addOrder(new Date('2026-10-22T00:00:00.000Z'), {
        latest: new Date('2026-10-23T13:30:00.000Z'),
      });
      await saveRule();
      s.clock.advance(2 * HOUR);
      await send();
      expect(await requestOf(closing)).toMatchObject({ status: 'skipped', reason: 'window-closed' });
      expect(s.amazon.sent.has(closing)).toBe(false);
    });

    it('skips each excluded order with its reason and never asks Amazon to send it', async () => {
      const earliest = new Date('2026-11-10T15:00:00.000Z');
      const cancelled = await addOrder(earliest, { status: 'Canceled' });
      const returned = await addOrder(earliest);
      const feedback = await addOrder(earliest);
      const byAsin = await addOrder(earliest, { asin: 'B0EXCLUDE1' });
      const bySku = await addOrder(earliest, { sku: 'NO-ASK' });
      const listed = await addOrder(earliest);
      const fine = await addOrder(earliest);
      await addReturn(returned, 'r1', earliest);
      await s.t.db
        .insert(sellerFeedback)
        .values({ channelId: s.store, amazonOrderId: feedback, feedbackDate: earliest, rating: 1 });
      await saveRule({ excluded_asins: ['B0EXCLUDE1'], excluded_skus: ['NO-ASK'], do_not_solicit: [listed] });
      await send();
      const reasons = Object.fromEntries(
        await Promise.all(
          [cancelled, returned, feedback, byAsin, bySku, listed, fine].map(async (id) => [
            id,
            (await requestOf(id))?.reason ?? (await requestOf(id))?.status,
          ]),
        ),
      );
      expect(reasons).toEqual({
        [cancelled]: 'cancelled',
        [returned]: 'returned',
        [feedback]: 'negative-feedback',
        [byAsin]: 'excluded-asin',
        [bySku]: 'excluded-sku',
        [listed]: 'do-not-solicit',
        [fine]: 'sent',
      });
      expect([...s.amazon.sent.keys()]).toEqual([fine]);
      expect(s.amazon.calls.actions).toBe(1);
    });

    it('sends returned and negative-feedback orders when the seller turns those exclusions off', async () => {
      const earliest = new Date('2026-11-10T15:00:00.000Z');
      const returned = await addOrder(earliest);
      await addReturn(returned, 'r2', earliest);
      await saveRule({ exclude_returned: false });
      await send();
      expect((await requestOf(returned))?.status).toBe('sent');
    });

    it('skips with a reason when Amazon offers no request for the order', async () => {
      const notShipped = await addOrder(new Date('2026-11-10T15:00:00.000Z'), { status: 'Unshipped' });
      await saveRule();
      await send();
      expect(await requestOf(notShipped)).toMatchObject({ status: 'skipped', reason: 'not-offered' });
      expect(s.amazon.calls.requests).toBe(0);
    });

    it('in test mode records what would be sent without sending; leaving it sends them for real', async () => {
      const id = await addOrder(new Date('2026-11-10T15:00:00.000Z'));
      await saveRule({ test_mode: true });
      await send();
      expect((await requestOf(id))?.status).toBe('test');
      expect(s.amazon.calls.requests).toBe(0);
      await saveRule({ test_mode: false });
      await send();
      expect((await requestOf(id))?.status).toBe('sent');
      expect(s.amazon.sent.get(id)).toBe(1);
    });

    it('stops at the daily messaging limit and sends the rest the next day', async () => {
      const ids = [];
      for (let i = 0; i < 4; i++) ids.push(await addOrder(new Date('2026-11-10T15:00:00.000Z')));
      // No orders in the last 30 days: the limit is 600; 598 already went out today.
      await s.t.db.execute(sql`insert into review_request_attempts (channel_id, amazon_order_id, at, outcome)
        select ${s.store}, 'earlier-' || g, ${s.clock.now().toISOString()}, 'sent' from generate_series(1, 598) g`);
      await saveRule();
      expect(await send()).toMatchObject({ sent: 2 });
      const waiting = await s.t.db
        .select()
        .from(reviewRequests)
        .where(eq(reviewRequests.status, 'scheduled'));
      expect(waiting.map((r) => [r.reason, r.scheduledAt.toISOString()])).toEqual([
        ['daily-limit', '2026-11-23T00:00:00.000Z'],
        ['daily-limit', '2026-11-23T00:00:00.000Z'],
      ]);
      expect(await send()).toMatchObject({ sent: 0 });
      s.clock.set(new Date('2026-11-23T00:00:01.000Z'));
      expect(await send()).toMatchObject({ sent: 2 });
      expect(s.amazon.sent.size).toBe(4);
    });

    it('retries later through a 429 storm and drops nothing', async () => {
      const ids = [];
      for (let i = 0; i < 3; i++) ids.push(await addOrder(new Date('2026-11-10T15:00:00.000Z')));
      await saveRule();
      s.amazon.throttle(3);
      expect(await send()).toMatchObject({ sent: 0, processed: 3 });
      for (const id of ids)
        expect(await requestOf(id)).toMatchObject({
          status: 'scheduled',
          reason: 'amazon-unavailable',
          tries: 1,
        });
      s.clock.advance(5 * 60_000);
      expect(await send()).toMatchObject({ sent: 3 });
      const retries = await s.t.db
        .select()
        .from(reviewRequestAttempts)
        .where(eq(reviewRequestAttempts.outcome, 'retry'));
      expect(retries).toHaveLength(3);
      expect(retries[0]).toMatchObject({ httpStatus: 429, reason: 'amazon-unavailable' });
      expect([...s.amazon.sent.values()]).toEqual([1, 1, 1]);
    });

    it('after a crash in the middle of a batch, neither duplicates nor loses an order', async () => {
      const ids = [];
      for (let i = 0; i < 6; i++) ids.push(await addOrder(new Date('2026-11-10T15:00:00.000Z')));
      await saveRule();
      // The worker dies right after Amazon accepted the third request, before recording it.
      let accepted = 0;
      s.amazon.afterSend(() => {
        accepted += 1;
        if (accepted === 3) throw new Error('worker killed');
      });
      await expect(send()).rejects.toThrow('worker killed');
      s.amazon.afterSend(null);
      // Another worker takes over once the dead one's claim has lapsed.
      s.clock.advance(CLAIM_LEASE_MS + 1000);
      await send();
      expect([...s.amazon.sent.values()].every((n) => n === 1)).toBe(true);
      expect(s.amazon.sent.size).toBe(6);
      const rows = await s.t.db.select().from(reviewRequests);
      expect(rows.filter((r) => r.status === 'sending' || r.status === 'scheduled')).toEqual([]);
      // The crashed one is recorded as Amazon reports it: no longer on offer, so already requested.
      expect(rows.filter((r) => r.status === 'skipped').map((r) => r.reason)).toEqual(['already-requested']);
    });

    it('two workers racing over one store send each order once', async () => {
      for (let i = 0; i < 20; i++) await addOrder(new Date('2026-11-10T15:00:00.000Z'));
      await saveRule();
      const [a, b] = await Promise.all([send(), send()]);
      expect((a?.sent ?? 0) + (b?.sent ?? 0)).toBe(20);
      expect([...s.amazon.sent.values()].every((n) => n === 1)).toBe(true);
      expect((await sentAttempts()).every((r) => r.n === 1)).toBe(true);
    });

    it('the database refuses a second sent record for one order', async () => {
      const id = await addOrder(new Date('2026-11-10T15:00:00.000Z'));
      await saveRule();
      await send();
      await expect(
        s.t.db
          .insert(reviewRequestAttempts)
          .values({ channelId: s.store, amazonOrderId: id, at: s.clock.now(), outcome: 'sent' }),
      ).rejects.toThrow();
    });

    it('ends a run when its budget is spent and the next run carries on', async () => {
      for (let i = 0; i < 5; i++) await addOrder(new Date('2026-11-10T15:00:00.000Z'));
      await saveRule();
      s.amazon.afterSend(() => s.clock.advance(1000));
      expect(await send({ budgetMs: 2500 })).toMatchObject({ sent: 3, more: true });
      expect(await send({ budgetMs: 2500 })).toMatchObject({ sent: 2, more: false });
    });
  });

  describe('counters, log and export', () => {
    it('count by outcome and reason, list each order with its attempts, and export the log as CSV', async () => {
      const sentId = await addOrder(new Date('2026-11-10T15:00:00.000Z'), { asin: 'B0SEARCH01' });
      const cancelled = await addOrder(new Date('2026-11-10T15:00:00.000Z'), { status: 'Canceled' });
      await addOrder(new Date('2026-11-20T15:00:00.000Z'));
      await saveRule();
      await send();
      const summary = (
        await call('GET', `/api/review-requests/summary?channel_id=${s.store}&from=2026-11-16&to=2026-11-22`)
      ).json().data;
      expect(summary).toMatchObject({
        sent: 1,
        skipped: 1,
        failed: 0,
        eligible: 1,
        upcoming: 0,
        skipped_by_reason: { cancelled: 1 },
        daily_limit: { limit: 600, used_today: 1 },
      });
      expect(summary.daily).toHaveLength(7);
      expect(summary.daily[6]).toEqual({ date: '2026-11-22', sent: 1, test: 0, skipped: 1, failed: 0 });

      const log = (await call('GET', `/api/review-requests/log?channel_id=${s.store}&q=search`)).json().data;
      expect(log.total).toBe(1);
      expect(log.items[0]).toMatchObject({ amazon_order_id: sentId, status: 'sent', asins: ['B0SEARCH01'] });
      expect(log.items[0].attempts).toMatchObject([{ outcome: 'sent', http_status: 201 }]);
      const skipped = (
        await call('GET', `/api/review-requests/log?channel_id=${s.store}&status=skipped`)
      ).json().data;
      expect(skipped.items.map((i: { amazon_order_id: string }) => i.amazon_order_id)).toEqual([cancelled]);

      // Exporting is a team permission (issue 9): a member without it reads the log but gets no file.
      const owner = await s.t.db.execute(sql`select company_id from users where email = 'rr@acme.test'`);
      const companyId = (owner.rows[0] as { company_id: string }).company_id;
      await insertUser(s.t.db, { email: 'rr-viewer@acme.test', companyId, permissions: [] });
      const viewer = await signInToken(s.t.app, 'rr-viewer@acme.test', TEST_PASSWORD);
      expect(
        (await call('GET', `/api/review-requests/log?channel_id=${s.store}`, undefined, viewer)).statusCode,
      ).toBe(200);
      expect(
        (await call('GET', `/api/review-requests/export?channel_id=${s.store}`, undefined, viewer))
          .statusCode,
      ).toBe(403);
      const refused = await call('PUT', '/api/review-requests/rule', rule({ enabled: false }), viewer);
      expect(refused.statusCode).toBe(403);

      const file = await call('GET', `/api/review-requests/export?channel_id=${s.store}`);
      expect(file.headers['content-type']).toContain('text/csv');
      const lines = file.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe(
        'Order ID,ASINs,Purchase date,Status,Reason,Amazon error,Scheduled for,Window ends,Done at,Attempts',
      );
      expect(lines).toHaveLength(4);
      expect(lines.some((l) => l.startsWith(`${cancelled},`) && l.includes('Order cancelled'))).toBe(true);
    });
  });
});
