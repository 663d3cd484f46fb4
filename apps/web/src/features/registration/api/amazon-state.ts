import { type ZAmazonStateRequest, ZAmazonStateResponse } from '@seller-tools/contract';
import type { z } from 'zod';
import { http } from '../../../lib/http';

export type TAmazonStateRequest = z.input<typeof ZAmazonStateRequest>;

/**
 * POST /api/market/amazon/state: a single-use OAuth state and the consent URL to open. No hook: it runs
 * inside the consent flow, between opening the popup and pointing it at Amazon.
 */
export function postAmazonState(body: TAmazonStateRequest) {
  return http.post('/api/market/amazon/state', body, { schema: ZAmazonStateResponse });
}
