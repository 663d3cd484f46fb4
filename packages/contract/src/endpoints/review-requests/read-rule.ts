import { defineEndpoint } from '../../endpoint.ts';
import { ZStoreQuery } from '../reviews/common.ts';
import { ZReviewRequestRuleResponse } from './model.ts';

/** GET /api/review-requests/rule?channel_id= — the store's rule (the defaults, off, until first saved). */
export const ZReviewRequestRuleQuery = ZStoreQuery;

export const readReviewRequestRuleEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/review-requests/rule',
  tags: ['review requests'],
  summary: "The store's review request rule",
  query: ZReviewRequestRuleQuery,
  response: ZReviewRequestRuleResponse,
});
