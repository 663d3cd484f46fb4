import { DEFAULT_MODULE, type ZAmazonConnectRequest, ZAmazonConnectResponse } from '@seller-tools/contract';
import type { z } from 'zod';
import { http } from '../../../lib/http';

export type TAmazonConnectRequest = z.input<typeof ZAmazonConnectRequest>;

/** POST /api/market/amazon: exchanges the consent code and creates the store. Part of the consent flow. */
export function postAmazonConnect(body: TAmazonConnectRequest) {
  return http.post(
    '/api/market/amazon',
    { moduleType: DEFAULT_MODULE, ...body },
    { schema: ZAmazonConnectResponse },
  );
}
