import type { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZStoreQuery } from '../reviews/common.ts';
import { ZReviewRequestRule, ZReviewRequestRuleResponse } from './model.ts';

/**
 * PUT /api/review-requests/rule — saves the store's rule. Saving a rule that is on schedules every order
 * still inside Amazon's window (the backfill); data.scheduled counts them.
 */
export const ZReviewRequestRuleRequest = ZReviewRequestRule.extend({
  channel_id: ZStoreQuery.shape.channel_id,
});
export type TReviewRequestRuleRequest = z.input<typeof ZReviewRequestRuleRequest>;

export const saveReviewRequestRuleEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/review-requests/rule',
  tags: ['review requests'],
  summary: 'Save the rule; switching it on schedules every order still inside Amazon’s window',
  body: ZReviewRequestRuleRequest,
  response: ZReviewRequestRuleResponse,
});
