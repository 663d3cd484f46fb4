import { formatMoney } from '@seller-tools/contract';
import { and, eq, gte, inArray, isNotNull, lte } from 'drizzle-orm';
import { fbaReimbursements, financialEvents } from '../../../../db/schema/index.ts';
import type { TAuditContext, TDetector, TFindingDraft } from '../detector.ts';
import { byKey, deadlineAfter, minorOf, unitCosts } from './detector-kit.ts';
import { productIds } from './order-facts.ts';

// A reimbursement Amazon approved since policy.manufacturingCostValuationFrom for lost or damaged units
// (policy.costValuedReasons), paid per unit below the unit (manufacturing) cost the seller entered: the
// difference × the units paid in cash is owed. The per-unit amount is the reimbursements report's
// `amount-per-unit`, or the Finances adjustment's PerUnitAmount (its TransactionNumber is the
// reimbursement id) while the report has not shown the payment yet. Without a unit cost the draft asks
// for it. A later reimbursement that names this one as its original closes the finding.

type TPayment = {
  reimbursementId: string;
  sku: string;
  fnsku: string | null;
  asin: string | null;
  approvedAt: Date;
  reason: string;
  caseId: string | null;
  quantity: number;
  perUnitMinor: number;
  source: 'reimbursements report' | 'financial events';
  row: Record<string, unknown>;
};

async function costValuedPayments(ctx: TAuditContext): Promise<TPayment[]> {
  const { policy, store } = ctx;
  const from = new Date(`${policy.manufacturingCostValuationFrom}T00:00:00Z`);
  const [report, events] = await Promise.all([
    ctx.db
      .select()
      .from(fbaReimbursements)
      .where(
        and(
          eq(fbaReimbursements.channelId, store.channelId),
          inArray(fbaReimbursements.reason, [...policy.costValuedReasons]),
          gte(fbaReimbursements.approvalDate, from),
          lte(fbaReimbursements.approvalDate, ctx.asOf),
        ),
      )
      .orderBy(fbaReimbursements.approvalDate, fbaReimbursements.rowKey),
    ctx.db
      .select()
      .from(financialEvents)
      .where(
        and(
          eq(financialEvents.channelId, store.channelId),
          eq(financialEvents.eventGroup, 'Adjustment'),
          inArray(financialEvents.eventType, [...policy.costValuedAdjustmentTypes]),
          isNotNull(financialEvents.transactionNumber),
          gte(financialEvents.postedDate, from),
          lte(financialEvents.postedDate, ctx.asOf),
        ),
      )
      .orderBy(financialEvents.postedDate, financialEvents.rowKey),
  ]);
  const out = new Map<string, TPayment>();
  for (const r of report) {
    const quantity = r.quantityCash ?? r.quantityTotal ?? 0;
    if (!r.sku || quantity <= 0 || r.amountPerUnit === null) continue;
    const { syncedAt: _synced, channelId: _channel, ...row } = r;
    out.set(`${r.reimbursementId}:${r.sku}`, {
      reimbursementId: r.reimbursementId,
      sku: r.sku,
      fnsku: r.fnsku,
      asin: r.asin,
      approvedAt: r.approvalDate,
      reason: r.reason ?? '',
      caseId: r.caseId,
      quantity,
      perUnitMinor: minorOf(r.amountPerUnit, r.currency ?? store.currency),
      source: 'reimbursements report',
      row,
    });
  }
  for (const e of events) {
    const key = `${e.transactionNumber}:${e.sellerSku}`;
    const { syncedAt: _synced, channelId: _channel, ...row } = e;
    const known = out.get(key);
    if (known) {
      known.row = { report: known.row, financialEvent: row };
      continue;
    }
    if (!e.sellerSku || !e.quantity || e.quantity <= 0 || e.perUnitAmount === null) continue;
    out.set(key, {
      reimbursementId: e.transactionNumber as string,
      sku: e.sellerSku,
      fnsku: e.fnsku,
      asin: e.asin,
      approvedAt: e.postedDate,
      reason: e.eventType,
      caseId: null,
      quantity: e.quantity,
      perUnitMinor: minorOf(e.perUnitAmount, e.currency),
      source: 'financial events',
      row: { financialEvent: row },
    });
  }
  return [...out.values()];
}

/** Later payments that name an earlier reimbursement as their original (Amazon topping one up). */
async function topUps(ctx: TAuditContext) {
  const rows = await ctx.db
    .select({
      original: fbaReimbursements.originalReimbursementId,
      reimbursementId: fbaReimbursements.reimbursementId,
      amountTotal: fbaReimbursements.amountTotal,
      currency: fbaReimbursements.currency,
    })
    .from(fbaReimbursements)
    .where(
      and(
        eq(fbaReimbursements.channelId, ctx.store.channelId),
        isNotNull(fbaReimbursements.originalReimbursementId),
        lte(fbaReimbursements.approvalDate, ctx.asOf),
      ),
    );
  const out = new Map<string, { amountMinor: number; reimbursementIds: string[] }>();
  for (const r of rows) {
    const amount = minorOf(r.amountTotal, r.currency ?? ctx.store.currency);
    if (!r.original || amount <= 0) continue;
    const paid = out.get(r.original) ?? { amountMinor: 0, reimbursementIds: [] };
    paid.amountMinor += amount;
    paid.reimbursementIds.push(r.reimbursementId);
    out.set(r.original, paid);
  }
  return out;
}

export const underpaidReimbursementDetector: TDetector = {
  kind: 'underpaid-reimbursement',
  async detect(ctx) {
    const { policy, store } = ctx;
    const [payments, costs, ids, later] = await Promise.all([
      costValuedPayments(ctx),
      unitCosts(ctx),
      productIds(ctx),
      topUps(ctx),
    ]);
    const money = (m: number) => formatMoney(m, store.currency);
    const drafts: TFindingDraft[] = [];
    for (const p of payments) {
      const cost = costs.get(p.sku) ?? null;
      if (cost !== null && p.perUnitMinor >= cost) continue;
      const shortPerUnit = cost === null ? null : cost - p.perUnitMinor;
      const id = ids.get(p.sku);
      drafts.push({
        kind: 'underpaid-reimbursement',
        findingKey: `${p.reimbursementId}:${p.sku}`,
        fnsku: p.fnsku ?? id?.fnsku ?? null,
        sku: p.sku,
        asin: p.asin ?? id?.asin ?? null,
        shipmentId: null,
        amazonOrderId: null,
        referenceId: p.reimbursementId,
        quantity: p.quantity,
        unitValueMinor: shortPerUnit,
        estimatedValueMinor: shortPerUnit === null ? 0 : shortPerUnit * p.quantity,
        valuation:
          shortPerUnit === null
            ? `${p.quantity} × (your unit cost − ${money(p.perUnitMinor)} paid): enter your unit cost to value this claim`
            : `${p.quantity} × (${money(cost as number)} unit cost you entered − ${money(p.perUnitMinor)} paid per unit)`,
        occurredAt: p.approvedAt,
        claimDeadline: deadlineAfter(p.approvedAt, policy.underpaidClaimDays),
        actionNeeded: shortPerUnit === null ? 'missing-cogs' : null,
        evidence: {
          reimbursementId: p.reimbursementId,
          caseId: p.caseId,
          reason: p.reason,
          approvedAt: p.approvedAt.toISOString(),
          sku: p.sku,
          quantityPaidInCash: p.quantity,
          paidPerUnit: money(p.perUnitMinor),
          unitCost: cost === null ? null : money(cost),
          valuedAtCostSince: policy.manufacturingCostValuationFrom,
          source: p.source,
          rows: p.row,
        },
        reimbursed: later.get(p.reimbursementId) ?? null,
      });
    }
    return drafts.sort(byKey);
  },
};
