import { describe, expect, it } from 'vitest';
import { feedbackConditions, healthConditions, listingConditions, offerConditions } from './detectors.ts';
import { healthSnap, listingSnap, offerSnap, other, own } from './violation-fixtures.ts';

// Each detector on hand-made snapshots: what raises, what does not.

const history = <T>(first: T, previous: T | null, latest: T) => ({ first, previous, latest });
const types = (list: { type: string; key: string }[]) => list.map((c) => c.key);

describe('offer detectors', () => {
  const alone = offerSnap([own(20)]);
  it('hijacker: a new seller on an ASIN the seller was alone on', () => {
    const latest = offerSnap([own(20), other('AHIJACK', 20.5)]);
    const out = offerConditions(history(alone, alone, latest), undefined);
    expect(types(out)).toEqual(['hijacker:B0TEST:AHIJACK']);
    expect(out[0]?.evidence.offer).toMatchObject({ seller_id: 'AHIJACK', price: 20.5 });
  });

  it('new-offer: a new seller where resellers were already; an authorised one raises nothing', () => {
    const wholesale = offerSnap([own(20), other('ARESELL', 21)]);
    const latest = offerSnap([own(20), other('ARESELL', 21), other('ANEW', 22)]);
    expect(types(offerConditions(history(wholesale, wholesale, latest), undefined))).toEqual([
      'new-offer:B0TEST:ANEW',
    ]);
    expect(
      offerConditions(history(wholesale, wholesale, latest), {
        mapPriceMinor: null,
        authorizedSellers: ['ANEW'],
      }),
    ).toEqual([]);
  });

  it('new-offer: a known reseller switching FBM to FBA, once while it lasts, gone when it switches back', () => {
    const fbm = offerSnap([own(20), other('ARESELL', 21)]);
    const fba = offerSnap([own(20), { ...other('ARESELL', 21), fba: true }]);
    const [c, ...rest] = offerConditions(history(fbm, fbm, fba), undefined);
    expect(rest).toEqual([]);
    expect(c).toMatchObject({
      key: 'new-offer:B0TEST:ARESELL:fba',
      type: 'new-offer',
      summary: 'ARESELL switched from FBM to FBA on B0TEST',
      evidence: { fulfilment: { before: 'FBM', after: 'FBA' }, offer_count: { before: 2, after: 2 } },
      raise: true,
    });
    // Still FBA a sync later: the same key (no new event); back to FBM: nothing in force.
    expect(types(offerConditions(history(fbm, fba, fba), undefined))).toEqual([
      'new-offer:B0TEST:ARESELL:fba',
    ]);
    expect(offerConditions(history(fbm, fba, fbm), undefined)).toEqual([]);
    // A reseller first seen on FBA going to FBM competes less: no event.
    expect(offerConditions(history(fba, fba, fbm), undefined)).toEqual([]);
    // A switch that took the seller's Buy Box is reported as that loss only.
    const held = offerSnap([own(20, true), other('ARESELL', 21)]);
    const took = offerSnap([own(20), { ...other('ARESELL', 20, true), fba: true }], false);
    expect(types(offerConditions(history(held, held, took), undefined))).toEqual(['buybox-lost:B0TEST']);
    // The seller's own offer switching is its own doing.
    const ownFbm = offerSnap([{ ...own(20), fba: false }, other('ARESELL', 21)]);
    expect(offerConditions(history(fbm, fbm, ownFbm), undefined)).toEqual([]);
  });

  it('new-offer and hijacker carry the offer count change', () => {
    const latest = offerSnap([own(20), other('AHIJACK', 20.5)]);
    const [c] = offerConditions(history(alone, alone, latest), undefined);
    expect(c?.evidence.offer_count).toEqual({ before: 1, after: 2 });
  });

  it('offer-count-changed: the count moving without a listed seller explaining it, one event per level', () => {
    const wholesale = offerSnap([own(20), other('ARESELL', 21)]);
    const withUsed = (n: number) => ({ ...wholesale, offerCount: wholesale.offers.length + n });
    const [c, ...rest] = offerConditions(history(wholesale, wholesale, withUsed(3)), undefined);
    expect(rest).toEqual([]);
    expect(c).toMatchObject({
      key: 'offer-count-changed:B0TEST:3',
      type: 'offer-count-changed',
      evidence: { offer_count: { before: 2, after: 5 }, unlisted_offers: { before: 0, after: 3 } },
      raise: true,
    });
    // Unchanged a sync later: the same key; another level: another key; back to none: nothing in force.
    expect(types(offerConditions(history(wholesale, withUsed(3), withUsed(3)), undefined))).toEqual([
      'offer-count-changed:B0TEST:3',
    ]);
    expect(types(offerConditions(history(wholesale, withUsed(3), withUsed(1)), undefined))).toEqual([
      'offer-count-changed:B0TEST:1',
    ]);
    expect(offerConditions(history(wholesale, withUsed(3), wholesale), undefined)).toEqual([]);
    // A new listed seller is its new-offer event only, and one leaving changes no unlisted count.
    const more = offerSnap([own(20), other('ARESELL', 21), other('ANEW', 22)]);
    expect(types(offerConditions(history(wholesale, wholesale, more), undefined))).toEqual([
      'new-offer:B0TEST:ANEW',
    ]);
    expect(offerConditions(history(more, more, wholesale), undefined)).toEqual([]);
  });

  it('map-breach: below the own price, or below the watched MAP', () => {
    const wholesale = offerSnap([own(20), other('ARESELL', 21)]);
    const cheap = offerSnap([own(20), other('ARESELL', 18)]);
    expect(types(offerConditions(history(wholesale, wholesale, cheap), undefined))).toEqual([
      'map-breach:B0TEST:ARESELL',
    ]);
    // A MAP of 22.00 makes 21.00 a breach too.
    expect(
      types(
        offerConditions(history(wholesale, wholesale, wholesale), {
          mapPriceMinor: 2200,
          authorizedSellers: [],
        }),
      ),
    ).toEqual(['map-breach:B0TEST:ARESELL']);
  });

  it('buybox-lost: raised only when the seller held it before; held again, the condition is gone', () => {
    const held = offerSnap([own(20, true), other('ARESELL', 21)]);
    const lost = offerSnap([own(20), other('ARESELL', 20, true)], false);
    const [c] = offerConditions(history(held, held, lost), undefined);
    expect(c).toMatchObject({ key: 'buybox-lost:B0TEST', raise: true });
    expect(c?.evidence.winner).toMatchObject({ seller_id: 'ARESELL' });
    expect(offerConditions(history(lost, lost, lost), undefined)[0]).toMatchObject({ raise: false });
    expect(offerConditions(history(held, lost, held), undefined)).toEqual([]);
  });
});

describe('listing detectors', () => {
  const base = listingSnap({});
  it('listing-changed: title (or brand, bullets, image, category) different from the first snapshot', () => {
    const out = listingConditions(history(base, base, listingSnap({ title: 'Compatible Replacement' })));
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({
      type: 'listing-changed',
      evidence: { fields: ['title'], after: { title: 'Compatible Replacement' } },
    });
    expect(listingConditions(history(base, base, listingSnap({})))).toEqual([]);
  });

  it('listing-suppressed: with the issue code and the fix', () => {
    const issue = {
      code: '18027',
      message: 'Main image',
      severity: 'ERROR',
      attributeNames: ['main_product_image_locator'],
      categories: ['INVALID_ATTRIBUTE'],
      enforcementActions: ['LISTING_SUPPRESSED'],
    };
    const out = listingConditions(history(base, base, listingSnap({ suppressed: true, issues: [issue] })));
    expect(out[0]).toMatchObject({ key: 'listing-suppressed:SKU-1:18027', type: 'listing-suppressed' });
    const issues = out[0]?.evidence.issues as { fix: string }[] | undefined;
    expect(issues?.[0]?.fix).toMatch(/white background/);
  });
});

describe('listing-inactive', () => {
  const base = listingSnap({});
  const priceIssue = {
    code: '8572',
    message: 'Potential pricing error',
    severity: 'ERROR',
    attributeNames: ['purchasable_offer'],
    categories: ['INVALID_PRICE'],
    enforcementActions: ['ATTRIBUTE_SUPPRESSED'],
  };
  const inactive = listingSnap({ status: ['DISCOVERABLE'], buyable: false, issues: [priceIssue] });

  it('not buyable, not suppressed, with an issue: the code and the fix of its category', () => {
    const out = listingConditions(history(base, base, inactive));
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({
      key: 'listing-inactive:SKU-1:8572',
      type: 'listing-inactive',
      summary: 'Listing B0TEST is inactive (issue 8572)',
      evidence: { status: ['DISCOVERABLE'] },
    });
    const issues = out[0]?.evidence.issues as { fix: string }[] | undefined;
    expect(issues?.[0]?.fix).toMatch(/pricing error/);
    // Still inactive a sync later: the same key; buyable again: nothing in force.
    expect(types(listingConditions(history(base, inactive, inactive)))).toEqual([
      'listing-inactive:SKU-1:8572',
    ]);
    expect(listingConditions(history(base, inactive, base))).toEqual([]);
  });

  it('neither a suppressed listing (its own event) nor one off sale without an issue (stock)', () => {
    const suppressed = listingSnap({
      status: [],
      buyable: false,
      suppressed: true,
      issues: [{ ...priceIssue, enforcementActions: ['LISTING_SUPPRESSED'] }],
    });
    expect(types(listingConditions(history(base, base, suppressed)))).toEqual([
      'listing-suppressed:SKU-1:8572',
    ]);
    const outOfStock = listingSnap({ status: ['DISCOVERABLE'], buyable: false });
    expect(listingConditions(history(base, base, outOfStock))).toEqual([]);
    // A warning alone on a listing off sale is no Amazon action either.
    const warned = listingSnap({
      status: ['DISCOVERABLE'],
      buyable: false,
      issues: [{ ...priceIssue, severity: 'WARNING', enforcementActions: [] }],
    });
    expect(listingConditions(history(base, base, warned))).toEqual([]);
  });
});

describe('account health detectors', () => {
  it('account-health: ODR at or over 1 % (Amazon target), one condition per marketplace', () => {
    const good = healthSnap({});
    const bad = healthSnap({ odrAfn: '0.0150', ahrStatus: 'WARNED', accountStatus: 'AT_RISK' });
    expect(healthConditions({ previous: good, latest: good })).toEqual([]);
    const out = healthConditions({ previous: good, latest: bad });
    expect(types(out)).toEqual(['account-health:A1F83G8C2ARO7P']);
    expect(out[0]?.summary).toMatch(/order defect rate 1.50 %/);
    expect(
      healthConditions({ previous: good, latest: healthSnap({ validTrackingRate: '0.9' }) }),
    ).toHaveLength(1);
  });

  it('policy-violation: one condition per violation counted in a category', () => {
    const v = {
      defectsCount: 2,
      status: 'BAD',
      targetValue: 0,
      targetCondition: 'EQUALS',
      from: null,
      to: null,
    };
    const out = healthConditions({
      previous: null,
      latest: healthSnap({ violations: { listingPolicyViolations: v } }),
    });
    expect(types(out)).toEqual([
      'policy-violation:A1F83G8C2ARO7P:listingPolicyViolations:1',
      'policy-violation:A1F83G8C2ARO7P:listingPolicyViolations:2',
    ]);
  });
});

describe('negative feedback', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  const row = (rating: number, comments: string | null, daysAgo = 1) => ({
    amazonOrderId: `111-${rating}-${daysAgo}`,
    feedbackDate: new Date(now.getTime() - daysAgo * 86_400_000),
    rating,
    comments,
    asin: 'B0TEST',
    sku: 'SKU-1',
    fulfillmentChannel: 'AFN',
  });
  it('raises 1–2 stars within the removal window, flags removal candidates', () => {
    const out = feedbackConditions([row(1, 'The product broke'), row(4, 'fine'), row(2, 'late', 120)], now);
    expect(out.map((c) => [c.type, c.raise])).toEqual([
      ['negative-feedback', true],
      ['negative-feedback', false],
    ]);
    expect(out[0]?.evidence).toMatchObject({ removal_candidate: true, removal_reason: 'product-review' });
    // The Seller feedback list's classifier: a delivery complaint on an Amazon-fulfilled order is removable.
    const [delivery] = feedbackConditions([row(1, 'Package arrived late')], now);
    expect(delivery?.evidence).toMatchObject({ removal_reason: 'fba-fulfilment' });
    expect(feedbackConditions([row(2, 'Seller never answered')], now)[0]?.evidence).toMatchObject({
      removal_candidate: false,
    });
  });
});
