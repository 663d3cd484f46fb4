import { z } from 'zod';
import { NAME_MIN_LENGTH } from '../constants.ts';
import { ZEnvelope } from '../envelope.ts';
import { ZUserPlan } from './plan/model.ts';
import { ZAuditState } from './staff-audit/common.ts';

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
  /** The store selected in the review module (PUT /api/market/user/channel); null before any. */
  current_channel_info: z.object({ seller_id: z.string().nullable(), marketplace_id: z.string().nullable() }),
  signup_step: z.string(),
  /** Whether the user has saved their email preferences (the notification preference modal) yet. */
  is_marketing_preference_set: z.boolean(),
  /** The company's plans (spec §3 "a list of plans each with plan_name"); see hasReimbursePlan. */
  plan_list: z.array(ZUserPlan),
  /** Seller ids of the stores this user may see; null: every store of the company. */
  access_channel_list: z.array(z.string()).nullable(),
  /**
   * Whether the user administers their company (team, connecting and disconnecting stores). The web hides
   * what only an admin may do; the server still refuses it to everyone else.
   */
  is_company_admin: z.boolean(),
  /**
   * Spec §3 isAuditing: a staff member looking at a seller's reimbursement line read-only (audit mode);
   * company_id, company_name, plan_list and module_config are then the audited company's, `audit` says
   * which and since when. Absent (or false) otherwise.
   */
  is_auditing: z.boolean().optional(),
  audit: ZAuditState.nullable().optional(),
});
export type TServerUserInfo = z.infer<typeof ZServerUserInfo>;

/** PUT /api/user/signup-step */
export const ZSignupStepRequest = z.object({
  email: z.string().trim().toLowerCase(),
  signup_step: z.string().trim().min(1).max(40),
});
export const ZSignupStepResponse = ZEnvelope(z.object({ email: z.string(), signup_step: z.string() }));

export const USER_UPDATE_MESSAGES = {
  ownAccountOnly: 'You can only change your own account.',
  nameTooShort: `Enter at least ${NAME_MIN_LENGTH} characters for the name`,
  timezoneInvalid: 'Please choose a valid time zone.',
  imageInvalid: 'Enter an image address starting with https://.',
  nothingToUpdate: 'Nothing to update.',
  saved: 'Your settings are saved.',
} as const;
