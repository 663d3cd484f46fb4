import type { TModule, TUserPlan } from '@seller-tools/contract';

/** User info kept in the browser (spec §3). The server may add fields; only these are read. */
export interface TUserInfo {
  email: string;
  loginEmail?: string;
  userName?: string;
  fullName?: string;
  profileImgUrl?: string;
  companyName?: string;
  companyId?: string | number;
  /** Comma-joined role names. */
  role?: string;
  isNeedPasswordChange?: boolean;
  isSubscribedMarketing?: boolean;
  unsubscribeDate?: string | null;
  ppcTimezone?: string;
  stripeCustomerId?: string | null;
  moduleConfig?: unknown;
  currentSellerId?: string;
  currentMarketCompanyName?: string;
  currentMarketId?: string;
  currentMarketFlag?: string;
  currentMarketCountryName?: string;
  isAuditing?: boolean;
  /** While auditing: the company looked at (companyName is then that company's as well). */
  auditCompanyName?: string;
  module?: TModule;
  /** The company's plans (spec §3); the reimburse plan opens the reimburse pages. */
  plans?: TUserPlan[];
  /** Whether the three email preferences were ever saved (else the preference modal asks for them). */
  isMarketingPreferenceSet?: boolean;
  /** Administers the company: the team, connecting and disconnecting stores. Absent in older sessions. */
  isCompanyAdmin?: boolean;
}
