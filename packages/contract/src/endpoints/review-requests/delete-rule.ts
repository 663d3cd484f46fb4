import { defineEndpoint } from '../../endpoint.ts';
import { ZStoreQuery } from '../reviews/common.ts';
import { ZReviewRequestRuleListResponse, ZReviewRequestRuleParams } from './rule-list-model.ts';

/** DELETE /api/review-requests/rules/:ruleId?channel_id= — its waiting orders go to the next rule that matches. */
export const deleteReviewRequestRuleEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/review-requests/rules/:ruleId',
  tags: ['review requests'],
  summary: 'Delete a review request rule',
  params: ZReviewRequestRuleParams,
  query: ZStoreQuery,
  response: ZReviewRequestRuleListResponse,
});
