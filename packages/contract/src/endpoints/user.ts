import { z } from 'zod';

export const MODULE_TYPES = ['review', 'reimburse'] as const;
export const ZModuleType = z.enum(MODULE_TYPES);

export const ZMarketingPreferences = z.object({
  general_newsletter_email: z.boolean(),
  new_feature_guide_email: z.boolean(),
  recent_update_email: z.boolean(),
});
export type TMarketingPreferences = z.infer<typeof ZMarketingPreferences>;

/** The server user fields of spec §3, as every account endpoint returns them. */
export const ZServerUserInfo = z.object({
  user_id: z.string(),
  email: z.string(),
  user_name: z.string(),
  name: z.string(),
  company_id: z.string(),
  company_name: z.string(),
  image: z.string().nullable(),
  /** Comma-joined role names of spec §6. */
  role: z.string(),
  is_need_password_change: z.boolean(),
  is_subscribed_marketing: ZMarketingPreferences,
  unsubscribe_req_date: z.string().nullable(),
  ppc_timezone: z.string(),
  stripe_customer_id: z.string().nullable(),
  module_config: z.record(z.string(), z.unknown()).nullable(),
  current_channel_info: z.object({ seller_id: z.string().nullable() }),
  signup_step: z.string(),
});
export type TServerUserInfo = z.infer<typeof ZServerUserInfo>;

/** GET /api/user: the caller's own info, never anybody else's. */
export const ZGetUserResponse = z.object({ error: z.literal(false), data: ZServerUserInfo });

/** PUT /api/user/signup-step */
export const ZSignupStepRequest = z.object({
  email: z.string().trim().toLowerCase(),
  signup_step: z.string().trim().min(1).max(40),
});
