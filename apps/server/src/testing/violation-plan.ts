import { and, eq, gt } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { channels, violationEvents } from '../db/schema/index.ts';
import { IMPORT_STAGE_RUNNERS } from '../jobs/definitions/initial-import.job.ts';
import { detectViolations } from '../modules/violation/detect.ts';
import { importAccountHealth } from '../sync/import-account-health.ts';
import { importListings } from '../sync/import-listings.ts';
import { importOffers } from '../sync/import-offers.ts';
import { importSellerFeedback } from '../sync/import-seller-feedback.ts';
import { runStage, type TSyncStage } from '../sync/run-stage.ts';
import type { TSyncDeps } from '../sync/sync-context.ts';
import { findSyncStore } from '../sync/sync-store.ts';
import type { TSandboxProcess } from './sandbox-process.ts';

// Issue 22's bar against the sandbox's planted events (GET /sandbox/listing-events), shared by the
// sandbox test (a seller per region) and `npm run bench:violation` (every demo seller): stores synced
// as the offers, listings/account-health and feedback syncs sync them, the clock moved a little under a
// day between syncs, and per seller and type: what was planted, what was raised within one sync, what
// was raised twice for an unchanged condition, and what was raised that was never planted (precision).

/** A little under a day: every planted condition lasts at least 24 hours, so each is seen by a sync. */
export const PLAN_STEP_MS = 23 * 3_600_000;
/** Sync turns for a full turn of the sandbox's planted kinds (eleven two-day blocks: 22 days). */
export const FULL_TURN_SYNCS = 24;
const FEEDBACK_DAYS = 3;

/** The kinds the sandbox plants on offers, listings and the account (negative feedback aside). */
export const PLANTED_KINDS = `hijacker new-offer buybox-lost map-breach listing-changed listing-suppressed
  account-health policy-violation offer-count-changed listing-inactive`.split(/\s+/);

export type TPlanted = {
  type: string;
  asin: string | null;
  at: string;
  until: string | null;
  amazonOrderId?: string;
};
type TRaised = typeof violationEvents.$inferSelect;

/** Whether a raised event is the planted one: its type, and its ASIN where the source names one. */
export function matchesPlanted(raised: TRaised, planted: TPlanted): boolean {
  if (raised.type !== planted.type) return false;
  if (planted.type === 'negative-feedback')
    return (
      (raised.evidence.report_row as { amazon_order_id?: string }).amazon_order_id === planted.amazonOrderId
    );
  // The seller performance report gives policy categories and the account's metrics, no ASIN.
  if (planted.type === 'account-health' || planted.type === 'policy-violation') return true;
  return raised.asin === planted.asin;
}

export type TSandboxSeller = {
  sellingPartnerId: string;
  region: string;
  homeMarketplaceId: string;
  asinCount: number;
};

export type TPlanDeps = Omit<TSyncDeps, 'queue'> & {
  sandbox: Pick<TSandboxProcess, 'control'>;
  /** Moves the sandbox's clock and `clock` together. */
  advance(ms: number): Promise<void>;
};

/** The sandbox's demo sellers (GET /sandbox/sellers). */
export async function sandboxSellers(sandbox: Pick<TSandboxProcess, 'control'>): Promise<TSandboxSeller[]> {
  return ((await sandbox.control('GET', '/sandbox/sellers')) as { sellers: TSandboxSeller[] }).sellers;
}

async function stageOf(deps: TPlanDeps, storeId: string, stage: TSyncStage) {
  const store = await findSyncStore(deps.db, storeId);
  if (!store) throw new Error('no store');
  await runStage(deps, store, stage);
}

/** A connected store's initial import of what Violation reads; the import marked done. */
export async function importForViolation(deps: TPlanDeps, storeId: string): Promise<void> {
  for (const name of ['catalogue', 'listings', 'offers', 'account-health'] as const)
    await stageOf(deps, storeId, { name, run: IMPORT_STAGE_RUNNERS[name] });
  await deps.db.update(channels).set({ signupStep: 'done' }).where(eq(channels.id, storeId));
}

const SYNC_STAGES: TSyncStage[] = [
  { name: 'sync-offers', run: importOffers },
  {
    name: 'sync-listings',
    run: async (ctx) => {
      await importListings(ctx);
      await importAccountHealth(ctx);
    },
  },
  { name: 'seller-feedback', run: (ctx) => importSellerFeedback(ctx, FEEDBACK_DAYS) },
];

/** One sync of a store, as the offers, listings and reports jobs run it, then the detection; each part timed. */
export async function syncAndDetect(deps: TPlanDeps, storeId: string, ms: Record<string, number> = {}) {
  const timed = async <T>(name: string, run: () => Promise<T>) => {
    const t0 = performance.now();
    const out = await run();
    ms[name] = (ms[name] ?? 0) + performance.now() - t0;
    return out;
  };
  for (const stage of SYNC_STAGES) await timed(stage.name, () => stageOf(deps, storeId, stage));
  return timed('detect', () => detectViolations(deps, storeId));
}

export type TPlanStore = { sellerId: string; storeId: string; syncs: number };

type TTypeFigures = {
  planted: number;
  raisedInTime: number;
  raised: number;
  repeats: number;
  unplanted: number;
};

export type TPlanFigures = {
  sellerId: string;
  syncs: number;
  planted: number;
  raisedInTime: number;
  raised: number;
  repeats: number;
  precision: number;
  /** The planted events (in force when a sync looked) not raised by that sync. */
  missed: TPlanted[];
  /** Summaries of raised events no planted event explains. */
  unplanted: string[];
  /** Condition keys raised again while their earlier event was still live. */
  repeatedKeys: string[];
  byType: Record<string, TTypeFigures>;
  /** Mean wall time of one sync (offers, listings and account health, feedback, detection). */
  syncMs: number;
  /** The same per part of the sync. */
  syncPartMs: Record<string, number>;
};

/**
 * The plan's run: a baseline sync of every store (what is in force at connection is history), then
 * `rounds` turns of: the clock moved by `stepMs`, each store still in its syncs synced, and what was
 * planted since the previous turn (still in force when the sync looks) checked against what it raised.
 */
export async function runViolationPlan(
  deps: TPlanDeps,
  stores: TPlanStore[],
  stepMs = PLAN_STEP_MS,
): Promise<TPlanFigures[]> {
  const planted = async (seller: string, from: number, to: number) =>
    (
      (await deps.sandbox.control(
        'GET',
        `/sandbox/listing-events?sellingPartnerId=${seller}&from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}`,
      )) as { events: TPlanted[] }
    ).events;
  const raisedSince = (storeId: string, since: number) =>
    deps.db
      .select()
      .from(violationEvents)
      .where(and(eq(violationEvents.channelId, storeId), gt(violationEvents.detectedAt, new Date(since))));

  for (const store of stores) await syncAndDetect(deps, store.storeId);
  const start = deps.clock.now().getTime();
  const state = new Map(
    stores.map((s) => [
      s.storeId,
      { due: [] as TPlanted[], missed: [] as TPlanted[], ms: {} as Record<string, number> },
    ]),
  );
  const rounds = Math.max(...stores.map((s) => s.syncs));
  for (let i = 0; i < rounds; i++) {
    const from = deps.clock.now().getTime();
    await deps.advance(stepMs);
    const to = deps.clock.now().getTime();
    for (const { sellerId, storeId } of stores.filter((s) => i < s.syncs)) {
      const own = state.get(storeId);
      if (!own) continue;
      const due = (await planted(sellerId, from + 1, to)).filter(
        (e) => e.until === null || Date.parse(e.until) > to, // still in force when the sync looks
      );
      const outcome = await syncAndDetect(deps, storeId, own.ms);
      const raised = outcome.raised.length ? await raisedSince(storeId, from) : [];
      own.due.push(...due);
      own.missed.push(...due.filter((e) => !raised.some((r) => matchesPlanted(r, e))));
    }
  }

  const figures: TPlanFigures[] = [];
  for (const { sellerId, storeId, syncs } of stores) {
    const own = state.get(storeId) ?? { due: [], missed: [], ms: {} };
    const raised = await raisedSince(storeId, start);
    // A key raised again must have been cleared in between (live keys are unique).
    const repeated: TRaised[] = [];
    const byKey = new Map<string, TRaised[]>();
    for (const r of raised) byKey.set(r.conditionKey, [...(byKey.get(r.conditionKey) ?? []), r]);
    for (const list of byKey.values()) {
      const sorted = list.sort((a, b) => a.detectedAt.getTime() - b.detectedAt.getTime());
      for (let i = 1; i < sorted.length; i++)
        if (sorted[i - 1]?.clearedAt === null) repeated.push(sorted[i] as TRaised);
    }
    // Precision: what was raised is what was planted (since the baseline, or in force at it).
    const all = await planted(sellerId, start - 200 * 86_400_000, deps.clock.now().getTime());
    const unplanted = raised.filter((r) => !all.some((e) => matchesPlanted(r, e)));
    const byType: Record<string, TTypeFigures> = {};
    const of = (type: string) => {
      const held = byType[type] ?? { planted: 0, raisedInTime: 0, raised: 0, repeats: 0, unplanted: 0 };
      byType[type] = held;
      return held;
    };
    for (const e of own.due) of(e.type).planted++;
    for (const e of own.due) if (!own.missed.includes(e)) of(e.type).raisedInTime++;
    for (const r of raised) of(r.type).raised++;
    for (const r of repeated) of(r.type).repeats++;
    for (const r of unplanted) of(r.type).unplanted++;
    figures.push({
      sellerId,
      syncs,
      planted: own.due.length,
      raisedInTime: own.due.length - own.missed.length,
      raised: raised.length,
      repeats: repeated.length,
      precision: round(1 - unplanted.length / Math.max(1, raised.length)),
      missed: own.missed,
      unplanted: unplanted.map((r) => r.summary),
      repeatedKeys: repeated.map((r) => r.conditionKey),
      byType,
      syncMs: Math.round(Object.values(own.ms).reduce((a, b) => a + b, 0) / Math.max(1, syncs)),
      syncPartMs: Object.fromEntries(
        Object.entries(own.ms).map(([k, v]) => [k, Math.round(v / Math.max(1, syncs))]),
      ),
    });
  }
  return figures;
}

/** Whether a seller's figures meet the bar: every planted event raised in time, no repeat, precision ≥ 95 %. */
export function planBarMet(f: TPlanFigures): boolean {
  return f.missed.length === 0 && f.repeats === 0 && f.precision >= 0.95;
}

const round = (n: number) => Math.round(n * 10_000) / 10_000;

export type { TDb };
