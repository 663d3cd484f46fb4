import { marketplaceCurrency, type TFindingKind, type TFindingStatus } from '@seller-tools/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { channels, reimburseAuditRuns, reimburseFindings } from '../../../db/schema/index.ts';
import type { TClock } from '../../../lib/clock.ts';
import type { TAuditContext, TDetector, TFindingDraft } from './detector.ts';
import { AUDIT_POLICY, type TAuditPolicy, utcDay } from './policy.ts';
import { excludedBySettings, loadStoreSettings, type TStoreSettings } from './store-settings.ts';

// The audit of one store (issue 19): every registered detector reads the store's imported data and
// returns drafts; this runner owns every write, in one transaction, touching only rows whose content
// changed, so re-running it changes no row. Per finding (keyed by channel, kind, finding_key):
// - Amazon paid it (draft.reimbursed): an existing finding turns `reimbursed` with the amount and ids;
//   a payment that came before the audit ever raised the finding creates no row.
// - the seller's setup leaves it out (store-settings.ts): `dismissed`, the reason in
//   evidence.dismissal ({ by: 'settings' }); it reopens when the setting is lifted.
// - past its claim deadline: `expired` (kept and shown, never filed); else `needs-action` when the
//   seller must act first (e.g. enter the unit cost), else `open`.
// - raised before, and its detector no longer returns it (the units were found or received later, the
//   data changed): `dismissed` with evidence.dismissal ({ by: 'audit' }); it reopens if it comes back.
// - dismissed by a person (the seller or our staff: no `by` of settings/audit) is never touched again.
// A detector that fails leaves its kind's findings as they are; the run records the error.

export type TAuditDeps = {
  db: TDb;
  clock: TClock;
  /** The detectors to run (audit-store.ts passes the registered ones, detectors/index.ts). */
  detectors: readonly TDetector[];
  policy?: TAuditPolicy;
};

type TKindCounts = {
  drafts: number;
  inserted: number;
  updated: number;
  unchanged: number;
  closed: number;
  error?: string;
};

export type TAuditRunResult =
  | { skipped: 'no-store' | 'not-enrolled' }
  | {
      skipped: null;
      runId: string;
      durationMs: number;
      kinds: Partial<Record<TFindingKind, TKindCounts>>;
      statuses: Partial<Record<TFindingStatus, number>>;
    };

type TFindingRow = typeof reimburseFindings.$inferSelect;
type TFindingInsert = typeof reimburseFindings.$inferInsert;
/** The columns the audit writes (identity, timestamps and the key aside). */
type TContent = Omit<
  TFindingInsert,
  'id' | 'channelId' | 'kind' | 'findingKey' | 'firstFoundAt' | 'updatedAt'
>;
type TDismissal = { by: 'settings' | 'audit'; reason: string; on?: string };

const AUTOMATIC_DISMISSALS = new Set(['settings', 'audit']);
const INSERT_CHUNK = 500;

function dismissalOf(row: TFindingRow): TDismissal | null {
  const d = (row.evidence as { dismissal?: TDismissal }).dismissal;
  return d && AUTOMATIC_DISMISSALS.has(d.by) ? d : null;
}

/** A person's dismissal: final. */
const dismissedByPerson = (row: TFindingRow) => row.status === 'dismissed' && !dismissalOf(row);

/** JSON with sorted keys: jsonb does not keep key order, so this is how evidence is compared. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`).join(',')}}`;
  }
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  return JSON.stringify(value ?? null);
}

function sameContent(row: TFindingRow, next: TContent): boolean {
  return (Object.keys(next) as (keyof TContent)[]).every(
    (key) => stable(row[key as keyof TFindingRow]) === stable(next[key]),
  );
}

function statusOf(draft: TFindingDraft, today: string, excluded: string | null): TFindingStatus {
  if (draft.reimbursed) return 'reimbursed';
  if (excluded) return 'dismissed';
  if (draft.claimDeadline && today > draft.claimDeadline) return 'expired';
  if (draft.actionNeeded) return 'needs-action';
  return 'open';
}

/** What the row of a draft should hold, or null when the draft writes nothing. */
function contentOf(
  draft: TFindingDraft,
  existing: TFindingRow | undefined,
  settings: TStoreSettings,
  currency: string,
  now: Date,
): TContent | null {
  if (existing && dismissedByPerson(existing)) return null;
  if (draft.reimbursed && !existing) return null;
  const today = utcDay(now);
  const excluded = excludedBySettings(settings, draft);
  const status = statusOf(draft, today, excluded);
  const evidence = excluded
    ? { ...draft.evidence, dismissal: { by: 'settings', reason: excluded } satisfies TDismissal }
    : draft.evidence;
  const resolved = status === 'reimbursed' || status === 'dismissed';
  return {
    status,
    actionNeeded: draft.actionNeeded,
    fnsku: draft.fnsku,
    sku: draft.sku,
    asin: draft.asin,
    shipmentId: draft.shipmentId,
    amazonOrderId: draft.amazonOrderId,
    referenceId: draft.referenceId,
    quantity: draft.quantity,
    unitValueMinor: draft.unitValueMinor,
    estimatedValueMinor: draft.estimatedValueMinor,
    currency,
    valuation: draft.valuation,
    occurredAt: draft.occurredAt,
    claimDeadline: draft.claimDeadline,
    evidence,
    reimbursedAmountMinor: draft.reimbursed?.amountMinor ?? null,
    reimbursementIds: draft.reimbursed?.reimbursementIds ?? null,
    // Kept from the row when it was already resolved the same way, so a re-run changes nothing.
    resolvedAt: resolved ? ((existing?.status === status ? existing.resolvedAt : null) ?? now) : null,
  };
}

/** Audits one store at the clock's now and records the run (reimburse_audit_runs). */
export async function runAudit(deps: TAuditDeps, channelId: string): Promise<TAuditRunResult> {
  const { db } = deps;
  const { detectors } = deps;
  const policy = deps.policy ?? AUDIT_POLICY;
  const [channel] = await db
    .select({ marketplaceId: channels.marketplaceId })
    .from(channels)
    .where(and(eq(channels.id, channelId), isNull(channels.deletedAt)));
  if (!channel) return { skipped: 'no-store' };
  const settings = await loadStoreSettings(db, channelId);
  if (!settings.enrolled) return { skipped: 'not-enrolled' };

  const started = performance.now();
  const now = deps.clock.now();
  const currency = marketplaceCurrency(channel.marketplaceId);
  const [run] = await db
    .insert(reimburseAuditRuns)
    .values({ channelId, startedAt: now })
    .returning({ id: reimburseAuditRuns.id });
  if (!run) throw new Error('audit run insert returned no row');

  const context: TAuditContext = {
    db,
    store: { channelId, currency, marketplaceId: channel.marketplaceId },
    asOf: now,
    policy,
  };
  const kinds: Partial<Record<TFindingKind, TKindCounts>> = {};
  const drafts = new Map<TFindingKind, TFindingDraft[]>();
  for (const detector of detectors) {
    const counts: TKindCounts = { drafts: 0, inserted: 0, updated: 0, unchanged: 0, closed: 0 };
    kinds[detector.kind] = counts;
    try {
      const found = await detector.detect(context);
      counts.drafts = found.length;
      drafts.set(detector.kind, found);
    } catch (error) {
      counts.error = error instanceof Error ? error.message : String(error);
    }
  }

  await db.transaction(async (tx) => {
    const audited = [...drafts.keys()];
    const existing =
      audited.length === 0
        ? []
        : await tx
            .select()
            .from(reimburseFindings)
            .where(and(eq(reimburseFindings.channelId, channelId), inArray(reimburseFindings.kind, audited)));
    const byKey = new Map(existing.map((row) => [`${row.kind}|${row.findingKey}`, row]));
    const inserts: TFindingInsert[] = [];
    const updates: { id: string; content: TContent }[] = [];
    const seen = new Set<string>();
    for (const [kind, list] of drafts) {
      const counts = kinds[kind] as TKindCounts;
      for (const draft of list) {
        const key = `${kind}|${draft.findingKey}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const row = byKey.get(key);
        const content = contentOf(draft, row, settings, currency, now);
        if (!content) continue;
        if (!row) {
          inserts.push({ channelId, kind, findingKey: draft.findingKey, ...content });
          counts.inserted++;
        } else if (sameContent(row, content)) counts.unchanged++;
        else {
          updates.push({ id: row.id, content });
          counts.updated++;
        }
      }
    }
    // Raised before, not found any more: closed with the reason (reopened if it comes back).
    for (const row of existing) {
      if (seen.has(`${row.kind}|${row.findingKey}`)) continue;
      if (row.status === 'reimbursed' || row.status === 'dismissed') continue;
      const dismissal: TDismissal = {
        by: 'audit',
        reason:
          "Amazon's data no longer shows it unpaid (units found or received later, or the data changed)",
        on: utcDay(now),
      };
      const {
        id,
        channelId: _c,
        kind: _k,
        findingKey: _f,
        firstFoundAt: _a,
        updatedAt: _u,
        ...content
      } = row;
      updates.push({
        id,
        content: {
          ...content,
          status: 'dismissed',
          evidence: { ...(row.evidence as Record<string, unknown>), dismissal },
          resolvedAt: now,
        },
      });
      (kinds[row.kind as TFindingKind] as TKindCounts).closed++;
    }
    for (let i = 0; i < inserts.length; i += INSERT_CHUNK) {
      await tx.insert(reimburseFindings).values(inserts.slice(i, i + INSERT_CHUNK));
    }
    for (const { id, content } of updates) {
      await tx
        .update(reimburseFindings)
        .set({ ...content, updatedAt: now })
        .where(eq(reimburseFindings.id, id));
    }
  });

  const statusRows = await db
    .select({ status: reimburseFindings.status, n: sql<number>`count(*)::int` })
    .from(reimburseFindings)
    .where(eq(reimburseFindings.channelId, channelId))
    .groupBy(reimburseFindings.status);
  const statuses = Object.fromEntries(statusRows.map((r) => [r.status, r.n])) as Partial<
    Record<TFindingStatus, number>
  >;
  const durationMs = Math.round(performance.now() - started);
  const errors = Object.entries(kinds)
    .filter(([, c]) => c.error)
    .map(([kind, c]) => `${kind}: ${c.error}`);
  await db
    .update(reimburseAuditRuns)
    .set({
      finishedAt: deps.clock.now(),
      counts: { duration_ms: durationMs, as_of: now.toISOString(), kinds, statuses },
      error: errors.length > 0 ? errors.join('; ') : null,
    })
    .where(eq(reimburseAuditRuns.id, run.id));
  return { skipped: null, runId: run.id, durationMs, kinds, statuses };
}
