import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ppcRuleRuns, ppcRules, products, reimburseProductSettings } from '../../../db/schema/index.ts';
import { runDueRules } from '../../../jobs/definitions/ppc-rules.job.ts';
import { createLogger } from '../../../lib/logger.ts';
import { insertUser } from '../../../testing/accounts.ts';
import { insertStore } from '../../../testing/channels.ts';
import { ppcApiSuite } from '../../../testing/ppc-api-suite.ts';
import { createTestSession } from '../../../testing/registration-fixtures.ts';
import { PAUSE_K1 } from '../ppc-fixtures.ts';

describe('PPC rules API', () => {
  const s = ppcApiSuite('ppc.test', 'SELLER1');
  const { call } = s;
  let outsider: string;
  let otherStore: string;

  const pauseWasters = {
    name: 'Pause wasters',
    lookback_days: 14,
    conditions: [
      { metric: 'clicks', op: 'gte', value: 20 },
      { metric: 'orders', op: 'eq', value: 0 },
    ],
    action: { type: 'pause' },
  };

  beforeAll(async () => {
    const other = await insertUser(s.t.db, { email: 'other@ppc.test', roles: ['advertising-admin'] });
    outsider = await createTestSession(s.t.db, s.t.clock, other.id);
    otherStore = await insertStore(s.t.db, { companyId: other.companyId, sellerId: 'SELLER2' });
  });
  beforeEach(() => {
    s.fake.calls.length = 0;
  });

  it('refuses without a session (401), without the role or for another company store (403)', async () => {
    expect((await call(undefined, 'GET', `/api/ppc/rules?channel_id=${s.store}`)).statusCode).toBe(401);
    expect((await call(s.seller, 'GET', `/api/ppc/rules?channel_id=${s.store}`)).statusCode).toBe(403);
    expect((await call(outsider, 'GET', `/api/ppc/rules?channel_id=${s.store}`)).statusCode).toBe(403);
    expect((await call(s.admin, 'GET', `/api/ppc/rules?channel_id=${otherStore}`)).statusCode).toBe(403);
  });

  it('answers 400 with a readable message for a malformed rule', async () => {
    const res = await call(s.admin, 'POST', '/api/ppc/rules', {
      channel_id: s.store,
      rule: { ...pauseWasters, conditions: [{ metric: 'clicks', op: 'between', value: 5 }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(true);
    expect(res.json().message).toMatch(/between/);
    const bad = await call(s.admin, 'POST', '/api/ppc/rules', {
      channel_id: s.store,
      rule: { ...pauseWasters, lookback_days: 61 },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('dry-runs an unsaved rule: the proposals with their reasons, nothing applied', async () => {
    const res = await call(s.admin, 'POST', '/api/ppc/rules/dry-run', {
      channel_id: s.store,
      rule: pauseWasters,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      evaluated: 3,
      changes: [PAUSE_K1],
    });
    expect(s.fake.calls).toHaveLength(0);
  });

  it('reads orders and sales in the rule attribution window, which it keeps', async () => {
    // k2 has 4 orders in 7-day attribution and none recorded in 14-day: "orders ≥ 1 → pause" finds it
    // in the 7-day window only.
    const rule = {
      name: 'Attribution',
      lookback_days: 14,
      conditions: [{ metric: 'orders', op: 'gte', value: 1 }],
      action: { type: 'pause' },
    };
    const dry = async (attribution_window?: number) =>
      (
        await call(s.admin, 'POST', '/api/ppc/rules/dry-run', {
          channel_id: s.store,
          rule: { ...rule, ...(attribution_window ? { attribution_window } : {}) },
        })
      ).json().data.changes as { entity_id: string; reason: string }[];
    expect((await dry()).map((c) => c.entity_id)).toEqual(['k2']);
    expect((await dry(7)).map((c) => c.entity_id)).toEqual(['k2']);
    expect(await dry(14)).toEqual([]);
    const bad = await call(s.admin, 'POST', '/api/ppc/rules/dry-run', {
      channel_id: s.store,
      rule: { ...rule, attribution_window: 3 },
    });
    expect(bad.statusCode).toBe(400);
    const created = await call(s.admin, 'POST', '/api/ppc/rules', {
      channel_id: s.store,
      rule: { ...rule, attribution_window: 30 },
    });
    expect(created.json().data.attribution_window).toBe(30);
    const listed = await call(s.admin, 'GET', `/api/ppc/rules?channel_id=${s.store}`);
    const saved = listed.json().data.items.find((r: { id: string }) => r.id === created.json().data.id);
    expect(saved.attribution_window).toBe(30);
    expect((await dry(30)).length).toBe(0);
    await call(s.admin, 'DELETE', `/api/ppc/rules/${created.json().data.id}?channel_id=${s.store}`);
  });

  it('creates, lists, updates, enables, runs on schedule (apply called once per run) and deletes', async () => {
    const created = await call(s.admin, 'POST', '/api/ppc/rules', {
      channel_id: s.store,
      rule: pauseWasters,
    });
    expect(created.statusCode).toBe(200);
    const rule = created.json().data;
    expect(rule).toMatchObject({
      name: 'Pause wasters',
      enabled: false,
      schedule: 'daily',
      scope: { entities: 'keywords' },
    });

    const list = await call(s.admin, 'GET', `/api/ppc/rules?channel_id=${s.store}`);
    expect(list.json().data.items.map((r: { id: string }) => r.id)).toContain(rule.id);
    // Another company's admin cannot reach it through their own store either.
    expect(
      (await call(outsider, 'GET', `/api/ppc/rules/${rule.id}/runs?channel_id=${otherStore}`)).statusCode,
    ).toBe(404);

    const updated = await call(s.admin, 'PUT', `/api/ppc/rules/${rule.id}`, {
      channel_id: s.store,
      rule: { ...pauseWasters, name: 'Pause bleeders', schedule: 'hourly' },
    });
    expect(updated.json().data).toMatchObject({ name: 'Pause bleeders', schedule: 'hourly' });

    // Disabled: the job leaves it alone.
    const deps = { db: s.t.db, clock: s.t.clock, logger: createLogger('silent'), ppcApply: s.fake.apply };
    expect((await runDueRules(deps)).ran).toBe(0);
    const enabled = await call(s.admin, 'PUT', `/api/ppc/rules/${rule.id}/enabled`, {
      channel_id: s.store,
      enabled: true,
    });
    expect(enabled.json()).toMatchObject({
      message: 'Rule enabled: it runs on its schedule.',
      data: { enabled: true },
    });

    expect(await runDueRules(deps)).toEqual({ ran: 1, failed: 0 });
    expect(s.fake.calls).toHaveLength(1);
    const [call1] = s.fake.calls;
    expect(call1).toMatchObject({ channelId: s.store, source: 'rule', actorUserId: null });
    expect(call1?.changes.map((c) => c.entity_id)).toEqual(['k1']);
    const runs = await call(s.admin, 'GET', `/api/ppc/rules/${rule.id}/runs?channel_id=${s.store}`);
    expect(runs.json().data.items).toHaveLength(1);
    expect(runs.json().data.items[0]).toMatchObject({
      id: call1?.ruleRunId,
      status: 'done',
      trigger: 'schedule',
      proposed: 1,
      evaluated: 3,
    });

    const deleted = await call(s.admin, 'DELETE', `/api/ppc/rules/${rule.id}?channel_id=${s.store}`);
    expect(deleted.statusCode).toBe(200);
    expect(await s.t.db.select().from(ppcRuleRuns).where(eq(ppcRuleRuns.ruleId, rule.id))).toHaveLength(0);
    expect(
      (await call(s.admin, 'DELETE', `/api/ppc/rules/${rule.id}?channel_id=${s.store}`)).statusCode,
    ).toBe(404);
  });

  it('runs a daily rule once a day, and records a run without apply as not applied', async () => {
    const [row] = await s.t.db
      .insert(ppcRules)
      .values({
        channelId: s.store,
        name: 'd',
        enabled: true,
        schedule: 'daily',
        lookbackDays: 14,
        action: { type: 'pause' },
        conditions: pauseWasters.conditions,
      })
      .returning();
    const deps = { db: s.t.db, clock: s.t.clock, logger: createLogger('silent') };
    expect((await runDueRules(deps)).ran).toBe(1);
    expect((await runDueRules(deps)).ran).toBe(0);
    const [run] = await s.t.db
      .select()
      .from(ppcRuleRuns)
      .where(and(eq(ppcRuleRuns.ruleId, row?.id ?? '')));
    expect(run?.status).toBe('not-applied');
    await s.t.db.delete(ppcRules).where(eq(ppcRules.id, row?.id ?? ''));
  });

  it('target-ACoS bidding, profit-aware: capped at the product break-even ACoS, shown per product', async () => {
    await s.t.db
      .insert(products)
      .values({ channelId: s.store, sku: 'SKU-1', asin: 'B000TEST01', price: '30.00' });
    await s.t.db
      .insert(reimburseProductSettings)
      .values({ channelId: s.store, sku: 'SKU-1', unitCostMinor: 2400 });
    const be = await call(s.admin, 'GET', `/api/ppc/break-even?channel_id=${s.store}`);
    expect(be.json().data.items).toEqual([
      {
        sku: 'SKU-1',
        asin: 'B000TEST01',
        title: null,
        price_minor: 3000,
        unit_cost_minor: 2400,
        fees_minor: null,
        break_even_acos: 20,
      },
    ]);
    const rule = {
      name: 'Target 30',
      lookback_days: 14,
      action: {
        type: 'target-acos',
        target_acos: 30,
        profit_aware: true,
        min_clicks: 10,
        max_bid_minor: 500,
      },
    };
    const res = await call(s.admin, 'POST', '/api/ppc/rules/dry-run', { channel_id: s.store, rule });
    const k2 = res.json().data.changes.find((c: { entity_id: string }) => c.entity_id === 'k2');
    // k2: 40 clicks, 4 orders, 120.00 → 3.00 a click; at break-even 20 %: 0.60.
    expect(k2).toMatchObject({ field: 'bid', old_value: '75', new_value: '60' });
    expect(k2.reason).toContain('capped at break-even 20.0 %');
  });
});
