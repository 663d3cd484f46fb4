import { effectiveRoles, joinRoles, type TServerUserInfo, type TUserPlan } from '@seller-tools/contract';
import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { companies, users } from '../db/schema/index.ts';
import { loadCompanyPlans } from './company-plans.ts';

/** Anything that can run a select: the database or a transaction. */
export type TSelector = Pick<TDb, 'select'>;

const NO_MARKETING = {
  general_newsletter_email: false,
  new_feature_guide_email: false,
  recent_update_email: false,
} as const;

/**
 * The server user fields of spec §3 for one user, as every account endpoint returns them. Throws when the
 * user does not exist: callers pass the id of a user they have just read or authenticated.
 */
export async function loadServerUserInfo(db: TSelector, userId: string): Promise<TServerUserInfo> {
  const [row] = await db
    .select({ user: users, companyName: companies.name })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new Error(`user ${userId} not found`);
  return toServerUserInfo(row.user, row.companyName, await loadUserPlans(db, row.user.companyId));
}

/** The company's plans as user info carries them. */
export async function loadUserPlans(db: TSelector, companyId: string): Promise<TUserPlan[]> {
  const plans = await loadCompanyPlans(db, companyId);
  return plans.map((plan) => ({ plan_name: plan.plan_name, modules: plan.modules }));
}

/** The same fields from a user row already read (with its company's name and plans). */
export function toServerUserInfo(
  user: typeof users.$inferSelect,
  companyName: string,
  plans: TUserPlan[],
): TServerUserInfo {
  return {
    user_id: user.id,
    email: user.email,
    user_name: user.userName,
    name: user.name,
    company_id: user.companyId,
    company_name: companyName,
    image: user.image,
    // The roles the caller holds, those of the plans included (as request.auth has them).
    role: joinRoles(
      effectiveRoles(
        user.roles,
        plans.flatMap((plan) => plan.modules),
        { isCompanyAdmin: user.isCompanyAdmin },
      ),
    ),
    is_need_password_change: user.isNeedPasswordChange,
    is_subscribed_marketing: { ...NO_MARKETING, ...user.marketing },
    unsubscribe_req_date: user.unsubscribeReqDate?.toISOString() ?? null,
    ppc_timezone: user.ppcTimezone,
    stripe_customer_id: user.stripeCustomerId,
    module_config: user.moduleConfig,
    current_channel_info: { seller_id: user.currentSellerId, marketplace_id: user.currentMarketplaceId },
    signup_step: user.signupStep,
    is_marketing_preference_set: user.marketing !== null,
    plan_list: plans,
    access_channel_list: user.accessChannelList,
    is_company_admin: user.isCompanyAdmin,
  };
}
