import { defineEndpoint } from '../../endpoint.ts';
import { ZStoreQuery } from '../reviews/common.ts';
import { ZReviewRequestRuleListResponse } from './rule-list-model.ts';

/** GET /api/review-requests/rules?channel_id= — the store's rules, in priority order (1 first). */
export const listReviewRequestRulesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/review-requests/rules',
  tags: ['review requests'],
  summary: "The store's review request rules, in priority order",
  query: ZStoreQuery,
  response: ZReviewRequestRuleListResponse,
});
