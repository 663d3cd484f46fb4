import type { TPpcChangeRequest } from '@seller-tools/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  adsCampaigns,
  adsChangeHistory,
  adsGrants,
  adsProfiles,
  ppcChanges,
} from '../../../db/schema/index.ts';
import { fixedClock } from '../../../lib/clock.ts';
import { insertUser } from '../../../testing/accounts.ts';
import { insertStore } from '../../../testing/channels.ts';
import { fakeAdsSp, type TFakeAdsSp } from '../../../testing/fake-ads-sp.ts';
import { createTestDatabase, type TTestDatabase } from '../../../testing/test-database.ts';
import { applyPpcChanges, resumePendingPpcChanges, type TPpcApplyDeps } from './apply.ts';
import { undoPpcChange, undoPpcRuleRun } from './undo.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const LONG_AGO = '2026-10-01T08:00:00Z';
const PROFILE = '3141592653589793';

const bid = (keywordId: string, cents: number, reason = 'ACoS above target'): TPpcChangeRequest => ({
  entity_type: 'keyword',
  entity_id: keywordId,
  field: 'bid',
  old_value: null,
  new_value: String(cents),
  reason,
});

describe('applyPpcChanges: exactly once, per item, within the guard rails', () => {
  let database: TTestDatabase;
  let channelId: string;
  let userId: string;
  let amazon: TFakeAdsSp;
  const clock = fixedClock(NOW);
  const deps = (extra: Partial<TPpcApplyDeps> = {}): TPpcApplyDeps => ({
    db: database.db,
    clock,
    sp: amazon,
    ...extra,
  });
  const rowOf = async (id: string) =>
    (await database.db.select().from(ppcChanges).where(eq(ppcChanges.id, id)))[0];
  /** The user's own changes to the store, applied. */
  const applyAsUser = (changes: TPpcChangeRequest[]) =>
    applyPpcChanges(deps(), { channelId, source: 'user', actorUserId: userId, changes });
  /** What rule run `ruleRunId` hands apply: its `changes` to the store. */
  const ruleRun = (ruleRunId: string, changes: TPpcChangeRequest[]) => ({
    channelId,
    source: 'rule' as const,
    actorUserId: null,
    ruleRunId,
    changes,
  });
  /** The user undoes change `changeId` of the store. */
  const undoAsUser = (changeId: string | undefined) =>
    undoPpcChange(deps(), { channelId, changeId: changeId ?? '', actorUserId: userId });

  beforeAll(async () => {
    database = await createTestDatabase();
    const user = await insertUser(database.db, { email: 'ppc@example.com', name: 'Pat Seller' });
    userId = user.id;
    channelId = await insertStore(database.db, { companyId: user.companyId, sellerId: 'A1PPCSELLER' });
    await database.db.insert(adsGrants).values({ channelId, refreshTokenEnc: 'sealed', profileId: PROFILE });
    await database.db
      .insert(adsProfiles)
      .values({ channelId, profileId: PROFILE, marketplaceId: 'ATVPDKIKX0DER', currencyCode: 'USD' });
    // The account's daily budgets add up to $100.00: at 50 %, $50.00 of increases a day.
    await database.db.insert(adsCampaigns).values([
      { channelId, campaignId: '11', profileId: PROFILE, name: 'Auto', state: 'ENABLED', budget: '60.00' },
      { channelId, campaignId: '12', profileId: PROFILE, name: 'Manual', state: 'ENABLED', budget: '40.00' },
    ]);
  });
  afterAll(() => database.drop());

  beforeEach(() => {
    clock.set(NOW);
    amazon = fakeAdsSp(clock);
    for (const id of ['101', '102', '103', '104']) {
      amazon.seed('keywords', {
        keywordId: id,
        adGroupId: '21',
        campaignId: '12',
        keywordText: `kw ${id}`,
        matchType: 'EXACT',
        state: 'ENABLED',
        bid: 1.2,
        extendedData: { lastUpdateDateTime: LONG_AGO },
      });
    }
    amazon.seed('campaigns', {
      campaignId: '12',
      name: 'Manual',
      state: 'ENABLED',
      budget: { budget: 40, budgetType: 'DAILY' },
      extendedData: { lastUpdateDateTime: LONG_AGO },
    });
  });

  it('applies a user’s bid change in Amazon’s units and logs the old value Amazon had', async () => {
    const [row] = await applyAsUser([bid('101', 85)]);
    expect(row).toMatchObject({
      status: 'applied',
      oldValue: '120',
      newValue: '85',
      currency: 'USD',
      attempts: 1,
    });
    expect(amazon.calls.sent).toEqual([{ keywordId: '101', bid: 0.85 }]);
    expect(amazon.entities.keywords.get('101')?.bid).toBe(0.85);
  });

  it('retries only the items Amazon failed transiently, and keeps Amazon’s rejection word for word', async () => {
    amazon.transient.set('102', 2);
    const rows = await applyAsUser([bid('102', 90), bid('103', 500_000), bid('999', 90)]);
    expect(rows.map((r) => r.status)).toEqual(['applied', 'rejected', 'rejected']);
    expect(rows[0]?.attempts).toBe(3);
    expect(rows[1]).toMatchObject({
      amazonCode: 'BID_OUT_OF_MARKET_PLACE_RANGE',
      amazonMessage: 'Bid must be between 0.02 and 1000',
      attempts: 1,
    });
    expect(rows[2]?.amazonCode).toBe('ENTITY_NOT_FOUND');
    // Three calls: the batch, then 102 alone twice; 999 was never sent (Amazon does not list it).
    expect(amazon.calls.write).toBe(3);
  });

  it('gives up on an item that keeps failing, as failed with Amazon’s message', async () => {
    amazon.transient.set('104', 10);
    const [row] = await applyPpcChanges(deps({ itemRetries: 2 }), {
      channelId,
      source: 'user',
      actorUserId: userId,
      changes: [bid('104', 95)],
    });
    expect(row).toMatchObject({ status: 'failed', amazonCode: 'INTERNAL_ERROR', attempts: 3 });
  });

  it('a crash between Amazon’s answer and our write does not repeat the bid change', async () => {
    const crash = deps({
      afterAmazonAnswer: () => {
        throw new Error('worker killed');
      },
    });
    const input = ruleRun('run-crash', [bid('103', 70)]);
    await expect(applyPpcChanges(crash, input)).rejects.toThrow('worker killed');
    const [pending] = await database.db
      .select()
      .from(ppcChanges)
      .where(eq(ppcChanges.ruleRunId, 'run-crash'));
    expect(pending).toMatchObject({ status: 'pending', attempts: 1 });
    expect(amazon.entities.keywords.get('103')?.bid).toBe(0.7);
    // Our own write is Amazon's last update: not the seller's.
    const resumed = await resumePendingPpcChanges(deps(), channelId);
    expect(resumed[0]).toMatchObject({ status: 'applied', amazonCode: 'RECONCILED', oldValue: '120' });
    // The rule run asked again: the same change, found by its key, not sent again.
    const again = await applyPpcChanges(deps(), input);
    expect(again[0]?.id).toBe(pending?.id);
    expect(amazon.calls.write).toBe(1);
  });

  it('two runs racing for the same change send it once', async () => {
    const input = ruleRun('race', [bid('104', 133)]);
    const [a, b] = await Promise.all([applyPpcChanges(deps(), input), applyPpcChanges(deps(), input)]);
    expect(amazon.calls.write).toBe(1);
    expect(a[0]?.id).toBe(b[0]?.id);
    expect((await rowOf(a[0]?.id ?? ''))?.status).toBe('applied');
  });

  it('a run that read Amazon before a racing run sent the change leaves that run’s outcome alone', async () => {
    amazon.seed('keywords', {
      keywordId: '107',
      adGroupId: '21',
      campaignId: '12',
      keywordText: 'kw 107',
      matchType: 'EXACT',
      state: 'ENABLED',
      bid: 1.2,
      extendedData: { lastUpdateDateTime: LONG_AGO },
    });
    const input = ruleRun('race-stale', [bid('107', 140)]);
    // The late run reads the keyword at its old bid, then stalls until the other run has sent and
    // written its outcome; its guard rail then counts that applied change as today's bid change.
    let staleRead!: () => void;
    const readDone = new Promise<void>((resolve) => {
      staleRead = resolve;
    });
    let release!: () => void;
    const othersDone = new Promise<void>((resolve) => {
      release = resolve;
    });
    const stalled: TPpcApplyDeps['sp'] = {
      write: (...args) => amazon.write(...args),
      read: async (...args) => {
        const seen = await amazon.read(...args);
        staleRead();
        await othersDone;
        return seen;
      },
    };
    const late = applyPpcChanges(deps({ sp: stalled }), input);
    await readDone;
    const [first] = await applyPpcChanges(deps(), input);
    release();
    const [again] = await late;
    expect(first?.status).toBe('applied');
    expect(amazon.calls.write).toBe(1);
    expect(again).toMatchObject({ id: first?.id, status: 'applied', guardRail: null });
  });

  it('a crashed create is found at Amazon on resume, not created twice', async () => {
    const create: TPpcChangeRequest = {
      entity_type: 'keyword',
      campaign_id: '12',
      ad_group_id: '21',
      field: 'create',
      old_value: null,
      new_value: JSON.stringify({ keyword_text: 'blue mug', match_type: 'EXACT', bid: 75 }),
      reason: 'Converting search term: 6 orders in 30 days',
    };
    let crashes = 1;
    const crash = deps({
      afterAmazonAnswer: () => {
        if (crashes-- > 0) throw new Error('worker killed');
      },
    });
    const input = {
      channelId,
      source: 'harvest' as const,
      actorUserId: null,
      ruleRunId: 'harvest-1',
      changes: [create],
    };
    await expect(applyPpcChanges(crash, input)).rejects.toThrow();
    const [row] = await applyPpcChanges(deps(), input);
    expect(row).toMatchObject({ status: 'applied', amazonCode: 'RECONCILED' });
    expect(row?.entityId).toMatch(/^\d+$/);
    expect([...amazon.entities.keywords.values()].filter((k) => k.keywordText === 'blue mug')).toHaveLength(
      1,
    );
    expect(amazon.calls.sent[0]).toEqual({
      campaignId: '12',
      adGroupId: '21',
      keywordText: 'blue mug',
      matchType: 'EXACT',
      state: 'ENABLED',
      bid: 0.75,
    });
  });

  describe('guard rails (config as data)', () => {
    it('caps a rule’s bid changes per keyword per day; a user’s own edit is not held back', async () => {
      const rule = (run: string, cents: number) => applyPpcChanges(deps(), ruleRun(run, [bid('101', cents)]));
      expect((await rule('cap-1', 110))[0]?.status).toBe('applied');
      clock.advance(3_600_000);
      const [held] = await rule('cap-2', 100);
      expect(held).toMatchObject({ status: 'rejected', guardRail: 'bid-changes-per-day' });
      expect(held?.amazonMessage).toMatch(/most times allowed today/);
      const [user] = await applyAsUser([bid('101', 100)]);
      expect(user?.status).toBe('applied');
      // A day later the rule may change it again; with two a day allowed, at once.
      clock.advance(25 * 3_600_000);
      expect((await rule('cap-3', 105))[0]?.status).toBe('applied');
      const two = await applyPpcChanges(
        deps({ guardRails: { bidChangesPerKeywordPerDay: 2 } }),
        ruleRun('cap-4', [bid('101', 95)]),
      );
      expect(two[0]?.status).toBe('applied');
    });

    it('leaves an entity the seller edited recently alone unless forced', async () => {
      amazon.seed('keywords', {
        ...(amazon.entities.keywords.get('102') ?? {}),
        extendedData: { lastUpdateDateTime: new Date(NOW.getTime() - 2 * 3_600_000).toISOString() },
      });
      const input = { channelId, source: 'daypart' as const, actorUserId: null, changes: [bid('102', 60)] };
      const [held] = await applyPpcChanges(deps(), { ...input, ruleRunId: 'edit-1' });
      expect(held).toMatchObject({ status: 'rejected', guardRail: 'seller-edited-recently' });
      const [shorter] = await applyPpcChanges(deps({ guardRails: { sellerEditHours: 1 } }), {
        ...input,
        ruleRunId: 'edit-2',
      });
      expect(shorter?.status).toBe('applied');
      amazon.seed('keywords', {
        ...(amazon.entities.keywords.get('103') ?? {}),
        extendedData: { lastUpdateDateTime: NOW.toISOString() },
      });
      const [forced] = await applyPpcChanges(deps(), {
        ...input,
        changes: [bid('103', 60)],
        ruleRunId: 'edit-3',
        force: true,
      });
      expect(forced?.status).toBe('applied');
    });

    it('leaves alone an entity Amazon’s change history shows the seller edited, not one we changed', async () => {
      // lastUpdateDateTime is long ago (the history came in with the sync since): the history decides.
      const history = (entityId: string, source: 'us' | 'amazon', hoursAgo: number) =>
        database.db.insert(adsChangeHistory).values({
          channelId,
          entityType: 'KEYWORD',
          entityId,
          changeType: 'BID_AMOUNT',
          changedAt: new Date(NOW.getTime() - hoursAgo * 3_600_000),
          previousValue: '1.00',
          newValue: '1.20',
          source,
        });
      for (const id of ['105', '106'])
        amazon.seed('keywords', { ...(amazon.entities.keywords.get('101') ?? {}), keywordId: id });
      await history('105', 'amazon', 3);
      await history('106', 'us', 1);
      const input = { channelId, source: 'rule' as const, actorUserId: null };
      const [held] = await applyPpcChanges(deps(), {
        ...input,
        ruleRunId: 'hist-1',
        changes: [bid('105', 60)],
      });
      expect(held).toMatchObject({ status: 'rejected', guardRail: 'seller-edited-recently' });
      expect(held?.amazonMessage).toBe('Skipped: this was edited outside Seller Tools recently.');
      const [ours] = await applyPpcChanges(deps(), {
        ...input,
        ruleRunId: 'hist-2',
        changes: [bid('106', 60)],
      });
      expect(ours?.status).toBe('applied');
      // Beyond the window (N hours) the seller's edit no longer holds the rule back; a user's own edit never.
      const [later] = await applyPpcChanges(deps({ guardRails: { sellerEditHours: 2 } }), {
        ...input,
        ruleRunId: 'hist-3',
        changes: [bid('105', 65)],
      });
      expect(later?.status).toBe('applied');
      await database.db.delete(adsChangeHistory);
    });

    it('limits the account’s budget increases per day to a share of its total daily budget', async () => {
      const budget = (cents: number): TPpcChangeRequest => ({
        entity_type: 'campaign',
        entity_id: '12',
        field: 'budget',
        old_value: null,
        new_value: String(cents),
        reason: 'Out of budget by 2 pm',
      });
      const run = (id: string, cents: number) => applyPpcChanges(deps(), ruleRun(id, [budget(cents)]));
      expect((await run('budget-1', 7000))[0]?.status).toBe('applied'); // +$30
      expect((await run('budget-2', 9500))[0]).toMatchObject({
        status: 'rejected',
        guardRail: 'budget-increase-per-day',
      }); // +$25 more
      expect((await run('budget-3', 8500))[0]?.status).toBe('applied'); // +$15: $45 in all
      expect(amazon.entities.campaigns.get('12')?.budget).toEqual({ budget: 85, budgetType: 'DAILY' });
    });
  });

  describe('undo', () => {
    it('undoes one change with its inverse, and marks the original undone', async () => {
      const [original] = await applyAsUser([bid('104', 150)]);
      const [undo] = await undoAsUser(original?.id);
      expect(undo).toMatchObject({
        source: 'undo',
        status: 'applied',
        oldValue: '150',
        newValue: '120',
        undoOf: original?.id,
      });
      expect(await rowOf(original?.id ?? '')).toMatchObject({ status: 'undone', undoneBy: undo?.id });
      expect(amazon.entities.keywords.get('104')?.bid).toBe(1.2);
      await expect(undoAsUser(original?.id)).rejects.toThrow(/Only an applied change/);
    });

    it('undoes a dayparting budget change: the base budget back at Amazon', async () => {
      const [daypart] = await applyPpcChanges(deps(), {
        channelId,
        source: 'daypart',
        actorUserId: null,
        changes: [
          {
            entity_type: 'campaign',
            entity_id: '12',
            campaign_id: '12',
            field: 'budget',
            old_value: '4000',
            new_value: '4400',
            reason: 'Tuesday 19:00 (America/Los_Angeles): ×1.1 of base budget $40.00 → $44.00',
          },
        ],
      });
      expect(daypart).toMatchObject({
        source: 'daypart',
        status: 'applied',
        oldValue: '4000',
        newValue: '4400',
      });
      expect(amazon.entities.campaigns.get('12')?.budget).toMatchObject({ budget: 44 });
      const [undo] = await undoAsUser(daypart?.id);
      expect(undo).toMatchObject({
        source: 'undo',
        status: 'applied',
        newValue: '4000',
        undoOf: daypart?.id,
      });
      expect(amazon.entities.campaigns.get('12')?.budget).toMatchObject({ budget: 40 });
      expect(await rowOf(daypart?.id ?? '')).toMatchObject({ status: 'undone' });
    });

    it('does not overwrite a later change at Amazon', async () => {
      const [original] = await applyAsUser([
        {
          entity_type: 'keyword',
          entity_id: '102',
          field: 'state',
          old_value: 'ENABLED',
          new_value: 'PAUSED',
          reason: 'No orders',
        },
      ]);
      amazon.seed('keywords', { ...(amazon.entities.keywords.get('102') ?? {}), state: 'ENABLED' });
      amazon.seed('keywords', { ...(amazon.entities.keywords.get('102') ?? {}), bid: 2 });
      // Enabled again at Amazon: undoing the pause has nothing to restore, and is applied as no change.
      const [undo] = await undoAsUser(original?.id);
      expect(undo).toMatchObject({ status: 'applied', amazonCode: 'NO_CHANGE' });
      const [bidChange] = await applyAsUser([bid('102', 210)]);
      amazon.seed('keywords', { ...(amazon.entities.keywords.get('102') ?? {}), bid: 2.5 });
      const [held] = await undoAsUser(bidChange?.id);
      expect(held).toMatchObject({ status: 'rejected', guardRail: 'changed-since' });
      expect(amazon.entities.keywords.get('102')?.bid).toBe(2.5);
    });

    it('undoes a whole rule run, and only the store’s own', async () => {
      await applyPpcChanges(
        deps({ guardRails: { appliesTo: [] } }),
        ruleRun('run-undo', [bid('101', 80), bid('102', 80), bid('999', 80)]),
      );
      const undone = await undoPpcRuleRun(deps(), { channelId, ruleRunId: 'run-undo', actorUserId: userId });
      expect(undone.map((r) => r.status)).toEqual(['applied', 'applied']);
      expect(amazon.entities.keywords.get('101')?.bid).toBe(1.2);
      const originals = await database.db
        .select()
        .from(ppcChanges)
        .where(eq(ppcChanges.ruleRunId, 'run-undo'));
      expect(originals.map((r) => r.status).sort()).toEqual(['rejected', 'undone', 'undone']);
      await expect(
        undoPpcRuleRun(deps(), { channelId, ruleRunId: 'run-undo', actorUserId: userId }),
      ).rejects.toThrow(/no applied change left/);
    });
  });

  it('refuses what cannot be sent before anything is written', async () => {
    await expect(applyAsUser([{ ...bid('101', 80), field: 'budget' }])).rejects.toThrow(
      'A keyword has no budget to change.',
    );
    await expect(applyAsUser([{ ...bid('101', 80), field: 'state', new_value: 'ARCHIVED' }])).rejects.toThrow(
      'State must be ENABLED or PAUSED.',
    );
  });
});
