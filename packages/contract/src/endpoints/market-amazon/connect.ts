import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZModuleType } from '../user.ts';

/** POST /api/market/amazon: connect the seller account after consent. */
export const ZAmazonConnectRequest = z.object({
  admin_email: z.string().trim().toLowerCase(),
  seller_id: z.string().trim().min(1, 'selling_partner_id is missing.'),
  sp_api_auth_code: z.string().trim().min(1, 'spapi_oauth_code is missing.'),
  code: z.string().trim().min(1, 'Please choose a marketplace.'),
  moduleType: ZModuleType.default('review'),
  state: z.string().trim().min(1, 'state is missing.'),
});

export const ZAmazonConnectResponse = ZEnvelope(
  z.object({ seller_id: z.string(), marketplace_id: z.string(), signup_step: z.string() }),
);

export const connectAmazonEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/market/amazon',
  tags: ['market'],
  summary: 'Connect the seller account: spend the state, exchange the code, store the channel',
  body: ZAmazonConnectRequest,
  response: ZAmazonConnectResponse,
});
