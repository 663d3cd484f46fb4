import { formatMoney } from '@seller-tools/contract';
import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import {
  fbaEstimatedFees,
  fbaReimbursements,
  financialEvents,
  products,
  reimburseProductSettings,
  reimburseStoreSettings,
} from '../../../../db/schema/index.ts';
import type { TAuditContext, TDetector, TFindingDraft } from '../detector.ts';
import { fulfilmentFeeOf, type TMeasures } from '../size-tiers.ts';
import { addDays, byKey, deadlineAfter, minorOf, ymd } from './detector-kit.ts';

// The fee report (GET_FBA_ESTIMATED_FBA_FEES_TXT_DATA) carries Amazon's own measurement of each SKU; when
// its sides and weight give a size tier or fee-weight step above what the true dimensions give, every
// unit shipped is charged too much. True dimensions are the seller's (reimburse_product_settings, when
// confirmed), else the catalogue's. The overcharge is counted over the FBAPerUnitFulfillmentFee charges of
// Finances within policy.feeClaimDays (older charges can no longer be claimed); the deadline is the day
// the oldest counted charge drops out of that window. Fees follow Amazon's US rate card (size-tiers.ts).

/** Rounding of cm/kg → in/lb conversions: the true measures get this much slack before they disagree. */
const MEASURE_TOLERANCE = 1.01;

type TFeeRow = typeof fbaEstimatedFees.$inferSelect;
type TTrue = { measures: TMeasures; source: 'your confirmed dimensions' | 'the catalogue' } | null;

const num = (v: string | null) => (v === null ? null : Number(v));

function measuresOf(
  l: string | null,
  w: string | null,
  h: string | null,
  weight: string | null,
): TMeasures | null {
  const values = [l, w, h, weight].map(num);
  if (values.some((v) => v === null || !Number.isFinite(v) || (v as number) <= 0)) return null;
  const [length, width, height, lb] = values as [number, number, number, number];
  return { length, width, height, weight: lb };
}

async function trueMeasures(ctx: TAuditContext): Promise<Map<string, TTrue>> {
  const id = ctx.store.channelId;
  const [catalogue, seller] = await Promise.all([
    ctx.db.select().from(products).where(eq(products.channelId, id)),
    ctx.db.select().from(reimburseProductSettings).where(eq(reimburseProductSettings.channelId, id)),
  ]);
  const out = new Map<string, TTrue>();
  for (const p of catalogue) {
    const m = measuresOf(p.lengthIn, p.widthIn, p.heightIn, p.weightLb);
    out.set(p.sku, m ? { measures: m, source: 'the catalogue' } : null);
  }
  for (const s of seller) {
    const m = s.dimensionsConfirmed ? measuresOf(s.lengthIn, s.widthIn, s.heightIn, s.weightLb) : null;
    if (m) out.set(s.sku, { measures: m, source: 'your confirmed dimensions' });
  }
  return out;
}

type TCharge = { amazonOrderId: string | null; postedDate: Date; quantity: number; chargedMinor: number };

async function feeCharges(ctx: TAuditContext, skus: string[]): Promise<Map<string, TCharge[]>> {
  const out = new Map<string, TCharge[]>();
  if (skus.length === 0) return out;
  const rows = await ctx.db
    .select({
      sku: financialEvents.sellerSku,
      amazonOrderId: financialEvents.amazonOrderId,
      postedDate: financialEvents.postedDate,
      quantity: financialEvents.quantity,
      amount: financialEvents.amount,
      currency: financialEvents.currency,
    })
    .from(financialEvents)
    .where(
      and(
        eq(financialEvents.channelId, ctx.store.channelId),
        eq(financialEvents.eventGroup, 'Shipment'),
        eq(financialEvents.amountType, 'FBAPerUnitFulfillmentFee'),
        inArray(financialEvents.sellerSku, skus),
        lte(financialEvents.postedDate, ctx.asOf),
      ),
    )
    .orderBy(financialEvents.postedDate, financialEvents.rowKey);
  for (const r of rows) {
    if (!r.sku) continue;
    const list = out.get(r.sku) ?? [];
    list.push({
      amazonOrderId: r.amazonOrderId,
      postedDate: r.postedDate,
      quantity: r.quantity ?? 1,
      chargedMinor: -minorOf(r.amount, r.currency),
    });
    out.set(r.sku, list);
  }
  return out;
}

/** Amazon's fee corrections per SKU (reimbursements report, reason FeeCorrection). */
async function feeCorrections(ctx: TAuditContext, skus: string[]) {
  if (skus.length === 0) return [];
  return ctx.db
    .select()
    .from(fbaReimbursements)
    .where(
      and(
        eq(fbaReimbursements.channelId, ctx.store.channelId),
        eq(fbaReimbursements.reason, 'FeeCorrection'),
        inArray(fbaReimbursements.sku, skus),
        lte(fbaReimbursements.approvalDate, ctx.asOf),
        gt(fbaReimbursements.amountTotal, '0'),
      ),
    );
}

async function storeSettings(ctx: TAuditContext) {
  const [row] = await ctx.db
    .select()
    .from(reimburseStoreSettings)
    .where(eq(reimburseStoreSettings.channelId, ctx.store.channelId));
  return {
    enabled: row?.feeOverchargeEnabled ?? true,
    minPerUnitMinor: row?.feeMinPerUnitMinor ?? 0,
    excluded: new Set(row?.excludedSkus ?? []),
  };
}

type TCandidate = {
  fee: TFeeRow;
  measured: TMeasures;
  charged: ReturnType<typeof fulfilmentFeeOf>;
  truth: TTrue;
  due: ReturnType<typeof fulfilmentFeeOf> | null;
};

export const wrongSizeTierDetector: TDetector = {
  kind: 'wrong-size-tier',
  async detect(ctx) {
    const { policy, store, asOf } = ctx;
    const settings = await storeSettings(ctx);
    if (!settings.enabled) return [];
    const [fees, truths] = await Promise.all([
      ctx.db.select().from(fbaEstimatedFees).where(eq(fbaEstimatedFees.channelId, store.channelId)),
      trueMeasures(ctx),
    ]);
    const candidates: TCandidate[] = [];
    for (const fee of fees) {
      if (settings.excluded.has(fee.sku)) continue;
      const measured = measuresOf(fee.longestSideIn, fee.medianSideIn, fee.shortestSideIn, fee.weightLb);
      if (!measured) continue;
      const charged = fulfilmentFeeOf(measured);
      const truth = truths.get(fee.sku) ?? null;
      if (!truth) {
        candidates.push({ fee, measured, charged, truth, due: null });
        continue;
      }
      const t = truth.measures;
      const slack = fulfilmentFeeOf({
        length: t.length * MEASURE_TOLERANCE,
        width: t.width * MEASURE_TOLERANCE,
        height: t.height * MEASURE_TOLERANCE,
        weight: t.weight * MEASURE_TOLERANCE,
      });
      if (charged.fee <= slack.fee) continue;
      candidates.push({ fee, measured, charged, truth, due: fulfilmentFeeOf(t) });
    }
    const skus = candidates.map((c) => c.fee.sku);
    const [charges, corrections] = await Promise.all([feeCharges(ctx, skus), feeCorrections(ctx, skus)]);

    const drafts: TFindingDraft[] = [];
    for (const c of candidates) {
      const all = charges.get(c.fee.sku) ?? [];
      const last = all[all.length - 1];
      if (!last) continue;
      // Charges older than the claim window are lost; with none in it, the latest window (expired).
      const windowEnd = last.postedDate < addDays(asOf, -policy.feeClaimDays) ? last.postedDate : asOf;
      const windowStart = addDays(windowEnd, -policy.feeClaimDays);
      const counted = all.filter((ch) => ch.postedDate >= windowStart && ch.postedDate <= windowEnd);
      const first = counted[0];
      if (!first) continue;
      const units = counted.reduce((n, ch) => n + ch.quantity, 0);
      const chargedMinor = counted.reduce((n, ch) => n + ch.chargedMinor, 0);
      const money = (m: number) => formatMoney(m, store.currency);
      const usd = (v: number) => formatMoney(Math.round(v * 100), 'USD');
      // The share of each charge the true dimensions do not owe (the rate card's due over charged fee).
      const overMinor = c.due ? Math.round(chargedMinor * (1 - c.due.fee / c.charged.fee)) : null;
      const perUnit = overMinor === null ? null : Math.round(overMinor / Math.max(1, units));
      if (perUnit !== null && (perUnit <= 0 || perUnit < settings.minPerUnitMinor)) continue;
      const paid = corrections.filter((r) => r.approvalDate >= first.postedDate);
      const reimbursedMinor = paid.reduce(
        (n, r) => n + minorOf(r.amountTotal, r.currency ?? store.currency),
        0,
      );
      const measured = `${c.charged.tier} at ${c.charged.feeWeight} lb as Amazon measured (${usd(c.charged.fee)} a unit on the US rate card)`;
      drafts.push({
        kind: 'wrong-size-tier',
        findingKey: `${c.fee.sku}:${c.charged.tier}:${c.measured.weight}`,
        fnsku: c.fee.fnsku,
        sku: c.fee.sku,
        asin: c.fee.asin,
        shipmentId: null,
        amazonOrderId: null,
        referenceId: null,
        quantity: units,
        unitValueMinor: perUnit,
        estimatedValueMinor: overMinor ?? 0,
        valuation:
          c.due && perUnit !== null
            ? `${units} units shipped × ${money(perUnit)} overcharged per unit: ${measured}; ${c.due.tier} at ${c.due.feeWeight} lb by ${c.truth?.source} (${usd(c.due.fee)})`
            : `${units} units shipped at the fee of ${measured}: confirm the product's true dimensions to value the overcharge`,
        occurredAt: first.postedDate,
        claimDeadline: deadlineAfter(first.postedDate, policy.feeClaimDays),
        actionNeeded: c.due ? null : 'confirm-dimensions',
        evidence: {
          sku: c.fee.sku,
          fnsku: c.fee.fnsku,
          asin: c.fee.asin,
          feeReport: {
            sizeTier: c.fee.sizeTier,
            longestSideIn: c.fee.longestSideIn,
            medianSideIn: c.fee.medianSideIn,
            shortestSideIn: c.fee.shortestSideIn,
            lengthAndGirthIn: c.fee.lengthAndGirthIn,
            weightLb: c.fee.weightLb,
            fulfillmentFeePerUnit: c.fee.fulfillmentFeePerUnit,
            currency: c.fee.currency,
          },
          chargedTier: c.charged.tier,
          chargedFeeWeightLb: c.charged.feeWeight,
          trueDimensions: c.truth ? { ...c.truth.measures, source: c.truth.source } : null,
          trueTier: c.due?.tier ?? null,
          trueFeeWeightLb: c.due?.feeWeight ?? null,
          rateCard: 'Amazon US FBA fulfilment fees, 2024–25, non-apparel $10–$50',
          chargedInWindow: money(chargedMinor),
          windowFrom: ymd(first.postedDate),
          windowTo: ymd(windowEnd),
          unitsShipped: units,
          charges: counted.map((ch) => ({
            amazonOrderId: ch.amazonOrderId,
            postedDate: ch.postedDate.toISOString(),
            quantity: ch.quantity,
            charged: money(ch.chargedMinor),
          })),
          feeCorrections: paid.map((r) => ({
            reimbursementId: r.reimbursementId,
            amountTotal: r.amountTotal,
          })),
        },
        reimbursed:
          paid.length > 0
            ? { amountMinor: reimbursedMinor, reimbursementIds: paid.map((r) => r.reimbursementId) }
            : null,
      });
    }
    return drafts.sort(byKey);
  },
};
