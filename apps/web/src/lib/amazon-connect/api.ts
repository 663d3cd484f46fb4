import {
  connectAmazonEndpoint,
  DEFAULT_MODULE,
  issueAmazonStateEndpoint,
  type ZAmazonConnectRequest,
  type ZAmazonStateRequest,
} from '@seller-tools/contract';
import type { z } from 'zod';
import { call } from '../http';

export type TAmazonStateRequest = z.input<typeof ZAmazonStateRequest>;
export type TAmazonConnectRequest = z.input<typeof ZAmazonConnectRequest>;

/**
 * POST /api/market/amazon/state: a single-use OAuth state and the consent URL to open. No hook: it runs
 * inside the consent flow, between opening the popup and pointing it at Amazon.
 */
export function postAmazonState(body: TAmazonStateRequest) {
  return call(issueAmazonStateEndpoint, { body });
}

/** POST /api/market/amazon: exchanges the consent code and stores the store. Part of the consent flow. */
export function postAmazonConnect(body: TAmazonConnectRequest) {
  return call(connectAmazonEndpoint, { body: { moduleType: DEFAULT_MODULE, ...body } });
}
