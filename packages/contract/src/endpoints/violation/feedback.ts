import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { commaList, ZStoreQuery } from '../reviews/common.ts';
import { VIOLATION_PAGE_MAX, VIOLATION_PAGE_SIZE } from './common.ts';

// Seller feedback (issue 22): the feedback Amazon's daily report brings, newest first, keyset-paged:
// GET /api/violation/feedback?channel_id=&rating=&status=&candidates=&cursor=&limit=. Each row says
// whether Amazon would remove it (and why), where its removal request stands, and its negative-feedback
// event, if one was raised.

/**
 * Why Amazon would remove a feedback (Seller Central → Feedback Manager → Request removal): it is
 * entirely a product review, it is about a delivery Amazon fulfilled (FBA: Amazon strikes it through
 * and takes the responsibility), it holds obscene or abusive language, or personal information.
 */
export const FEEDBACK_REMOVAL_REASONS = [
  'obscene-language',
  'personal-information',
  'fba-fulfilment',
  'product-review',
] as const;
export type TFeedbackRemovalReason = (typeof FEEDBACK_REMOVAL_REASONS)[number];

export const FEEDBACK_REMOVAL_REASON_LABELS: Record<TFeedbackRemovalReason, string> = {
  'obscene-language': 'Obscene or abusive language',
  'personal-information': 'Personal information',
  'fba-fulfilment': 'FBA delivery (Amazon fulfilled it)',
  'product-review': 'Product review, not about your service',
};

/** Where the seller's removal request stands: none yet, asked, and Amazon's answer. */
export const FEEDBACK_REMOVAL_STATUSES = ['none', 'requested', 'removed', 'refused'] as const;
export type TFeedbackRemovalStatus = (typeof FEEDBACK_REMOVAL_STATUSES)[number];

export const FEEDBACK_REMOVAL_STATUS_LABELS: Record<TFeedbackRemovalStatus, string> = {
  none: 'Not requested',
  requested: 'Removal requested',
  removed: 'Removed',
  refused: 'Refused',
};

export const FEEDBACK_NOTE_MAX = 1000;

export const FEEDBACK_MESSAGES = {
  notFound: 'This feedback does not exist in this store.',
  requested: 'Removal request recorded.',
  removed: 'Marked as removed.',
  refused: 'Marked as refused.',
  transition: 'This change does not follow from where the request stands; reload the list.',
  tooOld: 'Amazon takes removal requests for 90 days after the feedback was left.',
  requestedBeforeFeedback: 'The request cannot predate the feedback.',
  requestedInFuture: 'The request date cannot be in the future.',
  /** The history entry of a request the import saw answered: the feedback left Amazon's report. */
  goneFromReport: "No longer in Amazon's feedback report",
} as const;

export const ZFeedbackRemovalReason = z.enum(FEEDBACK_REMOVAL_REASONS);
export const ZFeedbackRemovalStatus = z.enum(FEEDBACK_REMOVAL_STATUSES);

export const ZFeedbackRemovalEntry = z.object({
  status: ZFeedbackRemovalStatus,
  at: z.iso.datetime(),
  /** Null when the import recorded it (the feedback left Amazon's report). */
  by: z.string().nullable(),
  note: z.string().nullable(),
});

export const ZSellerFeedback = z.object({
  amazon_order_id: z.string(),
  feedback_date: z.iso.date(),
  rating: z.number().int().min(1).max(5),
  comments: z.string().nullable(),
  asin: z.string().nullable(),
  /** AFN (fulfilled by Amazon), MFN, or null when the order is not imported. */
  fulfillment_channel: z.string().nullable(),
  candidate: z.object({ reason: ZFeedbackRemovalReason, label: z.string(), evidence: z.string() }).nullable(),
  /** The last day Amazon takes a removal request. */
  removable_until: z.iso.date(),
  removal: z.object({
    status: ZFeedbackRemovalStatus,
    requested_on: z.iso.date().nullable(),
    note: z.string().nullable(),
    updated_at: z.iso.datetime().nullable(),
    history: z.array(ZFeedbackRemovalEntry),
  }),
  /** The negative-feedback event raised for it (the newest), or null. */
  event_id: z.uuid().nullable(),
});
export type TSellerFeedback = z.infer<typeof ZSellerFeedback>;

const ZBoolText = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' || v === '' ? false : v),
  z.boolean(),
);

export const ZSellerFeedbackQuery = ZStoreQuery.extend({
  rating: commaList(z.coerce.number().int().min(1).max(5)),
  status: commaList(ZFeedbackRemovalStatus),
  /** Only the feedback Amazon would remove. */
  candidates: ZBoolText.default(false),
  order_id: z.string().trim().max(40).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(VIOLATION_PAGE_MAX).default(VIOLATION_PAGE_SIZE),
});
export type TSellerFeedbackQuery = z.input<typeof ZSellerFeedbackQuery>;

export const listSellerFeedbackEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/violation/feedback',
  tags: ['violation'],
  summary: "A store's seller feedback, newest first, with removal candidates and requests, keyset-paged",
  query: ZSellerFeedbackQuery,
  response: ZEnvelope(z.object({ items: z.array(ZSellerFeedback), next_cursor: z.string().nullable() })),
});
