import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adsCampaigns, users } from '../../../db/schema/index.ts';
import { runDayparting } from '../../../jobs/definitions/ppc-dayparting.job.ts';
import type { TClock } from '../../../lib/clock.ts';
import { createLogger } from '../../../lib/logger.ts';
import { insertUser } from '../../../testing/accounts.ts';
import { insertStore } from '../../../testing/channels.ts';
import { createTestSession } from '../../../testing/registration-fixtures.ts';
import { injectAs } from '../../../testing/sign-in.ts';
import { buildTestApp, type TTestApp } from '../../../testing/test-app.ts';
import { fakeApply, seedAdsAccount } from '../ppc-fixtures.ts';
import { flatGrid } from './daypart-time.ts';

describe('dayparting API and hourly job', () => {
  let t: TTestApp;
  const fake = fakeApply();
  let admin: string;
  let store: string;
  let now = new Date('2026-11-24T21:30:00Z'); // Tuesday 13:30 in Los Angeles
  const clock: TClock = { now: () => now } as TClock;

  const call = (method: 'GET' | 'PUT', url: string, payload?: object) =>
    injectAs(t.app, admin, method, url, payload);
  /** Campaign `campaignId` of the store changed in the database, as a sync would leave it. */
  const setCampaign = (campaignId: string, set: Partial<typeof adsCampaigns.$inferInsert>) =>
    t.db
      .update(adsCampaigns)
      .set(set)
      .where(and(eq(adsCampaigns.channelId, store), eq(adsCampaigns.campaignId, campaignId)));

  beforeAll(async () => {
    t = await buildTestApp({ ppcApply: fake.apply });
    const ads = await insertUser(t.db, { email: 'ads@daypart.test', roles: ['advertising-admin'] });
    await t.db.update(users).set({ ppcTimezone: 'America/Los_Angeles' }).where(eq(users.id, ads.id));
    admin = await createTestSession(t.db, t.clock, ads.id);
    store = await insertStore(t.db, { companyId: ads.companyId, sellerId: 'SELLERD' });
    await seedAdsAccount(t.db, store);
  });
  afterAll(async () => t?.close());

  it('reads a flat grid until saved, refuses a malformed grid (400)', async () => {
    const res = await call('GET', `/api/ppc/dayparting?channel_id=${store}`);
    expect(res.json().data).toEqual({
      enabled: false,
      timezone: 'America/Los_Angeles',
      multipliers: flatGrid(),
      budget_multipliers: null,
    });
    const bad = await call('PUT', '/api/ppc/dayparting', {
      channel_id: store,
      enabled: true,
      multipliers: [[1, 2]],
    });
    expect(bad.statusCode).toBe(400);
    const tooHigh = flatGrid();
    (tooHigh[0] as number[])[0] = 9;
    expect(
      (await call('PUT', '/api/ppc/dayparting', { channel_id: store, enabled: true, multipliers: tooHigh }))
        .statusCode,
    ).toBe(400);
  });

  it('applies base × the local hour multiplier once per hour, and restores the base when switched off', async () => {
    const grid = flatGrid();
    (grid[2] as number[])[13] = 1.2; // Tuesday 13:00
    (grid[2] as number[])[14] = 0.5;
    const saved = await call('PUT', '/api/ppc/dayparting', {
      channel_id: store,
      enabled: true,
      multipliers: grid,
    });
    expect(saved.statusCode).toBe(200);
    const deps = { db: t.db, clock, logger: createLogger('silent'), ppcApply: fake.apply };

    expect(await runDayparting(deps)).toBe(2); // k1 and k2 (k3 is paused)
    expect(fake.calls[0]).toMatchObject({ channelId: store, source: 'daypart', ruleRunId: null });
    expect(fake.calls[0]?.changes.map((c) => [c.entity_id, c.old_value, c.new_value])).toEqual([
      ['k1', '100', '120'],
      ['k2', '75', '90'],
    ]);
    expect(fake.calls[0]?.changes[0]?.reason).toBe(
      'Tuesday 13:00 (America/Los_Angeles): ×1.2 of base bid $1.00 → $1.20',
    );
    // The same hour again: nothing.
    expect(await runDayparting(deps)).toBe(0);

    // 14:00 local: from the base, not from the raised bid (the sandbox would now hold 1.20; our copy too).
    await t.db.execute(
      `update ads_keywords set bid = bid * 1.2 where channel_id = '${store}' and state = 'ENABLED'`,
    );
    now = new Date('2026-11-24T22:00:00Z');
    await runDayparting(deps);
    expect(fake.calls[1]?.changes.map((c) => [c.entity_id, c.old_value, c.new_value])).toEqual([
      ['k1', '120', '50'],
      ['k2', '90', '38'],
    ]);

    await call('PUT', '/api/ppc/dayparting', { channel_id: store, enabled: false, multipliers: grid });
    await runDayparting(deps);
    expect(fake.calls[2]?.changes.map((c) => c.new_value)).toEqual(['100', '75']);
    expect(await runDayparting(deps)).toBe(0);
  });

  it('dayparts campaign budgets too: base budget × the hour budget multiplier, restored when the budget grid goes', async () => {
    fake.calls.length = 0;
    await t.db.update(adsCampaigns).set({ budget: '20.00' }).where(eq(adsCampaigns.channelId, store));
    await setCampaign('c2', { state: 'PAUSED', budget: '10.00' });
    now = new Date('2026-11-25T03:00:00Z'); // Tuesday 19:00 in Los Angeles
    const budgets = flatGrid();
    (budgets[2] as number[])[19] = 1.5;
    (budgets[2] as number[])[20] = 0.01;
    const saved = await call('PUT', '/api/ppc/dayparting', {
      channel_id: store,
      enabled: true,
      multipliers: flatGrid(),
      budget_multipliers: budgets,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.budget_multipliers).toEqual(budgets);
    expect(
      (await call('GET', `/api/ppc/dayparting?channel_id=${store}`)).json().data.budget_multipliers,
    ).toEqual(budgets);
    const deps = { db: t.db, clock, logger: createLogger('silent'), ppcApply: fake.apply };
    await runDayparting(deps);
    // Only the enabled campaign c1; bids are at ×1 of their base already.
    const budgetChanges = (i: number) =>
      fake.calls[i]?.changes
        .filter((c) => c.field === 'budget')
        .map((c) => [c.entity_type, c.entity_id, c.old_value, c.new_value, c.reason]);
    expect(fake.calls[0]).toMatchObject({ source: 'daypart' });
    expect(budgetChanges(0)).toEqual([
      [
        'campaign',
        'c1',
        '2000',
        '3000',
        'Tuesday 19:00 (America/Los_Angeles): ×1.5 of base budget $20.00 → $30.00',
      ],
    ]);
    // 20:00: from the base (not the raised budget), never below Amazon's 1.00 minimum.
    await setCampaign('c1', { budget: '30.00' });
    now = new Date('2026-11-25T04:00:00Z');
    await runDayparting(deps);
    expect(budgetChanges(1)?.map((c) => c.slice(0, 4))).toEqual([['campaign', 'c1', '3000', '100']]);
    // The budget grid removed (bids still dayparted): the base budget comes back, once.
    await setCampaign('c1', { budget: '1.00' });
    await call('PUT', '/api/ppc/dayparting', { channel_id: store, enabled: true, multipliers: flatGrid() });
    await runDayparting(deps);
    expect(budgetChanges(2)?.map((c) => c.slice(0, 4))).toEqual([['campaign', 'c1', '100', '2000']]);
    await setCampaign('c1', { budget: '20.00' });
    now = new Date('2026-11-25T05:00:00Z');
    await runDayparting(deps);
    expect(
      fake.calls
        .slice(3)
        .flatMap((c) => c.changes)
        .filter((c) => c.field === 'budget'),
    ).toEqual([]);
  });
});
