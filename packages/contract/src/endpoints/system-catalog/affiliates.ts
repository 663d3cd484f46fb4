import { z } from 'zod';
import { ZEnvelope } from '../../envelope.ts';
import { ZCatalogPage, ZCatalogPageQuery } from './paging.ts';

// System > Affiliates: agents (users with the affiliate-agent role and an affiliate code), the companies
// that signed up with their code, and how far those got. An agent sees only their own row and detail.

export const ZAffiliate = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  affiliate_code: z.string().nullable(),
  /** Companies created with the agent's code. */
  referred_companies: z.number().int(),
  /** Of those, companies whose registering user verified their email. */
  sign_ups: z.number().int(),
  /** Of those, companies with a store whose initial import finished (channels.signup_step = done). */
  activations: z.number().int(),
});
export type TAffiliate = z.infer<typeof ZAffiliate>;

/** GET /api/system/affiliates?search&page&page_size */
export const ZAffiliateListQuery = ZCatalogPageQuery;
export const ZAffiliateListResponse = ZEnvelope(ZCatalogPage(ZAffiliate));
export type TAffiliateListData = z.infer<typeof ZAffiliateListResponse>['data'];

export const ZReferredCompany = z.object({
  company_id: z.string(),
  company_name: z.string(),
  created_at: z.string(),
  signed_up: z.boolean(),
  activated: z.boolean(),
  store_count: z.number().int(),
});
export type TReferredCompany = z.infer<typeof ZReferredCompany>;

/** GET /api/system/affiliates/:affiliate?page&page_size&search — :affiliate is the agent's user id. */
export const ZAffiliateParams = z.object({ affiliate: z.uuid() });
export const ZAffiliateDetailQuery = ZCatalogPageQuery;
export const ZAffiliateDetailResponse = ZEnvelope(
  z.object({ affiliate: ZAffiliate, companies: ZCatalogPage(ZReferredCompany) }),
);
export type TAffiliateDetailData = z.infer<typeof ZAffiliateDetailResponse>['data'];

export const AFFILIATE_CODE_MESSAGES = {
  format: 'Use 3 to 32 letters, digits, - or _ for the affiliate code.',
} as const;

/** Affiliate codes are stored upper-case; sign-up compares them the same way. */
export const ZAffiliateCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_-]{3,32}$/, AFFILIATE_CODE_MESSAGES.format);

/** PUT /api/system/affiliates/:affiliate/code (super-admin only) */
export const ZAffiliateCodeRequest = z.object({ affiliate_code: ZAffiliateCode });
export type TAffiliateCodeRequest = z.input<typeof ZAffiliateCodeRequest>;
export const ZAffiliateResponse = ZEnvelope(ZAffiliate);
