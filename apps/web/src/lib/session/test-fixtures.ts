import { REIMBURSE_ROUTES, type TPlan, type TServerUserInfo } from '@seller-tools/contract';
import { fixture } from '../../test/fixture';
import { saveSession } from '../storage';
import { userInfoFromServer } from './user-info-from-server';

/** A server user as the account endpoints return it; tests override what they need. */
export const serverUser = fixture<TServerUserInfo>(() => ({
  user_id: 'u-1',
  email: 'ada@example.com',
  user_name: 'ada@example.com',
  name: 'Ada Lovelace',
  company_id: 'c-1',
  company_name: 'Analytical Engines',
  image: null,
  role: '',
  is_need_password_change: false,
  is_subscribed_marketing: {
    general_newsletter_email: false,
    new_feature_guide_email: false,
    recent_update_email: false,
  },
  unsubscribe_req_date: null,
  ppc_timezone: 'America/Los_Angeles',
  stripe_customer_id: null,
  module_config: null,
  current_channel_info: { seller_id: null, marketplace_id: null },
  signup_step: 'done',
  is_marketing_preference_set: true,
  plan_list: [],
  access_channel_list: null,
  is_company_admin: true,
}));

/** A plan as GET /api/plan/list returns it: the reimburse plan, a 20% success fee; `overrides` make it another. */
export const planItem = fixture<TPlan>(() => ({
  plan_id: 'p-1',
  plan_name: 'reimburse',
  description: '',
  modules: ['reimburse'],
  price_cents: 0,
  currency: 'USD',
  commission_percent: 20,
  is_default: false,
}));

/** Spec §2: where a reimburse page sends a company without the reimburse plan. */
export const REIMBURSE_SIGNUP_REDIRECTS: [page: string, signupPage: string][] = [
  [REIMBURSE_ROUTES.settingsAccounts, REIMBURSE_ROUTES.signupDashboard],
  [REIMBURSE_ROUTES.settingsCasePreference, REIMBURSE_ROUTES.signupDashboard],
  [REIMBURSE_ROUTES.settingsBilling, REIMBURSE_ROUTES.signupDashboard],
  [REIMBURSE_ROUTES.casesInProgress, REIMBURSE_ROUTES.signupCasesInProgress],
  [REIMBURSE_ROUTES.cases, REIMBURSE_ROUTES.signupReimbursedCases],
  [REIMBURSE_ROUTES.payoutSummary, REIMBURSE_ROUTES.signupPayoutSummary],
];

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function loginResponse(overrides: Partial<TServerUserInfo> = {}, isNeedPasswordChange = false) {
  return {
    error: false,
    accessToken: 'token-abc',
    expiredDate: new Date(Date.now() + 3_600_000).toISOString(),
    userInfo: serverUser(overrides),
    isNeedPasswordChange,
  };
}

/** Stores a signed-in session as a sign-in would, for tests that start signed in. */
export function storeSession(
  overrides: Partial<TServerUserInfo> = {},
  options: { isRememberMe?: boolean; expiresInMs?: number; accessToken?: string } = {},
): void {
  saveSession({
    accessToken: options.accessToken ?? 'token-abc',
    expiredDate: new Date(Date.now() + (options.expiresInMs ?? 3_600_000)),
    userInfo: userInfoFromServer(serverUser(overrides)),
    isRememberMe: options.isRememberMe ?? false,
  });
}
