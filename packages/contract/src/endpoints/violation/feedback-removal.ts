import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { FEEDBACK_NOTE_MAX, ZSellerFeedback } from './feedback.ts';

// A removal request's step (issue 22), violation-user and violation-admin only: the seller asked Amazon
// to remove the feedback (on a day, with a note), then Amazon removed it or refused. A refused request
// may be asked again.

export const ZFeedbackRemovalParams = z.object({ order_id: z.string().trim().min(1).max(40) });

export const ZFeedbackRemovalBody = z.object({
  channel_id: z.uuid('Choose a store.'),
  status: z.enum(['requested', 'removed', 'refused']),
  /** The day the request was made in Seller Central; today when left out (requested only). */
  requested_on: z.iso.date('Enter the day of the request.').optional(),
  note: z.string().trim().max(FEEDBACK_NOTE_MAX).optional(),
});
export type TFeedbackRemovalBody = z.infer<typeof ZFeedbackRemovalBody>;

export const feedbackRemovalEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/violation/feedback/:order_id/removal',
  tags: ['violation'],
  summary: "Record a feedback removal request's step (violation-user, violation-admin)",
  params: ZFeedbackRemovalParams,
  body: ZFeedbackRemovalBody,
  response: ZEnvelope(ZSellerFeedback),
});
