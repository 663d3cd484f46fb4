import { randomUUID } from 'node:crypto';
import {
  PPC_CHANGE_MESSAGES,
  type TPpcChangeRequest,
  type TPpcChangeSource,
  type TPpcEntityType,
  type TPpcGuardRail,
} from '@seller-tools/contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { adsCampaigns, adsChangeHistory, adsProfiles, ppcChanges } from '../../../db/schema/index.ts';
import type { TAdsStore } from '../../../integrations/amazon/ads-api-client.ts';
import { AdsApiError } from '../../../integrations/amazon/ads-api-errors.ts';
import type { TSpEntityRecord, TSpWrites } from '../../../integrations/amazon/ads-sp-writes.ts';
import type { TClock } from '../../../lib/clock.ts';
import { AppError } from '../../../lib/outcome.ts';
import { sha256 } from '../../../lib/tokens.ts';
import { AMAZON_HISTORY_TYPE } from '../../../sync/ads-history.ts';
import { findSyncStore } from '../../../sync/sync-store.ts';
import type { TPpcApply } from '../apply-port.ts';
import {
  createItem,
  currentValue,
  idOf,
  invalidChange,
  isCreated,
  KIND_OF,
  toMinor,
  updateItem,
} from './entity-map.ts';
import {
  GUARD_WINDOW_MS,
  OWN_EDIT_TOLERANCE_MS,
  PPC_GUARD_RAIL_DEFAULTS,
  type TPpcGuardRails,
} from './guard-rails.ts';

// Applying PPC changes at Amazon, exactly once each (issue 21). Every change is written as a pending
// row first (its idempotency key unique per store), then sent in batches per entity type through the
// Ads client (its rate limiter and retries), and each item of Amazon's 207 answer is written back:
// applied, rejected with Amazon's code and message, or failed. An item Amazon failed transiently is
// sent again alone. A change that may already have reached Amazon (a crash after Amazon answered, before
// we wrote it down) is never sent blindly again: the entity is read back and the change reconciled.

export type TPpcChangeRow = typeof ppcChanges.$inferSelect;

export type TPpcApplyDeps = {
  db: TDb;
  clock: TClock;
  /** Sponsored Products writes and reads (marketplace.adsApi.sp; tests inject a fake). */
  sp: Pick<TSpWrites, 'write' | 'read'>;
  /** The store with its Ads grant; findSyncStore unless a test says otherwise. */
  loadStore?: (db: TDb, channelId: string) => Promise<(TAdsStore & { adsProfileId?: string | null }) | null>;
  guardRails?: Partial<TPpcGuardRails>;
  /** Rounds of re-sending the items Amazon failed transiently. */
  itemRetries?: number;
  /** Test hook: runs once Amazon has answered a batch, before its answer is written down. */
  afterAmazonAnswer?: () => void | Promise<void>;
};

export type TApplyPpcChangesInput = {
  channelId: string;
  source: TPpcChangeSource;
  /** The user who asked (a user's edit, or who enabled the rule); null for an unattended run. */
  actorUserId: string | null;
  ruleRunId?: string | null;
  changes: TPpcChangeRequest[];
  /** A caller's key for the whole request (a retried request applies nothing twice). */
  idempotencyKey?: string;
  /** Lift the guard rails (a person insisting). */
  force?: boolean;
  /** undo.ts: the change each of `changes` reverses. */
  undoOf?: readonly (string | null)[];
};

const BATCH = 100;
const PROCESSABLE = ['pending', 'failed'];

type TCtx = {
  deps: TPpcApplyDeps;
  store: TAdsStore;
  profileId: string;
  currency: string | null;
  rails: TPpcGuardRails;
  force: boolean;
  now: Date;
  /** Bid changes and budget increases granted in this run, on top of what the log holds. */
  bidChanges: Map<string, number>;
  budgetIncrease: number;
};

function keyOf(input: TApplyPpcChangesInput, change: TPpcChangeRequest, index: number): string {
  if (input.idempotencyKey) return `${input.source}:${input.idempotencyKey}:${index}`;
  // A rule run proposes each change once: running it again must not apply anything twice.
  if (input.ruleRunId) {
    const what =
      change.entity_id ?? sha256(`${change.campaign_id}|${change.ad_group_id}|${change.new_value}`);
    return `${input.source}:${input.ruleRunId}:${change.entity_type}:${what}:${change.field}`;
  }
  return `${input.source}:${randomUUID()}`;
}

async function profileCurrency(db: TDb, channelId: string, profileId: string): Promise<string | null> {
  const [row] = await db
    .select({ currency: adsProfiles.currencyCode })
    .from(adsProfiles)
    .where(and(eq(adsProfiles.channelId, channelId), eq(adsProfiles.profileId, profileId)))
    .limit(1);
  return row?.currency ?? null;
}

/**
 * Applies PPC changes at Amazon and answers each one's row, in the order given. Bad input throws
 * AppError('invalid'); a store without Ads consent too. Rules, harvesting and dayparting call it with
 * their source and rule run; POST /api/ppc/changes with a user's edits; undo.ts with the inverses.
 */
export async function applyPpcChanges(
  deps: TPpcApplyDeps,
  input: TApplyPpcChangesInput,
): Promise<TPpcChangeRow[]> {
  for (const [i, change] of input.changes.entries()) {
    const problem = invalidChange(change);
    if (problem)
      throw new AppError('invalid', input.changes.length > 1 ? `Change ${i + 1}: ${problem}` : problem);
  }
  const store = await (deps.loadStore ?? findSyncStore)(deps.db, input.channelId);
  if (!store?.adsRefreshTokenEnc || !store.adsProfileId)
    throw new AppError('invalid', PPC_CHANGE_MESSAGES.noAdsConsent);
  const profileId = store.adsProfileId;
  const currency = await profileCurrency(deps.db, input.channelId, profileId);
  const keys = input.changes.map((c, i) => keyOf(input, c, i));
  const now = deps.clock.now();
  if (input.changes.length > 0)
    await deps.db
      .insert(ppcChanges)
      .values(
        input.changes.map((c, i) => ({
          channelId: input.channelId,
          profileId,
          entityType: c.entity_type,
          entityId: c.entity_id ?? null,
          campaignId: c.campaign_id ?? null,
          adGroupId: c.ad_group_id ?? null,
          field: c.field,
          oldValue: c.old_value,
          newValue: c.new_value,
          currency,
          source: input.source,
          ruleRunId: input.ruleRunId ?? null,
          actorUserId: input.actorUserId,
          reason: c.reason,
          status: 'pending',
          idempotencyKey: keys[i] as string,
          undoOf: input.undoOf?.[i] ?? null,
          createdAt: now,
        })),
      )
      .onConflictDoNothing({ target: [ppcChanges.channelId, ppcChanges.idempotencyKey] });
  const rows = await rowsByKeys(deps.db, input.channelId, keys);
  const todo = [
    ...new Map(rows.filter((r) => PROCESSABLE.includes(r.status)).map((r) => [r.id, r])).values(),
  ];
  await processRows(
    {
      deps,
      store,
      profileId,
      currency,
      rails: { ...PPC_GUARD_RAIL_DEFAULTS, ...deps.guardRails },
      force: input.force === true,
      now,
      bidChanges: new Map(),
      budgetIncrease: 0,
    },
    todo,
  );
  return rowsByKeys(deps.db, input.channelId, keys);
}

/**
 * Picks up changes a crash left pending for a store (failed ones wait for their request to be sent again), reconciling each
 * with Amazon before anything is sent again. Safe to run any time; answers the rows it handled.
 */
export async function resumePendingPpcChanges(
  deps: TPpcApplyDeps,
  channelId: string,
): Promise<TPpcChangeRow[]> {
  const rows = await deps.db
    .select()
    .from(ppcChanges)
    .where(and(eq(ppcChanges.channelId, channelId), eq(ppcChanges.status, 'pending')));
  if (rows.length === 0) return [];
  const store = await (deps.loadStore ?? findSyncStore)(deps.db, channelId);
  if (!store?.adsRefreshTokenEnc) return [];
  const first = rows[0] as TPpcChangeRow;
  await processRows(
    {
      deps,
      store,
      profileId: first.profileId,
      currency: first.currency,
      rails: { ...PPC_GUARD_RAIL_DEFAULTS, ...deps.guardRails },
      force: false,
      now: deps.clock.now(),
      bidChanges: new Map(),
      budgetIncrease: 0,
    },
    rows,
  );
  return deps.db
    .select()
    .from(ppcChanges)
    .where(
      inArray(
        ppcChanges.id,
        rows.map((r) => r.id),
      ),
    );
}

async function rowsByKeys(db: TDb, channelId: string, keys: string[]): Promise<TPpcChangeRow[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select()
    .from(ppcChanges)
    .where(and(eq(ppcChanges.channelId, channelId), inArray(ppcChanges.idempotencyKey, [...new Set(keys)])));
  const byKey = new Map(rows.map((r) => [r.idempotencyKey, r]));
  return keys.map((k) => byKey.get(k)).filter((r): r is TPpcChangeRow => r !== undefined);
}

type TFinish = {
  status: 'applied' | 'rejected' | 'failed';
  amazonCode?: string | null;
  amazonMessage?: string | null;
  guardRail?: TPpcGuardRail | null;
  entityId?: string | null;
  oldValue?: string | null;
};

/** The row is as this run last saw it: still to do, and no one has counted an attempt since. */
const asLastSeen = (row: TPpcChangeRow) =>
  and(
    eq(ppcChanges.id, row.id),
    eq(ppcChanges.attempts, row.attempts),
    inArray(ppcChanges.status, PROCESSABLE),
  );

// Writes the outcome only while the row is as this run last saw it (still to do, no attempt counted since):
// a run that decided without sending (a guard rail, a reconcile) must not overwrite the outcome of a
// racing run that claimed the row and sent it meanwhile.
async function finish(ctx: TCtx, row: TPpcChangeRow, outcome: TFinish) {
  const appliedAt = outcome.status === 'applied' ? ctx.deps.clock.now() : null;
  const [written] = await ctx.deps.db
    .update(ppcChanges)
    .set({
      status: outcome.status,
      amazonCode: outcome.amazonCode ?? null,
      amazonMessage: outcome.amazonMessage ?? null,
      guardRail: outcome.guardRail ?? null,
      appliedAt,
      ...(outcome.entityId ? { entityId: outcome.entityId } : {}),
      ...(outcome.oldValue !== undefined ? { oldValue: outcome.oldValue } : {}),
    })
    .where(asLastSeen(row))
    .returning({ id: ppcChanges.id });
  // An applied undo marks what it reversed.
  if (written && outcome.status === 'applied' && row.undoOf)
    await ctx.deps.db
      .update(ppcChanges)
      .set({ status: 'undone', undoneBy: row.id })
      .where(and(eq(ppcChanges.id, row.undoOf), eq(ppcChanges.status, 'applied')));
}

const guard = (ctx: TCtx, row: TPpcChangeRow, rail: TPpcGuardRail) =>
  finish(ctx, row, { status: 'rejected', guardRail: rail, amazonMessage: PPC_CHANGE_MESSAGES.guard[rail] });

async function processRows(ctx: TCtx, rows: TPpcChangeRow[]) {
  const groups = new Map<string, TPpcChangeRow[]>();
  for (const row of rows) {
    const key = `${row.entityType}|${row.field === 'create' ? 'create' : 'update'}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  for (const [key, group] of groups) {
    const [type, mode] = key.split('|') as [TPpcEntityType, 'create' | 'update'];
    for (let i = 0; i < group.length; i += BATCH) {
      const chunk = group.slice(i, i + BATCH);
      const ready =
        mode === 'update' ? await prepareUpdates(ctx, type, chunk) : await prepareCreates(ctx, type, chunk);
      await send(ctx, type, mode, ready);
    }
  }
}

const railsApply = (ctx: TCtx, row: TPpcChangeRow) =>
  !ctx.force && (ctx.rails.appliesTo as readonly string[]).includes(row.source);

// Reads the entities back from Amazon, then reconciles (already at the new value: applied, nothing
// sent), checks the guard rails, and records the old value Amazon really had.
async function prepareUpdates(
  ctx: TCtx,
  type: TPpcEntityType,
  rows: TPpcChangeRow[],
): Promise<TPpcChangeRow[]> {
  const ids = [...new Set(rows.map((r) => r.entityId as string))];
  let current: Map<string, TSpEntityRecord>;
  try {
    current = await ctx.deps.sp.read(ctx.store, ctx.profileId, KIND_OF[type], { ids });
  } catch (err) {
    for (const row of rows) await finish(ctx, row, failedOf(err));
    return [];
  }
  const ready: TPpcChangeRow[] = [];
  for (const row of rows) {
    const record = current.get(row.entityId as string);
    if (!record) {
      await finish(ctx, row, {
        status: 'rejected',
        amazonCode: 'ENTITY_NOT_FOUND',
        amazonMessage: `Amazon has no ${type} ${row.entityId} in this profile.`,
      });
      continue;
    }
    const value = currentValue(record, row.field as never, ctx.currency);
    if (value === row.newValue) {
      // Already there: a change that reached Amazon before a crash, or nothing to do. Never re-sent.
      await finish(ctx, row, {
        status: 'applied',
        amazonCode: row.attempts > 0 ? 'RECONCILED' : 'NO_CHANGE',
        amazonMessage:
          row.attempts > 0
            ? 'Amazon already had this value: the earlier call went through.'
            : 'Amazon already had this value.',
        ...(row.undoOf ? {} : { oldValue: row.attempts > 0 ? row.oldValue : value }),
      });
      continue;
    }
    if (row.undoOf && value !== row.oldValue) {
      await guard(ctx, row, 'changed-since');
      continue;
    }
    if (railsApply(ctx, row)) {
      const rail = await railFor(ctx, type, row, record, value);
      if (rail) {
        await guard(ctx, row, rail);
        continue;
      }
    }
    if (value !== row.oldValue) {
      await ctx.deps.db.update(ppcChanges).set({ oldValue: value }).where(eq(ppcChanges.id, row.id));
      row.oldValue = value;
    }
    ready.push(row);
  }
  return ready;
}

async function railFor(
  ctx: TCtx,
  type: TPpcEntityType,
  row: TPpcChangeRow,
  record: TSpEntityRecord,
  value: string | null,
): Promise<TPpcGuardRail | null> {
  const since = new Date(ctx.now.getTime() - GUARD_WINDOW_MS);
  // The earlier changes of this very entity.
  const sameEntity = [
    eq(ppcChanges.channelId, ctx.store.id),
    eq(ppcChanges.entityType, type),
    eq(ppcChanges.entityId, row.entityId as string),
  ];
  // The seller's edits: Amazon's change history (imported with the ads sync) names each change made at
  // Amazon that was not ours; since the last import, the entity's lastUpdateDateTime against our own log.
  const editWindow = new Date(ctx.now.getTime() - ctx.rails.sellerEditHours * 3_600_000);
  const historyType = AMAZON_HISTORY_TYPE[type];
  if (historyType) {
    const [edited] = await ctx.deps.db
      .select({ at: adsChangeHistory.changedAt })
      .from(adsChangeHistory)
      .where(
        and(
          eq(adsChangeHistory.channelId, ctx.store.id),
          eq(adsChangeHistory.entityType, historyType),
          eq(adsChangeHistory.entityId, row.entityId as string),
          eq(adsChangeHistory.source, 'amazon'),
          sql`${adsChangeHistory.changedAt} > ${editWindow.toISOString()}`,
        ),
      )
      .limit(1);
    if (edited) return 'seller-edited-recently';
  }
  const lastUpdate = Date.parse(record.extendedData?.lastUpdateDateTime ?? '');
  if (Number.isFinite(lastUpdate) && lastUpdate > editWindow.getTime()) {
    const [own] = await ctx.deps.db
      .select({ id: ppcChanges.id })
      .from(ppcChanges)
      .where(
        and(
          ...sameEntity,
          inArray(ppcChanges.status, ['applied', 'undone']),
          sql`abs(extract(epoch from ${ppcChanges.appliedAt}) * 1000 - ${lastUpdate}) <= ${OWN_EDIT_TOLERANCE_MS}`,
        ),
      )
      .limit(1);
    if (!own) return 'seller-edited-recently';
  }
  if (row.field === 'bid') {
    const key = `${type}:${row.entityId}`;
    const [done] = await ctx.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ppcChanges)
      .where(
        and(
          ...sameEntity,
          eq(ppcChanges.field, 'bid'),
          // The cap is on automation's churn: the seller's own edits do not use it up.
          inArray(ppcChanges.source, [...ctx.rails.appliesTo]),
          inArray(ppcChanges.status, ['applied', 'undone']),
          sql`coalesce(${ppcChanges.amazonCode}, '') <> 'NO_CHANGE'`,
          sql`${ppcChanges.appliedAt} >= ${since.toISOString()}`,
        ),
      );
    const count = (done?.n ?? 0) + (ctx.bidChanges.get(key) ?? 0);
    if (count >= ctx.rails.bidChangesPerKeywordPerDay) return 'bid-changes-per-day';
    ctx.bidChanges.set(key, (ctx.bidChanges.get(key) ?? 0) + 1);
  }
  if (row.field === 'budget') {
    const increase = Number(row.newValue) - Number(value ?? row.newValue);
    if (increase > 0) {
      const [total] = await ctx.deps.db
        .select({ budget: sql<string | null>`sum(${adsCampaigns.budget})` })
        .from(adsCampaigns)
        .where(and(eq(adsCampaigns.channelId, ctx.store.id), ne(adsCampaigns.state, 'ARCHIVED')));
      const [used] = await ctx.deps.db
        .select({
          n: sql<
            string | null
          >`sum(greatest(${ppcChanges.newValue}::bigint - coalesce(${ppcChanges.oldValue}, ${ppcChanges.newValue})::bigint, 0))`,
        })
        .from(ppcChanges)
        .where(
          and(
            eq(ppcChanges.channelId, ctx.store.id),
            eq(ppcChanges.field, 'budget'),
            inArray(ppcChanges.status, ['applied', 'undone']),
            sql`${ppcChanges.appliedAt} >= ${since.toISOString()}`,
          ),
        );
      const totalMinor = toMinor(Number(total?.budget ?? 0), ctx.currency);
      const limit = (totalMinor * ctx.rails.budgetIncreasePerDayPct) / 100;
      if (totalMinor > 0 && Number(used?.n ?? 0) + ctx.budgetIncrease + increase > limit)
        return 'budget-increase-per-day';
      ctx.budgetIncrease += increase;
    }
  }
  return null;
}

// A create that may have reached Amazon (sent before) is looked for under its parent first.
async function prepareCreates(
  ctx: TCtx,
  type: TPpcEntityType,
  rows: TPpcChangeRow[],
): Promise<TPpcChangeRow[]> {
  const resumed = rows.filter((r) => r.attempts > 0);
  if (resumed.length === 0) return rows;
  let listed: Map<string, TSpEntityRecord>;
  try {
    const filter =
      type === 'campaign'
        ? {}
        : type === 'ad-group'
          ? { campaignIds: [...new Set(resumed.map((r) => r.campaignId as string))] }
          : { adGroupIds: [...new Set(resumed.map((r) => r.adGroupId as string))] };
    listed = await ctx.deps.sp.read(ctx.store, ctx.profileId, KIND_OF[type], filter);
  } catch (err) {
    for (const row of rows) await finish(ctx, row, failedOf(err));
    return [];
  }
  const ready: TPpcChangeRow[] = [];
  for (const row of rows) {
    const parent = type === 'campaign' ? null : type === 'ad-group' ? row.campaignId : row.adGroupId;
    const match =
      row.attempts > 0
        ? [...listed.values()].find(
            (r) =>
              (parent === null || String(type === 'ad-group' ? r.campaignId : r.adGroupId) === parent) &&
              r.state !== 'ARCHIVED' &&
              isCreated(type, r, row.newValue),
          )
        : undefined;
    if (match)
      await finish(ctx, row, {
        status: 'applied',
        entityId: idOf(type, match),
        amazonCode: 'RECONCILED',
        amazonMessage: 'Amazon already had this entity: the earlier call went through.',
      });
    else ready.push(row);
  }
  return ready;
}

function failedOf(err: unknown): TFinish {
  if (err instanceof AdsApiError)
    return { status: 'failed', amazonCode: err.code ?? err.kind, amazonMessage: err.message };
  return {
    status: 'failed',
    amazonCode: 'ERROR',
    amazonMessage: err instanceof Error ? err.message : String(err),
  };
}

async function send(ctx: TCtx, type: TPpcEntityType, mode: 'create' | 'update', rows: TPpcChangeRow[]) {
  const rounds = ctx.deps.itemRetries ?? 3;
  let pending = rows;
  for (let round = 0; pending.length > 0; round++) {
    // Claimed and counted before the call: from here on, the change may have reached Amazon. The claim
    // holds only if no one else counted an attempt since we read the row, so two runs that picked up the
    // same pending change (a resume racing a retried request) never both send it.
    const claimed = new Set<string>();
    for (const row of pending) {
      const [won] = await ctx.deps.db
        .update(ppcChanges)
        .set({ attempts: row.attempts + 1 })
        .where(asLastSeen(row))
        .returning({ id: ppcChanges.id });
      if (!won) continue;
      row.attempts += 1;
      claimed.add(row.id);
    }
    pending = pending.filter((row) => claimed.has(row.id));
    if (pending.length === 0) return;
    const items = pending.map((row) =>
      mode === 'update'
        ? updateItem(type, row.entityId as string, row.field as never, row.newValue, ctx.currency)
        : createItem(
            type,
            { campaignId: row.campaignId, adGroupId: row.adGroupId, newValue: row.newValue },
            ctx.currency,
          ),
    );
    let result: Awaited<ReturnType<TPpcApplyDeps['sp']['write']>>;
    try {
      result = await ctx.deps.sp.write(ctx.store, ctx.profileId, KIND_OF[type], mode, items);
    } catch (err) {
      for (const row of pending) await finish(ctx, row, failedOf(err));
      return;
    }
    await ctx.deps.afterAmazonAnswer?.();
    const retry: TPpcChangeRow[] = [];
    const answered = new Set<number>();
    for (const s of result.success) {
      const row = pending[s.index];
      if (!row) continue;
      answered.add(s.index);
      await finish(ctx, row, {
        status: 'applied',
        ...(mode === 'create' ? { entityId: s.id } : {}),
      });
    }
    for (const e of result.error) {
      const row = pending[e.index];
      if (!row) continue;
      answered.add(e.index);
      if (e.retryable && round < rounds) retry.push(row);
      else
        await finish(ctx, row, {
          status: e.retryable ? 'failed' : 'rejected',
          amazonCode: e.code,
          amazonMessage: e.message,
        });
    }
    for (const [index, row] of pending.entries())
      if (!answered.has(index))
        await finish(ctx, row, {
          status: 'failed',
          amazonCode: 'NO_ANSWER',
          amazonMessage: 'Amazon did not answer this item.',
        });
    pending = retry;
  }
}

/**
 * applyPpcChanges as the port rules, harvesting and dayparting are given (modules/ppc/apply-port.ts):
 * main.ts and the app wire it, tests pass a fake.
 */
export function createPpcApply(deps: TPpcApplyDeps): TPpcApply {
  return (input) => applyPpcChanges(deps, input);
}
