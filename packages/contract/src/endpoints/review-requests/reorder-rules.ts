import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZStoreQuery } from '../reviews/common.ts';
import {
  REVIEW_REQUEST_RULES_MAX,
  RULE_LIST_MESSAGES,
  ZReviewRequestRuleListResponse,
} from './rule-list-model.ts';

/** PUT /api/review-requests/rules/order — every rule id of the store, highest priority first. */
export const ZReorderReviewRequestRulesRequest = z.object({
  channel_id: ZStoreQuery.shape.channel_id,
  rule_ids: z
    .array(z.uuid({ message: RULE_LIST_MESSAGES.notFound }))
    .min(1, RULE_LIST_MESSAGES.orderMismatch)
    .max(REVIEW_REQUEST_RULES_MAX, RULE_LIST_MESSAGES.tooMany),
});
export type TReorderReviewRequestRulesRequest = z.input<typeof ZReorderReviewRequestRulesRequest>;

export const reorderReviewRequestRulesEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/review-requests/rules/order',
  tags: ['review requests'],
  summary: 'Set the priority order of the review request rules',
  body: ZReorderReviewRequestRulesRequest,
  response: ZReviewRequestRuleListResponse,
});
