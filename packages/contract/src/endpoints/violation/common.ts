import { z } from 'zod';

// Violation and listing protection (issue 22): events raised by comparing a store's latest offers,
// listings, account-health report and seller feedback with what came before. An event is keyed by its
// condition (what it is about), so an unchanged condition never raises twice and a cleared one resolves.

export const VIOLATION_EVENT_TYPES = [
  'hijacker',
  'new-offer',
  'buybox-lost',
  'map-breach',
  'listing-changed',
  'listing-suppressed',
  'account-health',
  'policy-violation',
  'negative-feedback',
  // Beyond the named list: the offer count moving without a new listed seller, and a listing that
  // is inactive (not buyable) without being suppressed (issue 22's "offer count changes", "inactive").
  'offer-count-changed',
  'listing-inactive',
] as const;
export type TViolationEventType = (typeof VIOLATION_EVENT_TYPES)[number];

/** Worst first: the inbox orders by this. */
export const VIOLATION_SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
export type TViolationSeverity = (typeof VIOLATION_SEVERITIES)[number];

export const VIOLATION_STATUSES = ['new', 'acknowledged', 'resolved'] as const;
export type TViolationStatus = (typeof VIOLATION_STATUSES)[number];

/** The severity each type is raised with. */
export const VIOLATION_TYPE_SEVERITY: Record<TViolationEventType, TViolationSeverity> = {
  hijacker: 'critical',
  'listing-suppressed': 'critical',
  'policy-violation': 'critical',
  'account-health': 'high',
  'buybox-lost': 'high',
  'map-breach': 'medium',
  'listing-changed': 'medium',
  'negative-feedback': 'medium',
  'listing-inactive': 'high',
  'new-offer': 'low',
  'offer-count-changed': 'low',
};

export const VIOLATION_TYPE_LABELS: Record<TViolationEventType, string> = {
  hijacker: 'Hijacker',
  'new-offer': 'New offer',
  'buybox-lost': 'Buy Box lost',
  'map-breach': 'MAP breach',
  'listing-changed': 'Listing changed',
  'listing-suppressed': 'Listing suppressed',
  'account-health': 'Account health',
  'policy-violation': 'Policy violation',
  'negative-feedback': 'Negative feedback',
  'offer-count-changed': 'Offer count changed',
  'listing-inactive': 'Listing inactive',
};

/** What the seller should do, per type (the event drawer shows it). */
export const VIOLATION_RECOMMENDED_ACTIONS: Record<TViolationEventType, string> = {
  hijacker:
    'Place a test buy from the other seller to prove the item is counterfeit or not as described, then report it through Brand Registry (Report a Violation) with the order id; send the seller a cease-and-desist meanwhile.',
  'new-offer':
    'Check whether the new seller is an authorised reseller. If they are, add them to the authorised sellers of the watch list; if not, treat it as a hijacker.',
  'buybox-lost':
    'Compare your landed price, fulfilment method and stock with the Buy Box winner; reprice or restock. The event resolves itself when you win the Buy Box back.',
  'map-breach':
    'The seller is below your minimum advertised price: document it (screenshot, time) and enforce your MAP policy with the reseller; if they are not authorised, report them.',
  'listing-changed':
    'Someone else changed a field of your listing. Restore your content in Seller Central (or through a flat file) and open a Brand Registry case if you own the brand, so your contribution wins.',
  'listing-suppressed':
    "Fix the attribute Amazon names in the issue (see Amazon's message below) in Seller Central → Fix your listings; the listing returns once Amazon accepts the change.",
  'account-health':
    'Open Account Health in Seller Central, read the metric below its target and submit a plan of action if Amazon asks for one; fix the root cause (carrier, stock, cancellations) before the next report.',
  'policy-violation':
    'Read the violation in Account Health, remove or fix the ASIN it names and appeal with documents (invoices, authorisation letters) where the complaint is wrong.',
  'negative-feedback':
    'Contact the buyer to solve the problem. If the feedback is a product review or holds obscene language, ask Amazon to remove it (Feedback Manager → Request removal).',
  'offer-count-changed':
    'More (or fewer) offers compete on the ASIN than Amazon lists as new: used, collectible or warehouse offers. Check the offers page for used offers of your product (returns resold, or a seller mislabelling new stock) and watch the Buy Box.',
  'listing-inactive':
    'Amazon took the listing off sale without suppressing it: fix what the issue names (see the fix below) in Seller Central → Inventory → Fix your listings (for a price, confirm or correct it there); it is buyable again once Amazon accepts the change.',
};

/** How a user wants each event type: at once, in the daily summary, or not at all. */
export const ALERT_DELIVERIES = ['immediate', 'daily', 'off'] as const;
export type TAlertDelivery = (typeof ALERT_DELIVERIES)[number];

/** Amazon's published targets of the account-health metrics (Seller Central → Account Health). */
export const ACCOUNT_HEALTH_TARGETS = {
  orderDefectRate: 0.01,
  lateShipmentRate: 0.04,
  preFulfillmentCancellationRate: 0.025,
  validTrackingRate: 0.95,
} as const;

/** Negative feedback Amazon may still remove: it takes removal requests for 90 days. */
export const FEEDBACK_REMOVAL_WINDOW_DAYS = 90;

export const VIOLATION_PAGE_SIZE = 50;
export const VIOLATION_PAGE_MAX = 200;
export const VIOLATION_NOTE_MAX = 2000;

/** What /violation shows a user whose company's plan has no violation module (spec §2 opens the route to all). */
export const VIOLATION_NO_PLAN = {
  title: 'Violation monitoring is not on your plan',
  body: 'Hijackers, MAP breaches, lost Buy Boxes, listing changes and suppressions, account health and negative feedback are watched for companies on the Violation plan. Your company admin can ask us to add it.',
  action: 'Contact us',
} as const;

export const VIOLATION_MESSAGES = {
  notFound: 'This event does not exist in this store.',
  acknowledged: 'Event acknowledged.',
  resolved: 'Event resolved.',
  assigned: 'Assignment saved.',
  noted: 'Note added.',
  routingSaved: 'Alert settings saved.',
  watchSaved: 'Watch list saved.',
  assigneeUnknown: 'Choose a member of your team.',
  cursorInvalid: 'This page link is no longer valid; reload the list.',
  alreadyResolved: 'This event is already resolved.',
} as const;

export const ZViolationEventType = z.enum(VIOLATION_EVENT_TYPES);
export const ZViolationSeverity = z.enum(VIOLATION_SEVERITIES);
export const ZViolationStatus = z.enum(VIOLATION_STATUSES);
