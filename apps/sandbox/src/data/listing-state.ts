import { hash32 } from '../prng.ts';
import type { TProduct } from './catalog.ts';
import { activeEvents, INACTIVE, SUPPRESSION } from './listing-events.ts';
import type { TSellerData } from './seller-data.ts';

// A listing as Listings Items 2021-08-01 sees it at a moment: its status, Amazon's issues, and the
// attributes a listing-protection module watches. A planted listing-changed event replaces the title
// (someone else's contribution won); a planted suppression takes the listing off sale and out of search
// with an issue; a planted inactive listing is off sale with its price issue, still found.

export type TListingIssue = {
  code: string;
  message: string;
  severity: 'ERROR' | 'WARNING' | 'INFO';
  attributeNames: string[];
  categories: string[];
  enforcements?: { actions: { action: string }[]; exemption: { status: string } };
};

export type TListingState = {
  title: string;
  status: ('BUYABLE' | 'DISCOVERABLE')[];
  issues: TListingIssue[];
};

// A standing warning on about one listing in eight: plausible noise that never changes.
const RECOMMENDED: TListingIssue = {
  code: '99022',
  message: "The 'color' value is recommended for this product type and improves how the item is found.",
  severity: 'WARNING',
  attributeNames: ['color'],
  categories: ['MISSING_ATTRIBUTE'],
};

export function listingStateAt(data: TSellerData, product: TProduct, atMs: number): TListingState {
  const events = activeEvents(data, atMs).filter((e) => e.sku === product.sku);
  const changed = events.find((e) => e.type === 'listing-changed');
  const suppressed = events.some((e) => e.type === 'listing-suppressed');
  const inactive = events.some((e) => e.type === 'listing-inactive');
  const issues: TListingIssue[] = hash32('warning', product.sku) % 8 === 0 ? [RECOMMENDED] : [];
  if (inactive) {
    issues.unshift({
      ...INACTIVE,
      severity: 'ERROR',
      enforcements: { actions: [{ action: 'ATTRIBUTE_SUPPRESSED' }], exemption: { status: 'NOT_EXEMPT' } },
    });
  }
  if (suppressed) {
    issues.unshift({
      ...SUPPRESSION,
      severity: 'ERROR',
      enforcements: { actions: [{ action: 'LISTING_SUPPRESSED' }], exemption: { status: 'NOT_EXEMPT' } },
    });
  }
  return {
    title: changed?.title ?? product.title,
    // A suppressed listing is neither for sale nor found in search; an inactive one is found, not for sale.
    status: suppressed ? [] : inactive ? ['DISCOVERABLE'] : ['BUYABLE', 'DISCOVERABLE'],
    issues,
  };
}
