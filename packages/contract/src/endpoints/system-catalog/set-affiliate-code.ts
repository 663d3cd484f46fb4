import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZAffiliateCode, ZAffiliateParams, ZAffiliateResponse } from './affiliate-model.ts';

/** PUT /api/system/affiliates/:affiliate/code (super-admin only) */
export const ZAffiliateCodeRequest = z.object({ affiliate_code: ZAffiliateCode });
export type TAffiliateCodeRequest = z.input<typeof ZAffiliateCodeRequest>;

export const setAffiliateCodeEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/system/affiliates/:affiliate/code',
  tags: ['system'],
  summary: "Set an agent's affiliate code",
  params: ZAffiliateParams,
  body: ZAffiliateCodeRequest,
  response: ZAffiliateResponse,
});
