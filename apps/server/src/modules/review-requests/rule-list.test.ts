import { RULE_LIST_MESSAGES } from '@seller-tools/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger.ts';
import { insertUser, TEST_PASSWORD } from '../../testing/accounts.ts';
import { insertStore, UK_MARKETPLACE as UK, US_MARKETPLACE as US } from '../../testing/channels.ts';
import { fakeSolicitations } from '../../testing/fake-solicitations.ts';
import {
  insertOrderMoney,
  insertOrderWithItem,
  reviewRequestSuite,
} from '../../testing/review-request-fixtures.ts';
import { saveSingleRule } from '../../testing/review-request-rule.ts';
import { signInToken } from '../../testing/sign-in.ts';
import { scheduleAfterOrdersSync } from './pipeline.ts';
import { sendDueRequests } from './send-requests.ts';

// Several rules per store (issue 25): priority and scope pick the rule, its basis times the send inside
// Amazon's window, one request per order whatever the number of rules, and who may change them.

const DAY = 86_400_000;
// Every order here is bought 11-20 05:00 UTC, first deliverable 11-24 15:00 UTC (latest 11-25), so
// Amazon's window opens 11-29 15:00 UTC. The clock is 11-22 12:00 UTC; the rules send at 10:00 UTC.
const PURCHASED = new Date('2026-11-20T05:00:00.000Z');
const EARLIEST = new Date('2026-11-24T15:00:00.000Z');

describe('review request rules', () => {
  const s = reviewRequestSuite({
    prefix: 'rl',
    sellerId: 'A1RLTEST',
    alsoEmpty: ['financial_events'],
  });
  const { call, requestOf } = s;
  let seq = 0;

  const scoped = (overrides: object = {}) => ({
    channel_id: s.store,
    name: 'Rule',
    enabled: true,
    timing_basis: 'delivery',
    delay_days: 5,
    send_hour: 10,
    time_zone: 'UTC',
    asins: [],
    skus: [],
    marketplaces: [],
    ...overrides,
  });
  type TView = { id: string; name: string; priority: number };
  const create = async (overrides: object = {}) => {
    const res = await call('POST', '/api/review-requests/rules', scoped(overrides));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { items: TView[]; scheduled: number };
  };
  const idOf = (items: TView[], name: string) => items.find((r) => r.name === name)?.id ?? '';
  /** The store's switch on, through the single-rule endpoint (which makes rule 1, delivery-based). */
  const switchOn = (overrides: object = {}) => saveSingleRule(s, { time_zone: 'UTC', ...overrides });
  async function addOrder(extra: { asin?: string; sku?: string; marketplace?: string } = {}) {
    seq += 1;
    const id = `222-${String(seq).padStart(7, '0')}-0000002`;
    await insertOrderWithItem(s.t.db, {
      channelId: s.store,
      amazonOrderId: id,
      purchaseDate: PURCHASED,
      earliest: EARLIEST,
      latest: new Date(EARLIEST.getTime() + DAY),
      sku: extra.sku ?? `SKU-${seq}`,
      asin: extra.asin ?? `B0RULE${String(seq).padStart(4, '0')}`,
      order: { marketplaceId: extra.marketplace ?? US },
    });
    return id;
  }
  const shipped = (orderId: string, postedDate: Date) =>
    insertOrderMoney(s.t.db, s.store, orderId, 'Shipment', postedDate);
  const schedule = () => scheduleAfterOrdersSync(s.t.db, s.store, s.clock.now());

  it('the single-rule endpoint makes rule 1 and keeps working beside the list', async () => {
    expect((await call('GET', `/api/review-requests/rules?channel_id=${s.store}`)).json().data).toEqual({
      items: [],
      scheduled: 0,
    });
    await switchOn({ delay_days: 7, time_zone: 'UTC' });
    const list = (await call('GET', `/api/review-requests/rules?channel_id=${s.store}`)).json().data;
    expect(list.items).toMatchObject([
      { priority: 1, name: 'Rule 1', enabled: true, timing_basis: 'delivery', delay_days: 7, send_hour: 10 },
    ]);
    // A later single-rule save changes rule 1's timing; what it reads back is rule 1's.
    await switchOn({ delay_days: 9 });
    const rule = (await call('GET', `/api/review-requests/rule?channel_id=${s.store}`)).json().data;
    expect(rule.delay_days).toBe(9);
    const again = (await call('GET', `/api/review-requests/rules?channel_id=${s.store}`)).json().data;
    expect(again.items).toHaveLength(1);
    expect(again.items[0].delay_days).toBe(9);
  });

  it('an order goes to the first enabled rule, by priority, whose ASIN, SKU or marketplace scope matches', async () => {
    await switchOn();
    await create({ name: 'Mugs', asins: ['B0MUGS0001'], delay_days: 8 });
    await create({ name: 'UK', marketplaces: [UK], delay_days: 9 });
    const third = await create({ name: 'Kits', skus: ['KIT-1'], delay_days: 10 });
    // The catch-all rule 1 goes last: Mugs, UK, Kits, Rule 1.
    const ids = ['Mugs', 'UK', 'Kits', 'Rule 1'].map((name) => idOf(third.items, name));
    const reordered = await call('PUT', '/api/review-requests/rules/order', {
      channel_id: s.store,
      rule_ids: ids,
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().data.items.map((r: TView) => [r.priority, r.name])).toEqual([
      [1, 'Mugs'],
      [2, 'UK'],
      [3, 'Kits'],
      [4, 'Rule 1'],
    ]);

    const mugUk = await addOrder({ asin: 'B0MUGS0001', marketplace: UK });
    const uk = await addOrder({ marketplace: UK });
    const kit = await addOrder({ sku: 'KIT-1' });
    const other = await addOrder();
    expect(await schedule()).toBe(4);
    const ruleOf = async (order: string) => (await requestOf(order))?.ruleId;
    // Mugs is before UK, so the UK mug order is the Mugs rule's.
    expect(await ruleOf(mugUk)).toBe(ids[0]);
    expect(await ruleOf(uk)).toBe(ids[1]);
    expect(await ruleOf(kit)).toBe(ids[2]);
    expect(await ruleOf(other)).toBe(ids[3]);
    expect((await requestOf(mugUk))?.scheduledAt.toISOString()).toBe('2026-12-02T10:00:00.000Z');
    expect((await requestOf(uk))?.scheduledAt.toISOString()).toBe('2026-12-03T10:00:00.000Z');

    // The log names the rule.
    const log = (await call('GET', `/api/review-requests/log?channel_id=${s.store}&q=${mugUk}`)).json().data;
    expect(log.items[0].rule_name).toBe('Mugs');

    // Mugs switched off: its waiting order goes to the next rule that matches (UK), at UK's time.
    const off = await call(
      'PUT',
      `/api/review-requests/rules/${ids[0]}`,
      scoped({ name: 'Mugs', enabled: false, asins: ['B0MUGS0001'], delay_days: 8 }),
    );
    expect(off.statusCode, off.body).toBe(200);
    expect(await ruleOf(mugUk)).toBe(ids[1]);
    expect((await requestOf(mugUk))?.scheduledAt.toISOString()).toBe('2026-12-03T10:00:00.000Z');

    // Deleting the catch-all: the order only it took is dropped (never tried), the others stay.
    const gone = await call('DELETE', `/api/review-requests/rules/${ids[3]}?channel_id=${s.store}`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json().data.items.map((r: TView) => [r.priority, r.name])).toEqual([
      [1, 'Mugs'],
      [2, 'UK'],
      [3, 'Kits'],
    ]);
    // It was never tried; the log says why it waits no more.
    expect(await requestOf(other)).toMatchObject({ status: 'skipped', reason: 'no-rule', ruleId: null });
    expect(await ruleOf(kit)).toBe(ids[2]);
  });

  it('logs an order no rule covers once, with its reason and count, and decides it again when the rules change', async () => {
    await switchOn();
    const first = await create({ name: 'Mugs', asins: ['B0MUGS0001'] });
    // Only the Mugs rule is left: an order of another product is outside every rule's scope.
    await call('DELETE', `/api/review-requests/rules/${idOf(first.items, 'Rule 1')}?channel_id=${s.store}`);
    const mug = await addOrder({ asin: 'B0MUGS0001' });
    const lamp = await addOrder({ asin: 'B0LAMP0001' });
    expect(await schedule()).toBe(1);
    expect(await requestOf(lamp)).toMatchObject({ status: 'skipped', reason: 'no-rule' });
    expect((await requestOf(lamp))?.doneAt?.toISOString()).toBe('2026-11-22T12:00:00.000Z');
    // The next orders sync logs nothing more for it.
    expect(await schedule()).toBe(0);
    const attempts = await s.t.db.execute(
      sql`select outcome, reason from review_request_attempts where amazon_order_id = ${lamp}`,
    );
    expect(attempts.rows).toEqual([{ outcome: 'skipped', reason: 'no-rule' }]);
    const summary = async () => {
      const res = await call(
        'GET',
        `/api/review-requests/summary?channel_id=${s.store}&from=2026-11-16&to=2026-11-22`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    expect((await summary()).skipped_by_reason).toEqual({ 'no-rule': 1 });
    const log = (await call('GET', `/api/review-requests/log?channel_id=${s.store}`)).json().data;
    expect(
      log.items.map((i: { amazon_order_id: string; status: string; reason: string | null }) => [
        i.amazon_order_id,
        i.status,
        i.reason,
      ]),
    ).toEqual([
      [lamp, 'skipped', 'no-rule'],
      [mug, 'scheduled', null],
    ]);

    // A rule for lamps: the order is scheduled by it, and the skip no longer counts.
    const lamps = await create({ name: 'Lamps', asins: ['B0LAMP0001'] });
    expect(await requestOf(lamp)).toMatchObject({
      status: 'scheduled',
      reason: null,
      ruleId: idOf(lamps.items, 'Lamps'),
    });
    expect((await summary()).skipped_by_reason).toEqual({});
    // And gone again: skipped once more, counted once.
    await call('DELETE', `/api/review-requests/rules/${idOf(lamps.items, 'Lamps')}?channel_id=${s.store}`);
    expect(await requestOf(lamp)).toMatchObject({ status: 'skipped', reason: 'no-rule' });
    expect((await summary()).skipped_by_reason).toEqual({ 'no-rule': 1 });
  });

  it('times each order from its rule’s basis: the order, ship or delivery date, inside Amazon’s window', async () => {
    await switchOn();
    const listed = await create({
      name: 'By order',
      asins: ['B0ORDER001'],
      timing_basis: 'order',
      delay_days: 12,
    });
    await create({ name: 'Order early', asins: ['B0ORDER002'], timing_basis: 'order', delay_days: 2 });
    await create({ name: 'By ship', asins: ['B0SHIP0001'], timing_basis: 'ship', delay_days: 10 });
    const all = await create({
      name: 'By delivery',
      asins: ['B0DELIV001'],
      timing_basis: 'delivery',
      delay_days: 5,
    });
    // Rule 1 (the catch-all) last.
    const ids = [...all.items.slice(1), all.items[0]].map((r) => r?.id ?? '');
    expect(
      (await call('PUT', '/api/review-requests/rules/order', { channel_id: s.store, rule_ids: ids }))
        .statusCode,
    ).toBe(200);
    expect(listed.items).toHaveLength(2);

    const byOrder = await addOrder({ asin: 'B0ORDER001' });
    const early = await addOrder({ asin: 'B0ORDER002' });
    const byShip = await addOrder({ asin: 'B0SHIP0001' });
    const notShipped = await addOrder({ asin: 'B0SHIP0001' });
    const byDelivery = await addOrder({ asin: 'B0DELIV001' });
    await shipped(byShip, new Date('2026-11-21T08:00:00.000Z'));
    expect(await schedule()).toBe(4);
    const at = async (id: string) => (await requestOf(id))?.scheduledAt.toISOString();
    // 11-20 + 12 days.
    expect(await at(byOrder)).toBe('2026-12-02T10:00:00.000Z');
    // 11-20 + 2 days is before the window: the first 10:00 inside it (opens 11-29 15:00).
    expect(await at(early)).toBe('2026-11-30T10:00:00.000Z');
    // Shipped 11-21 + 10 days.
    expect(await at(byShip)).toBe('2026-12-01T10:00:00.000Z');
    // Delivered 11-24 + 5 days = 11-29 10:00, before the window opens at 15:00: the next day.
    expect(await at(byDelivery)).toBe('2026-11-30T10:00:00.000Z');
    // No ship date yet: waits for the sync that brings it.
    expect(await requestOf(notShipped)).toBeUndefined();
    await shipped(notShipped, new Date('2026-11-22T08:00:00.000Z'));
    expect(await schedule()).toBe(1);
    expect(await at(notShipped)).toBe('2026-12-02T10:00:00.000Z');
    // Every send stays before Amazon's window closes (latest delivery + 30 days).
    const late = await call(
      'PUT',
      `/api/review-requests/rules/${ids[0]}`,
      scoped({ name: 'By order', asins: ['B0ORDER001'], timing_basis: 'order', delay_days: 60 }),
    );
    expect(late.statusCode, late.body).toBe(200);
    expect(await requestOf(byOrder)).toMatchObject({ status: 'scheduled' });
    expect(await at(byOrder)).toBe('2026-12-02T10:00:00.000Z');
  });

  it('sends one request per order when two rules match it', async () => {
    await switchOn();
    await create({ name: 'Also all', delay_days: 6 });
    const order = await addOrder();
    expect(await schedule()).toBe(1);
    expect(await schedule()).toBe(0);
    const amazon = fakeSolicitations(s.clock);
    amazon.addOrder(order, {
      earliest: EARLIEST,
      latest: new Date(EARLIEST.getTime() + DAY),
      status: 'Shipped',
    });
    const deps = {
      db: s.t.db,
      clock: s.clock,
      logger: createLogger('silent'),
      marketplace: { spApi: amazon.spApi },
    };
    s.clock.set(new Date('2026-12-05T12:00:00.000Z'));
    await sendDueRequests(deps, s.store);
    await sendDueRequests(deps, s.store);
    // A rule change after the send does not bring the order back (the clock back, for the session).
    s.clock.set(new Date('2026-11-22T12:00:00.000Z'));
    const list = (await call('GET', `/api/review-requests/rules?channel_id=${s.store}`)).json().data;
    const ids = [...list.items].reverse().map((r: TView) => r.id);
    expect(
      (await call('PUT', '/api/review-requests/rules/order', { channel_id: s.store, rule_ids: ids }))
        .statusCode,
    ).toBe(200);
    expect(await schedule()).toBe(0);
    await sendDueRequests(deps, s.store);
    const sent = await s.t.db.execute(
      sql`select count(*)::int as n from review_request_attempts where channel_id = ${s.store} and outcome = 'sent'`,
    );
    expect(sent.rows).toEqual([{ n: 1 }]);
    expect(amazon.calls.requests).toBe(1);
  });

  it('refuses bad input, another company, a member without the permission and a rule of another store', async () => {
    await switchOn();
    const [ruleOne] = (await call('GET', `/api/review-requests/rules?channel_id=${s.store}`)).json().data
      .items;
    const bad = await call(
      'POST',
      '/api/review-requests/rules',
      scoped({ timing_basis: 'payment', delay_days: 99 }),
    );
    expect(bad.statusCode).toBe(400);
    const noName = await call('POST', '/api/review-requests/rules', scoped({ name: ' ' }));
    expect(noName.json().message).toContain(RULE_LIST_MESSAGES.nameRequired);
    const mismatch = await call('PUT', '/api/review-requests/rules/order', {
      channel_id: s.store,
      rule_ids: [ruleOne.id, ruleOne.id],
    });
    expect(mismatch.statusCode).toBe(400);
    const unknown = await call(
      'PUT',
      '/api/review-requests/rules/00000000-0000-4000-8000-000000000000',
      scoped(),
    );
    expect(unknown.statusCode).toBe(404);

    // Another company sees nothing of the store.
    expect(
      (await call('GET', `/api/review-requests/rules?channel_id=${s.store}`, undefined, s.rivalToken))
        .statusCode,
    ).toBe(403);
    expect((await call('POST', '/api/review-requests/rules', scoped(), s.rivalToken)).statusCode).toBe(403);

    // A member without manage_review_requests reads the rules but changes none.
    await insertUser(s.t.db, { email: 'rl-viewer@acme.test', companyId: s.companyId, permissions: [] });
    const viewer = await signInToken(s.t.app, 'rl-viewer@acme.test', TEST_PASSWORD);
    expect(
      (await call('GET', `/api/review-requests/rules?channel_id=${s.store}`, undefined, viewer)).statusCode,
    ).toBe(200);
    expect((await call('POST', '/api/review-requests/rules', scoped(), viewer)).statusCode).toBe(403);
    expect((await call('PUT', `/api/review-requests/rules/${ruleOne.id}`, scoped(), viewer)).statusCode).toBe(
      403,
    );
    expect(
      (
        await call(
          'DELETE',
          `/api/review-requests/rules/${ruleOne.id}?channel_id=${s.store}`,
          undefined,
          viewer,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call(
          'PUT',
          '/api/review-requests/rules/order',
          { channel_id: s.store, rule_ids: [ruleOne.id] },
          viewer,
        )
      ).statusCode,
    ).toBe(403);

    // A manager of another store only changes none of these.
    const other = await insertStore(s.t.db, { companyId: s.companyId, sellerId: 'A1RLOTHER' });
    await insertUser(s.t.db, {
      email: 'rl-limited@acme.test',
      companyId: s.companyId,
      permissions: ['manage_review_requests'],
      accessChannelList: [other],
    });
    const limited = await signInToken(s.t.app, 'rl-limited@acme.test', TEST_PASSWORD);
    expect((await call('POST', '/api/review-requests/rules', scoped(), limited)).statusCode).toBe(403);
    // A rule id of this store named with another store of the company is not found there.
    const cross = await call('DELETE', `/api/review-requests/rules/${ruleOne.id}?channel_id=${other}`);
    expect(cross.statusCode).toBe(404);
    const still = (await call('GET', `/api/review-requests/rules?channel_id=${s.store}`)).json().data.items;
    expect(still.map((r: TView) => r.id)).toEqual([ruleOne.id]);
  });
});
