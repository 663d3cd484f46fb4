import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders, reviewRequests } from '../../db/schema/index.ts';
import { insertUser, TEST_PASSWORD } from '../../testing/accounts.ts';
import { insertChannel } from '../../testing/channels.ts';
import { signInToken } from '../../testing/sign-in.ts';
import { buildTestApp, type TTestApp } from '../../testing/test-app.ts';

const DE = 'A1PA6795UKMFR9';
const JP = 'A1VC38T7YXB528';
const DAY = 86_400_000;
const NOW = new Date('2026-11-22T12:00:00.000Z');

// Issue 15: a German store's page showed eligible 0, upcoming 0, skipped 0 and no reason, and its rule
// started in America/Los_Angeles.
describe('review requests: the marketplace zone, and why nothing is eligible', () => {
  let t: TTestApp;
  let token: string;
  let germany: string;
  let japan: string;
  let seq = 0;

  const call = (method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { authorization: `Bearer ${token}` },
    });
  const idle = async () => {
    const res = await call(
      'GET',
      `/api/review-requests/summary?channel_id=${germany}&from=2026-11-16&to=2026-11-22`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.idle as {
      reasons: { code: string; message: string }[];
      orders: number;
      last_order_import: string | null;
      next_window_opens: string | null;
    } | null;
  };
  const codes = async () => (await idle())?.reasons.map((r) => r.code);
  const saveRule = async (enabled: boolean) => {
    const read = (await call('GET', `/api/review-requests/rule?channel_id=${germany}`)).json().data;
    const { updated_at: _, scheduled: __, ...rule } = read;
    const res = await call('PUT', '/api/review-requests/rule', { ...rule, channel_id: germany, enabled });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** An order delivered `daysAgo` days ago (no delivery date when null). */
  async function addOrder(daysAgo: number | null) {
    seq += 1;
    const earliest = daysAgo === null ? null : new Date(NOW.getTime() - daysAgo * DAY);
    const id = `302-${String(seq).padStart(7, '0')}-0000001`;
    await t.db.insert(orders).values({
      channelId: germany,
      amazonOrderId: id,
      marketplaceId: DE,
      status: 'Shipped',
      purchaseDate: new Date(NOW.getTime() - ((daysAgo ?? 3) + 3) * DAY),
      lastUpdateDate: new Date(NOW.getTime() - ((daysAgo ?? 3) + 2) * DAY),
      earliestDeliveryDate: earliest,
      latestDeliveryDate: earliest && new Date(earliest.getTime() + DAY),
      syncedAt: new Date(NOW.getTime() - 3_600_000),
    });
    return id;
  }

  beforeAll(async () => {
    t = await buildTestApp();
    (t.clock as unknown as { set(d: Date): void }).set(NOW);
    const owner = await insertUser(t.db, {
      email: 'idle@acme.test',
      companyName: 'Acme',
    });
    token = await signInToken(t.app, owner.email, TEST_PASSWORD);
    const store = (marketplaceId: string) =>
      insertChannel(t.db, {
        companyId: owner.companyId,
        sellerId: 'A1IDLE',
        marketplaceId,
        signupStep: 'done',
      });
    germany = (await store(DE)).id;
    japan = (await store(JP)).id;
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    for (const table of ['review_request_attempts', 'review_requests', 'review_request_rules', 'orders'])
      await t.db.execute(sql.raw(`delete from ${table}`));
  });

  it("starts a new store's rule in its marketplace's time zone", async () => {
    const rule = async (id: string) =>
      (await call('GET', `/api/review-requests/rule?channel_id=${id}`)).json().data.time_zone;
    expect(await rule(germany)).toBe('Europe/Berlin');
    expect(await rule(japan)).toBe('Asia/Tokyo');
  });

  it('says no orders were imported yet, and that the rule is off', async () => {
    expect(await idle()).toEqual({
      reasons: [
        { code: 'rule-off', message: 'The rule is off, so nothing is scheduled.' },
        {
          code: 'no-orders',
          message:
            'No orders have been imported for this store yet. They arrive with the first import, then with every orders sync.',
        },
      ],
      orders: 0,
      last_order_import: null,
      next_window_opens: null,
    });
  });

  it('says Amazon gave no delivery dates (what a German store saw), with the last import time', async () => {
    await addOrder(null);
    await addOrder(null);
    await saveRule(true);
    const answer = await idle();
    expect(answer?.reasons).toEqual([
      {
        code: 'no-delivery-dates',
        message:
          'Amazon gave no delivery date for any of the 2 orders imported, so none can be placed in its 5–30 day window.',
      },
    ]);
    expect(answer?.last_order_import).toBe('2026-11-22T11:00:00.000Z');
  });

  it("says every order's window has closed", async () => {
    await addOrder(45);
    await saveRule(true);
    expect(await codes()).toEqual(['none-in-window']);
  });

  it('counts what turning the rule on would schedule, and when the next window opens', async () => {
    await addOrder(10);
    await addOrder(1);
    const answer = await idle();
    expect(answer?.reasons[0]?.message).toBe(
      'The rule is off, so nothing is scheduled. Turning it on schedules the 2 orders whose Amazon window is open or about to open.',
    );
    expect(answer?.next_window_opens).toBe(new Date(NOW.getTime() + 4 * DAY).toISOString());
  });

  it('answers nothing once an order waits, and says when every order in the window was already asked', async () => {
    const order = await addOrder(10);
    await saveRule(true);
    expect(await idle()).toBeNull();
    await t.db
      .update(reviewRequests)
      .set({ status: 'sent', doneAt: new Date(NOW.getTime() - 20 * DAY) })
      .where(sql`amazon_order_id = ${order}`);
    expect(await codes()).toEqual(['all-requested']);
    // An order that arrived after the rule was saved waits for the next sync to be scheduled.
    await addOrder(8);
    expect(await codes()).toEqual(['not-scheduled-yet']);
  });
});
