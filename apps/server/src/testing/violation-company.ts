import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { companyPlans, plans } from '../db/schema/index.ts';
import { insertMember, insertUser, type TSeededUser, type TUserSeed } from './accounts.ts';
import { insertStore } from './channels.ts';

/**
 * A company on the violation plan with two stores (sellers `<prefix>A`, `<prefix>B`) and the people the
 * module's API tests call as: the owner (violation-admin by the plan), a member (violation-user), a stored
 * violation-reporter, and a member limited to store B. Emails are `<name>@<domain>`.
 */
export async function insertViolationCompany(
  db: TDb,
  domain: string,
  prefix: string,
  names: { owner?: string; member?: string } = {},
) {
  const seed = (name: string | undefined): Partial<TUserSeed> => (name ? { name } : {});
  const owner = await insertUser(db, { email: `owner@${domain}`, ...seed(names.owner) });
  const [plan] = await db.select({ id: plans.id }).from(plans).where(eq(plans.name, 'violation'));
  if (!plan) throw new Error('the violation plan is not seeded');
  await db.insert(companyPlans).values({ companyId: owner.companyId, planId: plan.id });
  const storeA = await insertStore(db, { companyId: owner.companyId, sellerId: `${prefix}A` });
  const storeB = await insertStore(db, { companyId: owner.companyId, sellerId: `${prefix}B` });
  const member = await insertUser(db, {
    email: `member@${domain}`,
    companyId: owner.companyId,
    ...seed(names.member),
  });
  const reporter = await insertUser(db, {
    email: `reporter@${domain}`,
    companyId: owner.companyId,
    roles: ['violation-reporter'],
  });
  const limited = await insertMember(db, owner, `limited@${domain}`, [`${prefix}B`]);
  const people: Record<string, TSeededUser> = { owner, member, reporter, limited };
  return { owner, storeA, storeB, people };
}
