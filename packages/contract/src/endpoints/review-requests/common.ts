// Review Request Automation (issue 8): Amazon's own "Request a Review" (Solicitations API
// productReviewAndSellerFeedback) sent per order by the store's rule. Every call names the store with
// channel_id and is refused (403) for a store outside the caller's company or access_channel_list.

/** Amazon accepts a request from 5 days after the earliest delivery to 30 days after the latest. */
export const SOLICITATION_WINDOW = { opensDays: 5, closesDays: 30 } as const;
export const REVIEW_REQUEST_DEFAULTS = {
  delayDays: 5,
  sendHour: 10,
  timeZone: 'America/Los_Angeles',
} as const;
/** Amazon's daily messaging limit per store: 5 × average daily orders (last 30 days) + 600. */
export const DAILY_LIMIT = { perAverageOrder: 5, base: 600, averageOverDays: 30 } as const;
export const dailyMessagingLimit = (averageDailyOrders: number) =>
  Math.floor(DAILY_LIMIT.perAverageOrder * averageDailyOrders) + DAILY_LIMIT.base;

export const REVIEW_REQUEST_STATUSES = ['scheduled', 'sending', 'sent', 'test', 'skipped', 'failed'] as const;
export type TReviewRequestState = (typeof REVIEW_REQUEST_STATUSES)[number];

/** Why an order was skipped, failed or is waiting, with the words the page shows. */
export const REVIEW_REQUEST_REASONS = {
  cancelled: 'Order cancelled',
  returned: 'Returned (an FBA customer return)',
  'negative-feedback': 'Buyer left negative seller feedback',
  refunded: 'Refunded (a refund in Amazon’s financial events)',
  'business-order': 'Business order (Amazon Business buyer)',
  'replacement-order': 'Replacement order',
  'fbm-order': 'Fulfilled by the merchant (FBM)',
  'shipped-late': 'Shipped after its latest ship date',
  'excluded-asin': 'Product excluded by ASIN',
  'excluded-sku': 'Product excluded by SKU',
  'do-not-solicit': 'On the do-not-solicit list',
  'no-rule': 'No rule covers this order (outside every rule’s ASIN, SKU and marketplace scope)',
  'not-offered': 'Amazon offered no review request for this order',
  'already-requested':
    'Already requested: Amazon no longer offers it after a restart or a request from Seller Central',
  'window-closed': "Amazon's 5–30 day window closed",
  'no-delivery-date': 'Amazon gave no delivery date',
  'daily-limit': 'Daily messaging limit reached: waits for the next day',
  'amazon-error': 'Amazon refused the request',
  'amazon-unavailable': 'Amazon did not answer: tried again later',
} as const;
export type TReviewRequestReason = keyof typeof REVIEW_REQUEST_REASONS;

/** Why nothing is eligible, upcoming or skipped: the codes the summary answers, most telling first. */
export const REVIEW_REQUEST_IDLE_CODES = [
  'rule-off',
  'no-orders',
  'no-delivery-dates',
  'none-in-window',
  'not-scheduled-yet',
  'all-requested',
] as const;
export type TReviewRequestIdleCode = (typeof REVIEW_REQUEST_IDLE_CODES)[number];

const orders = (n: number) => (n === 1 ? '1 order' : `${n.toLocaleString('en-US')} orders`);

/** The words for each idle code, with the store's own numbers (issue 15: the page showed zeros and no why). */
export const REVIEW_REQUEST_IDLE_MESSAGES = {
  'rule-off': (waiting: number) =>
    waiting > 0
      ? `The rule is off, so nothing is scheduled. Turning it on schedules the ${orders(waiting)} whose Amazon window is open or about to open.`
      : 'The rule is off, so nothing is scheduled.',
  'no-orders': () =>
    'No orders have been imported for this store yet. They arrive with the first import, then with every orders sync.',
  'no-delivery-dates': (imported: number) =>
    `Amazon gave no delivery date for any of the ${orders(imported)} imported, so none can be placed in its ${SOLICITATION_WINDOW.opensDays}–${SOLICITATION_WINDOW.closesDays} day window.`,
  'none-in-window': (imported: number) =>
    `None of the ${orders(imported)} imported can still be asked: Amazon's window (${SOLICITATION_WINDOW.opensDays} to ${SOLICITATION_WINDOW.closesDays} days after delivery) has closed for all of them.`,
  'not-scheduled-yet': (waiting: number) =>
    `${orders(waiting)} inside Amazon's window ${waiting === 1 ? 'is' : 'are'} not scheduled yet: the next orders sync or saving the rule schedules ${waiting === 1 ? 'it' : 'them'}.`,
  'all-requested': (inWindow: number) =>
    `Every one of the ${orders(inWindow)} inside Amazon's window already had its request (sent, recorded in test mode, skipped or failed).`,
} as const satisfies Record<TReviewRequestIdleCode, (n: number) => string>;

/**
 * The order-data exclusions a seller switches (issue 25), with their defaults: a replacement or a refund
 * says the buyer had a problem, so those are on; business buyers, FBM and late shipments are the seller's
 * call, so those start off. The label is the setting's, the reason (REVIEW_REQUEST_REASONS) the log's.
 */
export const REVIEW_REQUEST_ORDER_EXCLUSIONS = {
  exclude_refunded: { reason: 'refunded', label: 'Skip orders with a refund', default: true },
  exclude_replacement: { reason: 'replacement-order', label: 'Skip replacement orders', default: true },
  exclude_business: { reason: 'business-order', label: 'Skip business orders', default: false },
  exclude_fbm: { reason: 'fbm-order', label: 'Skip FBM (merchant-fulfilled) orders', default: false },
  exclude_shipped_late: {
    reason: 'shipped-late',
    label: 'Skip orders shipped after their latest ship date',
    default: false,
  },
} as const satisfies Record<string, { reason: TReviewRequestReason; label: string; default: boolean }>;
export type TReviewRequestOrderExclusion = keyof typeof REVIEW_REQUEST_ORDER_EXCLUSIONS;

export const REVIEW_REQUEST_MESSAGES = {
  ruleSaved: 'Review request rule saved.',
  sentNow: 'Review requested.',
  sentNowTest: 'Test mode: recorded as would send; Amazon was not asked.',
  orderNotFound: 'No such order in this store.',
  noDeliveryDate: 'Amazon gave no delivery date for this order, so its review window is unknown.',
  windowNotOpen: (opens: string) =>
    `Amazon's review window for this order opens on ${opens} (${SOLICITATION_WINDOW.opensDays} days after delivery). Try again then.`,
  windowClosed: (closed: string) =>
    `Amazon's review window for this order closed on ${closed} (${SOLICITATION_WINDOW.closesDays} days after delivery).`,
  alreadyRequested: 'A review was already requested for this order. Amazon allows one request per order.',
  beingSent: 'A review request for this order is being sent right now.',
  alreadyDone: (what: string) => `This order already has its outcome (${what}); it is not sent again.`,
  excluded: (reason: string) => `Not sent: ${reason}. Change the rule's exclusions to send it.`,
  notOffered: 'Amazon does not offer a review request for this order (not shipped, or already requested).',
  amazonUnavailable: 'Amazon did not answer. The request is kept and will be tried again shortly.',
  delayRange: `Amazon accepts review requests from ${SOLICITATION_WINDOW.opensDays} to ${SOLICITATION_WINDOW.closesDays} days after delivery.`,
  hourRange: 'Choose an hour from 0 to 23.',
  timeZoneUnknown: 'Choose a time zone from the list.',
  orderIdInvalid: 'Order ids look like 123-1234567-1234567.',
  tooManyValues: 'A list may hold at most 500 values.',
} as const;

export const AMAZON_ORDER_ID = /^\d{3}-\d{7}-\d{7}$/;
