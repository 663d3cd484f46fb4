import { FILED_CASE_STATES, formatMoney, marketplaceCurrency, type TCaseState } from '@seller-tools/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import {
  channels,
  reimburseCaseEvents,
  reimburseCaseFindings,
  reimburseCaseReimbursements,
  reimburseCases,
  reimburseFindings,
} from '../../db/schema/index.ts';
import { loadPayments, type TPayment } from '../../lib/reimburse-payments.ts';
import { lockStoreCases } from './store-case-lock.ts';

// Amazon's reimbursements matched to filed cases (issue 20), after each sync's audit. Amazon's payments
// come from the reimbursements report (GET_FBA_REIMBURSEMENTS_DATA, with the case-id when a person's case
// paid) and the Finances adjustments (audit/reimbursement-pool.ts reads both). Per payment, oldest first:
// - a reversal (negative amount, original-reimbursement-id): against the case its original paid; the
//   case reopens (back to filed) when what is left no longer covers the claim;
// - its case-id is a case's Amazon case id: that case (even one rejected or closed: Amazon paid late);
// - no case-id: a filed case of the store with a finding of the same FNSKU/SKU or order, approved on or
//   after the day it was filed, the remaining quantity equal first, the nearest deadline next;
// - a payment with a case-id that is none of ours is the seller's own case: never ours.
// Never counted twice: a payment id is matched once per store (unique index), and a payment the audit
// already took as Amazon's automatic reimbursement of a finding outside any case is left to the audit.
// A case whose matched units or amount reach the claim turns reimbursed; a partial one stays open.

type TCaseRow = typeof reimburseCases.$inferSelect;
type TFindingKeys = { fnsku: string | null; sku: string | null; amazonOrderId: string | null };
type TMatchable = TCaseRow & { keys: TFindingKeys[]; paidQuantity: number; paidAmount: number };

export type TMatchResult = { matched: number; reversed: number; reimbursed: number; reopened: number };

const isReversal = (p: TPayment) => p.amountMinor < 0;
const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : '9999-12-31');

function fullyPaid(
  c: { claimedQuantity: number; claimedAmountMinor: number },
  quantity: number,
  amount: number,
) {
  return (c.claimedQuantity > 0 && quantity >= c.claimedQuantity) || amount >= c.claimedAmountMinor;
}

function referenceMatches(c: TMatchable, p: TPayment): boolean {
  return c.keys.some(
    (k) =>
      (p.fnsku !== null && k.fnsku === p.fnsku) ||
      (p.sku !== null && k.sku === p.sku) ||
      (p.amazonOrderId !== null && k.amazonOrderId === p.amazonOrderId),
  );
}

/** Matches the store's unmatched payments to its cases and moves the cases they pay. Idempotent. */
export async function matchCaseReimbursements(db: TDb, channelId: string): Promise<TMatchResult> {
  const result: TMatchResult = { matched: 0, reversed: 0, reimbursed: 0, reopened: 0 };
  const [channel] = await db
    .select({ marketplaceId: channels.marketplaceId })
    .from(channels)
    .where(eq(channels.id, channelId));
  if (!channel) return result;
  const currency = marketplaceCurrency(channel.marketplaceId);
  const payments = await loadPayments({ db, store: { channelId, currency } }, null, null);
  if (payments.length === 0) return result;

  await db.transaction(async (tx) => {
    await lockStoreCases(tx, channelId);
    const cases = await tx
      .select()
      .from(reimburseCases)
      .where(
        and(
          eq(reimburseCases.channelId, channelId),
          inArray(reimburseCases.state, [...FILED_CASE_STATES, 'reimbursed', 'rejected', 'closed']),
        ),
      );
    if (cases.length === 0) return;
    const ids = cases.map((c) => c.id);
    const [keyRows, matchedRows, autoRows] = await Promise.all([
      tx
        .select({
          caseId: reimburseCaseFindings.caseId,
          fnsku: reimburseFindings.fnsku,
          sku: reimburseFindings.sku,
          amazonOrderId: reimburseFindings.amazonOrderId,
        })
        .from(reimburseCaseFindings)
        .innerJoin(reimburseFindings, eq(reimburseFindings.id, reimburseCaseFindings.findingId))
        .where(inArray(reimburseCaseFindings.caseId, ids)),
      tx
        .select()
        .from(reimburseCaseReimbursements)
        .where(eq(reimburseCaseReimbursements.channelId, channelId)),
      // Payments the audit counted as Amazon's own, on findings in no case.
      tx.execute(sql`
        select distinct unnest(f.reimbursement_ids) as id
          from reimburse_findings f
         where f.channel_id = ${channelId} and f.reimbursement_ids is not null
           and not exists (select 1 from reimburse_case_findings cf where cf.finding_id = f.id)`),
    ]);
    const byId = new Map<string, TMatchable>(
      cases.map((c) => [c.id, { ...c, keys: [], paidQuantity: 0, paidAmount: 0 }]),
    );
    for (const k of keyRows) byId.get(k.caseId)?.keys.push(k);
    const matched = new Set(matchedRows.map((m) => `${m.reimbursementId}|${m.reversal}`));
    const caseOfPayment = new Map(
      matchedRows.filter((m) => !m.reversal).map((m) => [m.reimbursementId, m.caseId]),
    );
    for (const m of matchedRows) {
      const c = byId.get(m.caseId);
      if (!c) continue;
      c.paidQuantity += m.quantity;
      c.paidAmount += m.amountMinor;
    }
    const automatic = new Set((autoRows.rows as { id: string }[]).map((r) => r.id));
    const byAmazonCaseId = new Map(
      cases.filter((c) => c.amazonCaseId).map((c) => [c.amazonCaseId as string, c.id]),
    );
    const touched = new Set<string>();

    for (const p of payments) {
      const reversal = isReversal(p);
      if (matched.has(`${p.reimbursementId}|${reversal}`)) continue;
      let target: TMatchable | undefined;
      let matchedBy = 'case-id';
      if (reversal) {
        const original = p.originalReimbursementId ?? p.reimbursementId;
        target =
          byId.get(caseOfPayment.get(original) ?? '') ?? byId.get(byAmazonCaseId.get(p.caseId ?? '') ?? '');
        matchedBy = 'reversal';
      } else if (p.caseId) {
        target = byId.get(byAmazonCaseId.get(p.caseId) ?? '');
      } else if (!automatic.has(p.reimbursementId)) {
        matchedBy = 'reference';
        const candidates = [...byId.values()].filter(
          (c) =>
            (FILED_CASE_STATES as readonly string[]).includes(c.state) &&
            c.filedAt !== null &&
            p.approvedOn >= day(c.filedAt) &&
            referenceMatches(c, p),
        );
        candidates.sort(
          (a, b) =>
            Number(b.claimedQuantity - b.paidQuantity === p.quantity) -
              Number(a.claimedQuantity - a.paidQuantity === p.quantity) ||
            (a.deadline ?? '9999-12-31').localeCompare(b.deadline ?? '9999-12-31') ||
            a.id.localeCompare(b.id),
        );
        target = candidates[0];
      }
      if (!target) continue;
      const quantity = reversal ? -Math.abs(p.quantity) : p.quantity;
      await tx.insert(reimburseCaseReimbursements).values({
        caseId: target.id,
        channelId,
        reimbursementId: p.reimbursementId,
        matchedBy,
        reversal,
        source: p.source,
        approvedOn: p.approvedOn,
        quantity,
        amountMinor: p.amountMinor,
        currency,
      });
      matched.add(`${p.reimbursementId}|${reversal}`);
      if (!reversal) caseOfPayment.set(p.reimbursementId, target.id);
      target.paidQuantity += quantity;
      target.paidAmount += p.amountMinor;
      touched.add(target.id);
      if (reversal) result.reversed++;
      else result.matched++;
    }

    for (const id of touched) {
      const c = byId.get(id) as TMatchable;
      const paid = fullyPaid(c, c.paidQuantity, c.paidAmount);
      let next: TCaseState = c.state as TCaseState;
      if (paid && c.state !== 'reimbursed') next = 'reimbursed';
      // A reversal takes back what paid it: the case is open again, waiting for Amazon.
      else if (!paid && c.state === 'reimbursed') next = 'filed';
      await tx
        .update(reimburseCases)
        .set({
          state: next,
          reimbursedAmountMinor: c.paidAmount,
          reimbursedQuantity: c.paidQuantity,
          updatedAt: new Date(),
        })
        .where(eq(reimburseCases.id, id));
      const note = `Matched so far: ${c.paidQuantity} unit(s), ${formatMoney(c.paidAmount, currency)} of ${formatMoney(c.claimedAmountMinor, currency)} claimed.`;
      await tx.insert(reimburseCaseEvents).values({
        caseId: id,
        action: next === c.state ? 'matched' : next === 'reimbursed' ? 'reimbursed' : 'reversed',
        fromState: c.state,
        toState: next,
        note,
      });
      if (next === 'reimbursed') result.reimbursed++;
      if (next === 'filed' && c.state === 'reimbursed') result.reopened++;
    }
  });
  return result;
}
