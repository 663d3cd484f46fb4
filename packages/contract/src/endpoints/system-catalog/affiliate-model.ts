import { z } from 'zod';
import { ZEnvelope } from '../../envelope.ts';

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

/** :affiliate of the affiliate endpoints: the agent's user id. */
export const ZAffiliateParams = z.object({ affiliate: z.uuid() });
export const ZAffiliateResponse = ZEnvelope(ZAffiliate);

export const AFFILIATE_CODE_MESSAGES = {
  format: 'Use 3 to 32 letters, digits, - or _ for the affiliate code.',
} as const;

/** Affiliate codes are stored upper-case; sign-up compares them the same way. */
export const ZAffiliateCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_-]{3,32}$/, AFFILIATE_CODE_MESSAGES.format);
