import { expect } from 'vitest';
import { singleRuleBody, type TReviewRequestSuite } from './review-request-fixtures.ts';

/**
 * The store's single rule (singleRuleBody with `overrides`) saved through the single-rule endpoint as the
 * suite's owner, which must take it (200): what it answers, the requests scheduled among it.
 */
export async function saveSingleRule(suite: TReviewRequestSuite, overrides: object = {}) {
  const res = await suite.call('PUT', '/api/review-requests/rule', singleRuleBody(suite.store, overrides));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { scheduled: number };
}
