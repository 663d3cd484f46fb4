import {
  ACCOUNT_HEALTH_TARGETS,
  FEEDBACK_REMOVAL_WINDOW_DAYS,
  type TViolationEventType,
} from '@seller-tools/contract';
import type {
  accountHealthSnapshots,
  listingSnapshots,
  offerSnapshots,
  TListingIssueEntry,
  TOfferEntry,
} from '../../db/schema/index.ts';
import { contentHash } from '../../sync/snapshots.ts';
import { feedbackRemovalCandidate } from './feedback-removal-reason.ts';

// The detectors (issue 22): pure functions from a store's snapshots to the conditions in force now. A
// condition is keyed by what it is about; the reconciler (detect.ts) raises an event for a key it has no
// live event of, and clears the live events whose key is no longer in force. `raise: false` marks a
// condition that holds but must not start an event (it did not come from a change we saw: a Buy Box the
// seller never held, feedback too old to act on); it still keeps a live event of its key alive.

export type TCondition = {
  key: string;
  type: TViolationEventType;
  asin: string | null;
  sku: string | null;
  marketplaceId: string | null;
  occurredAt: Date;
  summary: string;
  evidence: Record<string, unknown>;
  raise: boolean;
};

type TOfferSnap = typeof offerSnapshots.$inferSelect;
type TListingSnap = typeof listingSnapshots.$inferSelect;
type THealthSnap = typeof accountHealthSnapshots.$inferSelect;

/** A subject's history as the detectors read it: its first snapshot, the one before the latest, the latest. */
export type THistory<T> = { first: T; previous: T | null; latest: T };

export type TWatch = { mapPriceMinor: number | null; authorizedSellers: string[] };

const num = (v: string | number | null | undefined) => (v === null || v === undefined ? null : Number(v));
const offerView = (o: TOfferEntry | undefined) =>
  o
    ? { seller_id: o.sellerId, price: o.price, shipping: o.shipping, currency: o.currency, fba: o.fba }
    : null;

/**
 * hijacker, new-offer, map-breach, buybox-lost from an ASIN's offers. A new-offer is also a seller we
 * already knew on the ASIN switching from FBM to FBA (a reseller moving to FBA competes for the
 * Buy Box on equal terms); every new-offer and hijacker carries the offer count before and after.
 */
export function offerConditions(h: THistory<TOfferSnap>, watch: TWatch | undefined): TCondition[] {
  const { first, previous, latest } = h;
  const out: TCondition[] = [];
  const base = {
    asin: latest.asin,
    sku: null,
    marketplaceId: latest.marketplaceId,
    occurredAt: latest.observedAt,
  };
  const own = latest.offers.find((o) => o.mine);
  const offerCount = { before: previous?.offerCount ?? first.offerCount, after: latest.offerCount };
  const known = new Set<string>([
    ...first.offers.filter((o) => !o.mine && o.sellerId).map((o) => o.sellerId as string),
    ...(watch?.authorizedSellers ?? []),
  ]);
  // A brand ASIN: when we first saw it, the seller was alone on it.
  const brandAsin = first.offers.every((o) => o.mine);
  for (const offer of latest.offers) {
    if (offer.mine || !offer.sellerId || known.has(offer.sellerId)) continue;
    const type = brandAsin ? 'hijacker' : 'new-offer';
    out.push({
      ...base,
      key: `${type}:${latest.asin}:${offer.sellerId}`,
      type,
      summary:
        type === 'hijacker'
          ? `Hijacker ${offer.sellerId} is selling on your brand ASIN ${latest.asin} at ${offer.price ?? '?'} ${offer.currency ?? ''}`.trim()
          : `New seller ${offer.sellerId} on ${latest.asin} at ${offer.price ?? '?'} ${offer.currency ?? ''}`.trim(),
      evidence: {
        offer: offerView(offer),
        own_offer: offerView(own),
        offer_count: offerCount,
      },
      raise: true,
    });
  }
  for (const offer of latest.offers) {
    const was = first.offers.find((o) => !o.mine && o.sellerId && o.sellerId === offer.sellerId);
    // Only a move to FBA is news: a reseller going back to FBM (e.g. after the Buy Box it won with
    // FBA) competes less, not more.
    if (offer.mine || !was || was.fba === offer.fba || !offer.fba) continue;
    // A switch that took the seller's Buy Box is that loss (buybox-lost names the winner's FBA/FBM):
    // one alert for one change.
    if (offer.buyBoxWinner && own && !latest.buyBoxMine) continue;
    const mode = (fba: boolean) => (fba ? 'FBA' : 'FBM');
    out.push({
      ...base,
      key: `new-offer:${latest.asin}:${offer.sellerId}:${mode(offer.fba).toLowerCase()}`,
      type: 'new-offer',
      summary: `${offer.sellerId} switched from ${mode(was.fba)} to ${mode(offer.fba)} on ${latest.asin}`,
      evidence: {
        offer: offerView(offer),
        own_offer: offerView(own),
        fulfilment: { before: mode(was.fba), after: mode(offer.fba) },
        offer_count: offerCount,
      },
      raise: true,
    });
  }
  const countChange = offerCountCondition(h);
  if (countChange) out.push({ ...base, ...countChange });
  const threshold = watch?.mapPriceMinor != null ? watch.mapPriceMinor / 100 : (own?.price ?? null);
  if (threshold !== null) {
    for (const offer of latest.offers) {
      if (offer.mine || !offer.sellerId || offer.price === null || offer.price >= threshold - 0.005) continue;
      out.push({
        ...base,
        key: `map-breach:${latest.asin}:${offer.sellerId}`,
        type: 'map-breach',
        summary: `${offer.sellerId} sells ${latest.asin} at ${offer.price}, below your ${watch?.mapPriceMinor != null ? 'MAP' : 'price'} of ${threshold}`,
        evidence: {
          offer: offerView(offer),
          own_offer: offerView(own),
          threshold,
          threshold_source: watch?.mapPriceMinor != null ? 'map' : 'own-price',
        },
        raise: true,
      });
    }
  }
  if (own && !latest.buyBoxMine) {
    const winner = latest.offers.find((o) => o.buyBoxWinner);
    out.push({
      ...base,
      key: `buybox-lost:${latest.asin}`,
      type: 'buybox-lost',
      summary: `Buy Box on ${latest.asin} lost${winner?.sellerId ? ` to ${winner.sellerId}` : ''}${winner ? ` (${winner.fba ? 'FBA' : 'FBM'}, ${winner.price})` : ''}`,
      evidence: {
        winner: offerView(winner),
        own_offer: offerView(own),
        buy_box_price: num(latest.buyBoxPrice),
        before: previous
          ? { buy_box_mine: previous.buyBoxMine, buy_box_seller_id: previous.buyBoxSellerId }
          : null,
      },
      // Only a loss we saw happen: an ASIN the seller never held the Buy Box of is not news.
      raise: previous?.buyBoxMine === true,
    });
  }
  return out;
}

/**
 * offer-count-changed: Amazon's offer count (TotalOfferCount: every condition, beyond the 20 it lists)
 * moved by more than the listed new-condition offers explain, i.e. used or collectible offers came or
 * went. A new listed seller is already its hijacker or new-offer event (one alert for one change). Keyed
 * by the unlisted offers now, so it stays one event while that number holds.
 */
function offerCountCondition({ first, latest }: THistory<TOfferSnap>) {
  const unlisted = (s: TOfferSnap) => s.offerCount - s.offers.length;
  const before = unlisted(first);
  const after = unlisted(latest);
  if (after === before) return null;
  return {
    key: `offer-count-changed:${latest.asin}:${after}`,
    type: 'offer-count-changed' as const,
    summary: `Offer count on ${latest.asin} changed from ${first.offerCount} to ${latest.offerCount}: ${after} offers of other conditions (used, collectible) where there were ${before}`,
    evidence: {
      offer_count: { before: first.offerCount, after: latest.offerCount },
      unlisted_offers: { before, after },
      listed_offers: latest.offers.length,
    },
    raise: true,
  };
}

const WATCHED_FIELDS = ['title', 'brand', 'bulletPoints', 'mainImage', 'productType'] as const;
const FIELD_NAMES: Record<(typeof WATCHED_FIELDS)[number], string> = {
  title: 'title',
  brand: 'brand',
  bulletPoints: 'bullet points',
  mainImage: 'main image',
  productType: 'category',
};

/** What fixes Amazon's most frequent listing issue codes (otherwise Amazon's own message says it). */
export const ISSUE_FIXES: Record<string, string> = {
  '18027':
    'Upload a main image of the product alone on a pure white background (RGB 255,255,255), at least 1000 px on its longest side.',
  '8541':
    'The listing matches another ASIN: correct the product identifier (UPC/EAN) or the attributes Amazon names.',
  '90220': 'Fill in the required attribute Amazon names, then resubmit the listing.',
  '99300': 'Shorten the title to at most 200 characters and remove promotional words.',
  '5665': 'The brand is not approved for this category: apply for brand approval or correct the brand field.',
};

/** What fixes an issue by its category, when its code is not one we know. */
export const ISSUE_CATEGORY_FIXES: Record<string, string> = {
  INVALID_PRICE:
    'Amazon suspects a pricing error: confirm the price if it is right, or correct it (and any minimum/maximum price you set) in Manage Pricing.',
  MISSING_PRICE: 'Add a price (and quantity) to the offer in Seller Central.',
  QUALIFICATION_REQUIRED: 'Apply for approval in this category or brand (Add a product → Apply to sell).',
};

const fixOf = (i: TListingIssueEntry) =>
  ISSUE_FIXES[i.code] ?? i.categories.map((c) => ISSUE_CATEGORY_FIXES[c]).find(Boolean) ?? i.message;

/** listing-changed, listing-suppressed and listing-inactive from a listing's snapshots. */
export function listingConditions(h: THistory<TListingSnap>): TCondition[] {
  const { first, latest } = h;
  const out: TCondition[] = [];
  const base = {
    asin: latest.asin,
    sku: latest.sku,
    marketplaceId: latest.marketplaceId,
    occurredAt: latest.observedAt,
  };
  const changed = WATCHED_FIELDS.filter((f) => contentHash(first[f]) !== contentHash(latest[f]));
  if (changed.length > 0) {
    const after = Object.fromEntries(changed.map((f) => [f, latest[f]]));
    out.push({
      ...base,
      key: `listing-changed:${latest.sku}:${contentHash(after).slice(0, 16)}`,
      type: 'listing-changed',
      summary: `The ${changed.map((f) => FIELD_NAMES[f]).join(', ')} of ${latest.asin ?? latest.sku} changed`,
      evidence: {
        fields: changed,
        before: Object.fromEntries(changed.map((f) => [f, first[f]])),
        after,
        amazon_updated_at: latest.amazonUpdatedAt?.toISOString() ?? null,
      },
      raise: true,
    });
  }
  // Amazon's issues that keep a listing off sale (errors, or any enforcement), with what fixes them.
  const blocking = latest.issues.filter((i) => i.severity === 'ERROR' || i.enforcementActions.length > 0);
  const codes = [...new Set(blocking.map((i) => i.code))].sort();
  const issues = blocking.map((i) => ({ ...i, fix: fixOf(i) }));
  if (latest.suppressed) {
    out.push({
      ...base,
      key: `listing-suppressed:${latest.sku}:${codes.join(',')}`,
      type: 'listing-suppressed',
      summary: `Listing ${latest.asin ?? latest.sku} is suppressed${codes.length ? ` (issue ${codes.join(', ')})` : ''}`,
      evidence: {
        status: latest.status,
        issues,
      },
      raise: true,
    });
  }
  // Inactive: off sale without a suppression, with Amazon's issue behind it (an offer without stock is
  // not buyable either, but has no issue: that is the stock's business, not a violation).
  if (!latest.suppressed && !latest.buyable && blocking.length > 0) {
    out.push({
      ...base,
      key: `listing-inactive:${latest.sku}:${codes.join(',')}`,
      type: 'listing-inactive',
      summary: `Listing ${latest.asin ?? latest.sku} is inactive (issue ${codes.join(', ')})`,
      evidence: { status: latest.status, issues },
      raise: true,
    });
  }
  return out;
}

type TMetric = { name: string; value: number | null; target: number; bad: boolean };

function healthMetrics(s: THealthSnap): TMetric[] {
  const t = ACCOUNT_HEALTH_TARGETS;
  const odr = Math.max(num(s.odrAfn) ?? 0, num(s.odrMfn) ?? 0);
  const late = num(s.lateShipmentRate);
  const cancel = num(s.preFulfillmentCancellationRate);
  const tracking = num(s.validTrackingRate);
  return [
    { name: 'order_defect_rate', value: odr, target: t.orderDefectRate, bad: odr >= t.orderDefectRate },
    {
      name: 'late_shipment_rate',
      value: late,
      target: t.lateShipmentRate,
      bad: late !== null && late >= t.lateShipmentRate,
    },
    {
      name: 'pre_fulfillment_cancellation_rate',
      value: cancel,
      target: t.preFulfillmentCancellationRate,
      bad: cancel !== null && cancel >= t.preFulfillmentCancellationRate,
    },
    {
      name: 'valid_tracking_rate',
      value: tracking,
      target: t.validTrackingRate,
      bad: tracking !== null && tracking < t.validTrackingRate,
    },
  ];
}

const BAD_AHR = new Set(['AT_RISK', 'CRITICAL', 'WARNED', 'BAD', 'FAIR']);

/** account-health (one condition per marketplace while anything is below target) and policy-violation. */
export function healthConditions(h: Omit<THistory<THealthSnap>, 'first'>): TCondition[] {
  const { previous, latest } = h;
  const out: TCondition[] = [];
  const base = { asin: null, sku: null, marketplaceId: latest.marketplaceId, occurredAt: latest.observedAt };
  const metrics = healthMetrics(latest);
  const bad = metrics.filter((m) => m.bad);
  const ahrBad = BAD_AHR.has(latest.ahrStatus ?? '') || (latest.accountStatus ?? 'NORMAL') !== 'NORMAL';
  if (bad.length > 0 || ahrBad) {
    const words = bad.map((m) => `${m.name.replaceAll('_', ' ')} ${((m.value ?? 0) * 100).toFixed(2)} %`);
    out.push({
      ...base,
      key: `account-health:${latest.marketplaceId}`,
      type: 'account-health',
      summary: `Account health below target${words.length ? `: ${words.join(', ')}` : ''} (AHR ${latest.ahrStatus ?? '?'}, account ${latest.accountStatus ?? '?'})`,
      evidence: {
        metrics,
        before: previous
          ? {
              account_status: previous.accountStatus,
              ahr_status: previous.ahrStatus,
              metrics: healthMetrics(previous),
            }
          : null,
        after: {
          account_status: latest.accountStatus,
          ahr_status: latest.ahrStatus,
          ahr_score: latest.ahrScore,
        },
        warning_states: latest.warningStates,
      },
      raise: true,
    });
  }
  for (const [category, v] of Object.entries(latest.violations)) {
    const before = previous?.violations[category]?.defectsCount ?? 0;
    // One condition per violation counted: a second one in the category is a new event, an old one
    // leaving the report's window clears the highest.
    for (let n = 1; n <= v.defectsCount; n++) {
      const item = v.items?.[n - 1];
      out.push({
        ...base,
        asin: item?.asin ?? null,
        key: `policy-violation:${latest.marketplaceId}:${category}:${n}`,
        type: 'policy-violation',
        summary: `Policy violation: ${category.replace(/([A-Z])/g, ' $1').toLowerCase()} (${v.defectsCount} in the report window)`,
        evidence: {
          category,
          report_row: v,
          before: { defects_count: before },
          after: { defects_count: v.defectsCount },
        },
        raise: true,
      });
    }
  }
  return out;
}

export type TFeedbackRow = {
  amazonOrderId: string;
  feedbackDate: Date;
  rating: number;
  comments: string | null;
  asin: string | null;
  sku: string | null;
  /** The order's fulfilment channel (AFN: Amazon's), when the order is imported. */
  fulfillmentChannel: string | null;
};

/** negative-feedback: 1–2 stars; raised while Amazon still takes removal requests (90 days). */
export function feedbackConditions(rows: TFeedbackRow[], now: Date): TCondition[] {
  const window = now.getTime() - FEEDBACK_REMOVAL_WINDOW_DAYS * 86_400_000;
  return rows
    .filter((r) => r.rating <= 2)
    .map((r) => {
      // The same classifier as the Seller feedback list, so the event and the list agree.
      const reason = feedbackRemovalCandidate(r)?.reason ?? null;
      return {
        key: `negative-feedback:${r.amazonOrderId}`,
        type: 'negative-feedback' as const,
        asin: r.asin,
        sku: r.sku,
        marketplaceId: null,
        occurredAt: r.feedbackDate,
        summary: `${r.rating}-star feedback on order ${r.amazonOrderId}${reason ? ' (removal candidate)' : ''}`,
        evidence: {
          report_row: {
            amazon_order_id: r.amazonOrderId,
            rating: r.rating,
            comments: r.comments,
            date: r.feedbackDate.toISOString(),
          },
          removal_candidate: reason !== null,
          removal_reason: reason,
        },
        raise: r.feedbackDate.getTime() >= window,
      };
    });
}
