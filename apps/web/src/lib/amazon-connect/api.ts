import {
  DEFAULT_MODULE,
  type ZAmazonConnectRequest,
  ZAmazonConnectResponse,
  type ZAmazonStateRequest,
  ZAmazonStateResponse,
} from '@seller-tools/contract';
import type { z } from 'zod';
import { http } from '../http';

export type TAmazonStateRequest = z.input<typeof ZAmazonStateRequest>;
export type TAmazonConnectRequest = z.input<typeof ZAmazonConnectRequest>;

/**
 * POST /api/market/amazon/state: a single-use OAuth state and the consent URL to open. No hook: it runs
 * inside the consent flow, between opening the popup and pointing it at Amazon.
 */
export function postAmazonState(body: TAmazonStateRequest) {
  return http.post('/api/market/amazon/state', body, { schema: ZAmazonStateResponse });
}

/** POST /api/market/amazon: exchanges the consent code and stores the store. Part of the consent flow. */
export function postAmazonConnect(body: TAmazonConnectRequest) {
  return http.post(
    '/api/market/amazon',
    { moduleType: DEFAULT_MODULE, ...body },
    { schema: ZAmazonConnectResponse },
  );
}
