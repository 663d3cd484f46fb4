import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZAdsStoreBody, ZStoreAds } from './model.ts';

/**
 * POST /api/market/amazon/ads/state: a single-use OAuth state (10 minutes) bound to the caller and the
 * store, and the Login with Amazon authorization URL (the store's region) that carries it.
 */
export const issueAdsStateEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/market/amazon/ads/state',
  tags: ['market'],
  summary: "Start a store's Amazon Ads consent: a single-use state and the authorization URL",
  body: ZAdsStoreBody,
  response: ZEnvelope(z.object({ state: z.string(), consent_url: z.string(), expires_at: z.string() })),
});

/** POST /api/market/amazon/ads: what the authorization returned; the Ads refresh token is stored. */
export const ZAdsConnectRequest = ZAdsStoreBody.extend({
  code: z.string().trim().min(1, 'code is missing.').max(2048),
  state: z.string().trim().min(1, 'state is missing.').max(2048),
});

export const connectAdsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/market/amazon/ads',
  tags: ['market'],
  summary: 'Finish the Ads consent: spend the state, exchange the code, record the profile',
  body: ZAdsConnectRequest,
  response: ZEnvelope(ZStoreAds),
});

/** POST /api/market/amazon/ads/disconnect: the store's Ads token is forgotten; its Ads data is kept. */
export const disconnectAdsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/market/amazon/ads/disconnect',
  tags: ['market'],
  summary: "Forget a store's Amazon Ads consent (its imported Ads data stays)",
  body: ZAdsStoreBody,
  response: ZEnvelope(ZStoreAds),
});
