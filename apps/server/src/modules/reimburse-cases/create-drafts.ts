import type { TFindingKind } from '@seller-tools/contract';
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import {
  reimburseCaseEvents,
  reimburseCaseFindings,
  reimburseCases,
  reimburseFindings,
} from '../../db/schema/index.ts';
import { loadStoreSettings } from '../../lib/reimburse-store-settings.ts';
import { caseGroupKey, caseText } from './case-text.ts';
import { lockStoreCases } from './store-case-lock.ts';

// Findings become cases: every open finding of the store (claimable now, not expired, in no case yet)
// joins the case still being prepared (draft or ready) of its group (Amazon's rule: one case per
// shipment, per order or per FNSKU batch), or a new one. The store's case preference decides: a group
// below the minimum value waits for more findings; with "file automatically above a value" a case at or
// above it is ready at once, else it is a draft for the seller to approve. Idempotent: a second run finds
// no finding left outside a case and creates nothing. One run per store at a time (advisory lock).

type TFindingRow = typeof reimburseFindings.$inferSelect;

export type TCreateDraftsResult = { created: number; extended: number; ready: number };

function earliest(days: (string | null)[]): string | null {
  return days.filter((d): d is string => d !== null).sort()[0] ?? null;
}

export async function createDraftCases(
  db: TDb,
  { companyId, channelId }: { companyId: string; channelId: string },
): Promise<TCreateDraftsResult> {
  const settings = await loadStoreSettings(db, channelId);
  const result: TCreateDraftsResult = { created: 0, extended: 0, ready: 0 };
  if (!settings.enrolled) return result;
  await db.transaction(async (tx) => {
    await lockStoreCases(tx, channelId);
    const f = reimburseFindings;
    const free = await tx
      .select()
      .from(f)
      .where(
        and(
          eq(f.channelId, channelId),
          eq(f.status, 'open'),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(reimburseCaseFindings)
              .where(eq(reimburseCaseFindings.findingId, f.id)),
          ),
        ),
      )
      .orderBy(f.occurredAt, f.id);
    if (free.length === 0) return;
    const groups = new Map<string, TFindingRow[]>();
    for (const finding of free) {
      const key = `${finding.kind}|${caseGroupKey(finding)}`;
      groups.set(key, [...(groups.get(key) ?? []), finding]);
    }
    const open = await tx
      .select()
      .from(reimburseCases)
      .where(and(eq(reimburseCases.channelId, channelId), inArray(reimburseCases.state, ['draft', 'ready'])));
    const openByGroup = new Map(open.map((c) => [`${c.kind}|${c.groupKey}`, c]));

    for (const [key, findings] of groups) {
      const kind = findings[0]?.kind as TFindingKind;
      const groupKey = key.slice(kind.length + 1);
      const existing = openByGroup.get(key);
      if (existing) {
        const current = await tx
          .select({ finding: f })
          .from(reimburseCaseFindings)
          .innerJoin(f, eq(f.id, reimburseCaseFindings.findingId))
          .where(and(eq(reimburseCaseFindings.caseId, existing.id), eq(reimburseCaseFindings.active, true)));
        const all = [...current.map((r) => r.finding), ...findings];
        await tx
          .insert(reimburseCaseFindings)
          .values(findings.map((x) => ({ caseId: existing.id, findingId: x.id })));
        await tx
          .update(reimburseCases)
          .set({
            claimedAmountMinor: all.reduce((s, x) => s + x.estimatedValueMinor, 0),
            claimedQuantity: all.reduce((s, x) => s + x.quantity, 0),
            deadline: earliest(all.map((x) => x.claimDeadline)),
            ...(existing.textEdited ? {} : { caseText: caseText(kind, all) }),
            updatedAt: new Date(),
          })
          .where(eq(reimburseCases.id, existing.id));
        result.extended++;
        continue;
      }
      const claimed = findings.reduce((s, x) => s + x.estimatedValueMinor, 0);
      if (claimed < settings.minCaseValueMinor) continue;
      const autoReady =
        settings.caseApproval === 'auto-above' &&
        settings.autoFileAboveMinor !== null &&
        claimed >= settings.autoFileAboveMinor;
      const state = autoReady ? 'ready' : 'draft';
      const [created] = await tx
        .insert(reimburseCases)
        .values({
          companyId,
          channelId,
          kind,
          groupKey,
          state,
          caseText: caseText(kind, findings),
          claimedAmountMinor: claimed,
          claimedQuantity: findings.reduce((s, x) => s + x.quantity, 0),
          currency: findings[0]?.currency ?? 'USD',
          deadline: earliest(findings.map((x) => x.claimDeadline)),
        })
        .returning({ id: reimburseCases.id });
      if (!created) throw new Error('case insert returned no row');
      await tx
        .insert(reimburseCaseFindings)
        .values(findings.map((x) => ({ caseId: created.id, findingId: x.id })));
      await tx.insert(reimburseCaseEvents).values([
        { caseId: created.id, action: 'created', fromState: null, toState: 'draft', note: null },
        ...(autoReady
          ? [
              {
                caseId: created.id,
                action: 'approve',
                fromState: 'draft',
                toState: 'ready',
                note: 'Approved automatically by the case preference.',
              },
            ]
          : []),
      ]);
      result.created++;
      if (autoReady) result.ready++;
    }
  });
  return result;
}
