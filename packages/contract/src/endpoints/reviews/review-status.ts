import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZReviewStatus, ZStoreQuery } from './common.ts';
import { ZReviewParams } from './review-model.ts';

/** PUT /api/review/reviews/:reviewId/status — new, read or handled. */
export const ZReviewStatusRequest = ZStoreQuery.extend({ status: ZReviewStatus });
export const ZReviewStatusResponse = ZEnvelope(z.object({ review_id: z.string(), status: ZReviewStatus }));

export const reviewStatusEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/review/reviews/:reviewId/status',
  tags: ['reviews'],
  summary: 'Mark a review new, read or handled',
  params: ZReviewParams,
  body: ZReviewStatusRequest,
  response: ZReviewStatusResponse,
});
