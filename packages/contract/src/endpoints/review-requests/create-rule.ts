import { defineEndpoint } from '../../endpoint.ts';
import { ZReviewRequestRuleListResponse, ZReviewRequestScopedRuleRequest } from './rule-list-model.ts';

/** POST /api/review-requests/rules — adds a rule last in priority; answers the store's rules. */
export const createReviewRequestRuleEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/review-requests/rules',
  tags: ['review requests'],
  summary: 'Add a review request rule (last in priority)',
  body: ZReviewRequestScopedRuleRequest,
  response: ZReviewRequestRuleListResponse,
});
