import { DEFAULT_PPC_TIMEZONE, moduleOfConfig, type TServerUserInfo } from '@seller-tools/contract';
import type { TUserInfo } from '../storage';

/** Maps the server user fields of spec §3 to the user info the browser keeps. */
export function userInfoFromServer(info: TServerUserInfo): TUserInfo {
  const marketing = info.is_subscribed_marketing;
  return {
    email: info.email,
    // The signed-in person; differs from email only while an admin audits another account.
    loginEmail: info.email,
    userName: info.user_name,
    fullName: info.name,
    profileImgUrl: info.image ?? undefined,
    companyName: info.company_name,
    companyId: info.company_id,
    role: info.role,
    isNeedPasswordChange: info.is_need_password_change,
    // One flag for "subscribed to anything": any of the three newsletter preferences.
    isSubscribedMarketing:
      marketing.general_newsletter_email ||
      marketing.new_feature_guide_email ||
      marketing.recent_update_email,
    unsubscribeDate: info.unsubscribe_req_date,
    ppcTimezone: info.ppc_timezone || DEFAULT_PPC_TIMEZONE,
    stripeCustomerId: info.stripe_customer_id,
    moduleConfig: info.module_config,
    currentSellerId: info.current_channel_info.seller_id ?? undefined,
    currentMarketId: info.current_channel_info.marketplace_id ?? undefined,
    // The user's own choice (PUT /api/user/module), kept by the server in module_config.
    module: moduleOfConfig(info.module_config),
    plans: info.plan_list,
    isMarketingPreferenceSet: info.is_marketing_preference_set,
    isCompanyAdmin: info.is_company_admin,
    // Spec §3 isAuditing: a staff member in a seller's reimbursement line, read-only.
    isAuditing: info.is_auditing === true,
    auditCompanyName: info.audit?.company_name,
  };
}
