import type { TPpcChangeRequest } from '@seller-tools/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adsChangeHistory, adsGrants, adsProfiles } from '../../../db/schema/index.ts';
import type { TSpEntityRecord } from '../../../integrations/amazon/ads-sp-writes.ts';
import { systemClock } from '../../../lib/clock.ts';
import { secretBoxOf } from '../../../lib/encryption-key.ts';
import { createLogger } from '../../../lib/logger.ts';
import { importAdsHistory } from '../../../sync/ads-history.ts';
import type { TMarketplace } from '../../../sync/marketplace.ts';
import type { TStageContext } from '../../../sync/sync-context.ts';
import { findSyncStore } from '../../../sync/sync-store.ts';
import { insertUser } from '../../../testing/accounts.ts';
import { sandboxMarketplace } from '../../../testing/sandbox-marketplace.ts';
import { startSandboxProcess, type TSandboxProcess } from '../../../testing/sandbox-process.ts';
import { testConfig } from '../../../testing/test-config.ts';
import { createTestDatabase, type TTestDatabase } from '../../../testing/test-database.ts';
import { applyPpcChanges, resumePendingPpcChanges, type TPpcApplyDeps } from './apply.ts';
import { undoPpcRuleRun } from './undo.ts';

// The write side against the marketplace sandbox at its real rates: Sponsored Products v3 PUTs through
// the one Amazon transport, 207 items retried on Amazon's transient failures, no 429 storm, and a crash
// after Amazon's answer that does not repeat the bid change.

// The smallest demo seller (35 ASINs, UK): its home marketplace runs its campaigns.
const SELLER = 'AD9G7TIZGEDRUD';
const MARKETPLACE = 'A1F83G8C2ARO7P';
const UPDATE = 'updateSponsoredProductsKeywords';

type TCounter = { requests: number; throttled: number; succeeded: number };

describe('PPC changes against the sandbox', () => {
  let sandbox: TSandboxProcess;
  let database: TTestDatabase;
  let marketplace: TMarketplace;
  let channelId: string;
  let keywords: TSpEntityRecord[];
  const deps = (extra: Partial<TPpcApplyDeps> = {}): TPpcApplyDeps => ({
    db: database.db,
    clock: systemClock,
    sp: marketplace.adsApi.sp,
    ...extra,
  });
  const counter = async (operation: string): Promise<TCounter> => {
    const counters = (await sandbox.control('GET', '/sandbox/counters')) as {
      operations: Record<string, TCounter | undefined>;
    };
    return counters.operations[operation] ?? { requests: 0, throttled: 0, succeeded: 0 };
  };
  const storeOf = async () => {
    const store = await findSyncStore(database.db, channelId);
    if (!store?.adsProfileId) throw new Error('the store has no Ads profile');
    return { store, profileId: store.adsProfileId };
  };
  const bids = (ids: string[], cents: (i: number) => number): TPpcChangeRequest[] =>
    ids.map((id, i) => ({
      entity_type: 'keyword',
      entity_id: id,
      field: 'bid',
      old_value: null,
      new_value: String(cents(i)),
      reason: 'sandbox test',
    }));

  beforeAll(async () => {
    sandbox = await startSandboxProcess();
    database = await createTestDatabase();
    const user = await insertUser(database.db, { email: 'ppc-sandbox@example.com' });
    channelId = (await sandbox.connectStore(database.db, user.companyId, SELLER, MARKETPLACE, { ads: false }))
      .id;
    marketplace = sandboxMarketplace(sandbox, systemClock);
    // The Ads grant, its profile read at the seller's own region's host (as the consent flow does).
    const sealed = secretBoxOf(testConfig()).seal(await sandbox.adsRefreshTokenFor(SELLER));
    const unconnected = await findSyncStore(database.db, channelId);
    if (!unconnected) throw new Error('no store');
    const profiles = await marketplace.adsApi.listProfiles({ ...unconnected, adsRefreshTokenEnc: sealed });
    const profile = profiles.find((p) => p.accountInfo?.marketplaceStringId === MARKETPLACE);
    if (!profile) throw new Error('the seller has no Ads profile in its marketplace');
    await database.db
      .insert(adsGrants)
      .values({ channelId, refreshTokenEnc: sealed, profileId: String(profile.profileId) });
    const store = await findSyncStore(database.db, channelId);
    if (!store?.adsProfileId) throw new Error('the store has no Ads profile');
    await database.db.insert(adsProfiles).values({
      channelId,
      profileId: store.adsProfileId,
      marketplaceId: MARKETPLACE,
      currencyCode: 'GBP',
    });
    const enabled = async (kind: 'campaigns' | 'adGroups' | 'keywords') =>
      [...(await marketplace.adsApi.sp.read(store, store.adsProfileId ?? '', kind, {})).values()].filter(
        (e) => e.state === 'ENABLED',
      );
    // Keywords Amazon lets us change: enabled, under an enabled ad group and campaign.
    const campaigns = new Set((await enabled('campaigns')).map((c) => String(c.campaignId)));
    const adGroups = new Set((await enabled('adGroups')).map((g) => String(g.adGroupId)));
    keywords = (await enabled('keywords')).filter(
      (k) => campaigns.has(String(k.campaignId)) && adGroups.has(String(k.adGroupId)),
    );
    if (keywords.length < 31) throw new Error(`only ${keywords.length} changeable keywords`);
  }, 120_000);
  afterAll(async () => {
    await sandbox?.stop();
    await database?.drop();
  });

  it('applies a batch of bid changes in one call, within the rate limits', async () => {
    const ids = keywords.slice(0, 12).map((k) => String(k.keywordId));
    const rows = await applyPpcChanges(deps(), {
      channelId,
      source: 'user',
      actorUserId: null,
      changes: bids(ids, (i) => 50 + i),
    });
    expect(rows.map((r) => r.status)).toEqual(ids.map(() => 'applied'));
    const { store, profileId } = await storeOf();
    const after = await marketplace.adsApi.sp.read(store, profileId, 'keywords', { ids });
    expect(ids.map((id) => after.get(id)?.bid)).toEqual(ids.map((_, i) => (50 + i) / 100));
    const update = await counter(UPDATE);
    expect(update).toMatchObject({ requests: 1, throttled: 0 });
  });

  it('retries the items Amazon failed transiently, and only those', async () => {
    await sandbox.control('POST', '/sandbox/faults', { operation: UPDATE, itemErrorRate: 0.4 });
    const ids = keywords.slice(12, 24).map((k) => String(k.keywordId));
    const rows = await applyPpcChanges(deps({ itemRetries: 8 }), {
      channelId,
      source: 'user',
      actorUserId: null,
      changes: bids(ids, (i) => 70 + i),
    });
    await sandbox.control('DELETE', '/sandbox/faults');
    expect(rows.map((r) => r.status)).toEqual(ids.map(() => 'applied'));
    expect(rows.some((r) => r.attempts > 1)).toBe(true);
    expect((await counter(UPDATE)).throttled).toBe(0);
  });

  it('a crash after Amazon’s answer does not repeat the change; undo of the run restores Amazon', async () => {
    const id = String(keywords[30]?.keywordId);
    const input = {
      channelId,
      source: 'rule' as const,
      actorUserId: null,
      ruleRunId: 'sandbox-run',
      changes: bids([id], () => 111),
    };
    const before = (await counter(UPDATE)).requests;
    await expect(
      applyPpcChanges(
        deps({
          afterAmazonAnswer: () => {
            throw new Error('worker killed');
          },
        }),
        input,
      ),
    ).rejects.toThrow('worker killed');
    const [resumed] = await resumePendingPpcChanges(deps(), channelId);
    expect(resumed).toMatchObject({ status: 'applied', amazonCode: 'RECONCILED' });
    await applyPpcChanges(deps(), input);
    expect((await counter(UPDATE)).requests).toBe(before + 1);
    const [undo] = await undoPpcRuleRun(deps(), { channelId, ruleRunId: 'sandbox-run', actorUserId: null });
    expect(undo?.status).toBe('applied');
    const { store, profileId } = await storeOf();
    const now = await marketplace.adsApi.sp.read(store, profileId, 'keywords', { ids: [id] });
    expect(now.get(id)?.bid).toBe(keywords[30]?.bid);
  });

  it('imports Amazon’s change history: our change as ours, the seller’s console edit as Amazon’s, which the guard rail respects', async () => {
    const mine = String(keywords[25]?.keywordId);
    const theirs = String(keywords[26]?.keywordId);
    const [applied] = await applyPpcChanges(deps(), {
      channelId,
      source: 'user',
      actorUserId: null,
      changes: bids([mine], () => 64),
    });
    expect(applied?.status).toBe('applied');
    await sandbox.control('POST', '/sandbox/ads/console-edits', {
      sellingPartnerId: SELLER,
      entityType: 'KEYWORD',
      entityId: theirs,
      bid: 0.66,
    });
    const { store, profileId } = await storeOf();
    const ctx = {
      db: database.db,
      clock: systemClock,
      logger: createLogger('silent'),
      marketplace,
      store: { ...store, channelId },
      checkpoint: null,
      counts: {},
    } as unknown as TStageContext;
    expect(await importAdsHistory(ctx, profileId, 'GBP')).toBeGreaterThanOrEqual(2);
    const imported = await database.db
      .select()
      .from(adsChangeHistory)
      .where(
        and(eq(adsChangeHistory.channelId, channelId), inArray(adsChangeHistory.entityId, [mine, theirs])),
      );
    const bidsOf = (id: string) =>
      imported
        .filter((r) => r.entityId === id && r.changeType === 'BID_AMOUNT')
        .map((r) => [r.newValue, r.source]);
    expect(bidsOf(mine)).toEqual([['0.64', 'us']]);
    expect(bidsOf(theirs)).toEqual([['0.66', 'amazon']]);
    // Imported again: the same rows, not twice.
    await importAdsHistory(ctx, profileId, 'GBP');
    const again = await database.db
      .select()
      .from(adsChangeHistory)
      .where(
        and(eq(adsChangeHistory.channelId, channelId), inArray(adsChangeHistory.entityId, [mine, theirs])),
      );
    expect(again).toHaveLength(imported.length);
    // A rule may change ours, not what the seller just changed in the console.
    const ruled = await applyPpcChanges(deps(), {
      channelId,
      source: 'rule',
      actorUserId: null,
      ruleRunId: 'history-run',
      changes: bids([theirs], () => 70),
    });
    expect(ruled[0]).toMatchObject({ status: 'rejected', guardRail: 'seller-edited-recently' });
  });
});
