import { defineEndpoint } from '../../endpoint.ts';
import {
  ZReviewRequestRuleListResponse,
  ZReviewRequestRuleParams,
  ZReviewRequestScopedRuleRequest,
} from './rule-list-model.ts';

/** PUT /api/review-requests/rules/:ruleId — saves one rule; waiting orders follow the new rules. */
export const updateReviewRequestRuleEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/review-requests/rules/:ruleId',
  tags: ['review requests'],
  summary: 'Save a review request rule',
  params: ZReviewRequestRuleParams,
  body: ZReviewRequestScopedRuleRequest,
  response: ZReviewRequestRuleListResponse,
});
