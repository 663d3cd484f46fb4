import { IMPORT_STAGES } from '@seller-tools/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SpApiError } from '../integrations/amazon/sp-api-errors.ts';
import { createLogger } from '../lib/logger.ts';
import { insertUser } from '../testing/accounts.ts';
import { insertChannel, US_MARKETPLACE } from '../testing/channels.ts';
import { buildTestApp, type TTestApp } from '../testing/test-app.ts';
import type { TMarketplace } from './marketplace.ts';
import { runStage } from './run-stage.ts';
import { checkBudget } from './stage-errors.ts';
import { findSyncStore } from './sync-store.ts';

type TStatusStage = { stage: string; status: string; counts: Record<string, number>; reason: string | null };

// A stage's persisted progress as GET /api/market/amazon/integration/status shows it: waiting until the
// import touches it, running with its counts while it works, done, or failed with the reason; a rerun
// resumes from the checkpoint the failed run saved. (The data stages run in sync.sandbox.test.ts.)
describe('stage progress in the integration status', () => {
  let t: TTestApp;
  let token: string;
  let channelId: string;
  const unreachable = new Proxy({} as TMarketplace, {
    get() {
      throw new Error('the marketplace must not be called');
    },
  });
  const deps = () => ({ db: t.db, clock: t.clock, logger: createLogger('silent'), marketplace: unreachable });
  const store = async () => {
    const found = await findSyncStore(t.db, channelId);
    if (!found) throw new Error('no store');
    return found;
  };
  const stagesShown = async (): Promise<TStatusStage[]> => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/market/amazon/integration/status',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.find((s: { channel_id: string }) => s.channel_id === channelId).stages;
  };
  const shown = async (stage: string) => (await stagesShown()).find((s) => s.stage === stage);

  beforeAll(async () => {
    t = await buildTestApp();
    const user = await insertUser(t.db, {
      email: 'stages@example.com',
      password: 'Corr3ct!horse',
      verified: true,
    });
    channelId = (
      await insertChannel(t.db, {
        companyId: user.companyId,
        sellerId: 'A1STAGES',
        marketplaceId: US_MARKETPLACE,
      })
    ).id;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { user_name: 'stages@example.com', password: 'Corr3ct!horse' },
    });
    expect(login.statusCode).toBe(200);
    token = login.json().accessToken;
  });
  afterAll(() => t.close());

  it('shows waiting, then running with counts, then done with the final counts', async () => {
    expect((await stagesShown()).map((s) => s.status)).toEqual(IMPORT_STAGES.map(() => 'waiting'));
    let whileRunning: TStatusStage | undefined;
    await runStage(deps(), await store(), {
      name: 'orders',
      async run(ctx) {
        ctx.counts.orders = 500;
        await ctx.progress.save(ctx.counts, { doneWindows: [0] });
        whileRunning = await shown('orders');
        ctx.counts.orders = 800;
      },
    });
    expect(whileRunning).toMatchObject({ status: 'running', counts: { orders: 500 }, reason: null });
    expect(await shown('orders')).toMatchObject({ status: 'done', counts: { orders: 800 }, reason: null });
    expect(await shown('catalogue')).toMatchObject({ status: 'waiting' });
  });

  it('shows a failed stage with its reason, and the rerun resumes from its checkpoint and counts', async () => {
    const failing = runStage(deps(), await store(), {
      name: 'reviews',
      async run(ctx) {
        ctx.counts.reviews = 40;
        await ctx.progress.save(ctx.counts, { asinsDone: 4 });
        throw new SpApiError('throttled', 'getOrders', 'QuotaExceeded', { status: 429 });
      },
    });
    await expect(failing).rejects.toThrow('getOrders: QuotaExceeded');
    expect(await shown('reviews')).toMatchObject({
      status: 'failed',
      reason: 'amazon_throttled',
      counts: { reviews: 40 },
    });
    let resumedFrom: Record<string, unknown> | null = null;
    let countsFrom: Record<string, number> = {};
    await runStage(deps(), await store(), {
      name: 'reviews',
      async run(ctx) {
        resumedFrom = ctx.checkpoint;
        countsFrom = { ...ctx.counts };
        ctx.counts.reviews = (ctx.counts.reviews ?? 0) + 10;
      },
    });
    expect(resumedFrom).toEqual({ asinsDone: 4 });
    expect(countsFrom).toEqual({ reviews: 40 });
    expect(await shown('reviews')).toMatchObject({ status: 'done', counts: { reviews: 50 }, reason: null });
  });

  it('shows a reason code, never the exception text (a database error carries SQL and bound values)', async () => {
    const leaky = new Error(
      'Failed query: insert into "orders" ("channel_id", "buyer_email") values ($1, $2) params: x,secret@buyer.example',
    );
    const failing = runStage(deps(), await store(), {
      name: 'fba-reports',
      async run() {
        throw leaky;
      },
    });
    await expect(failing).rejects.toBe(leaky);
    const stage = await shown('fba-reports');
    expect(stage).toMatchObject({ status: 'failed', reason: 'internal_error' });
    expect(JSON.stringify(stage)).not.toContain('secret@buyer.example');
  });

  it('stops a stage at its time budget with its checkpoint saved: running, not failed, and resumable', async () => {
    const now = t.clock.now().getTime();
    const ran = await runStage(
      deps(),
      await store(),
      {
        name: 'ads',
        async run(ctx) {
          checkBudget(ctx); // still within the budget
          ctx.counts.reports = 3;
          await ctx.progress.save(ctx.counts, { done: ['a', 'b', 'c'] });
          ctx.deadline = now - 1; // (the budget ends here)
          checkBudget(ctx);
          throw new Error('not reached');
        },
      },
      { deadline: now + 60_000 },
    );
    expect(ran.paused).toBe(true);
    expect(await shown('ads')).toMatchObject({ status: 'running', counts: { reports: 3 }, reason: null });
    let resumedFrom: Record<string, unknown> | null = null;
    await runStage(deps(), await store(), {
      name: 'ads',
      async run(ctx) {
        resumedFrom = ctx.checkpoint;
      },
    });
    expect(resumedFrom).toEqual({ done: ['a', 'b', 'c'] });
  });
});
