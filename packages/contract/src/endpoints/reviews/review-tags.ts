import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZStoreQuery } from './common.ts';
import { ZReviewParams } from './review-model.ts';

/** PUT /api/review/reviews/:reviewId/tags — the review's tags, replaced by this list. */
export const ZReviewTagsRequest = ZStoreQuery.extend({ tag_ids: z.array(z.uuid()).max(50) });
export const ZReviewTagsResponse = ZEnvelope(
  z.object({ review_id: z.string(), tag_ids: z.array(z.string()) }),
);

export const reviewTagsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/review/reviews/:reviewId/tags',
  tags: ['reviews'],
  summary: "Replace a review's tags (tags of the caller's company only)",
  params: ZReviewParams,
  body: ZReviewTagsRequest,
  response: ZReviewTagsResponse,
});
