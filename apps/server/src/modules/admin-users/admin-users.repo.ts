import { ROLES, type TSystemUser, type TSystemUserListQuery } from '@seller-tools/contract';
import { and, asc, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { CODE_CLASSES } from '../../db/reference-data.ts';
import { channels, companies, companyPlans, generalCode, plans, users } from '../../db/schema/index.ts';
import { readOffsetPage, type TOffsetPage, type TOffsetPageQuery } from '../../lib/offset-page.ts';
import { anyColumnContains } from '../../lib/search-columns.ts';

type TSelector = Pick<TDb, 'select'>;

// The company's live stores and plans, computed per row: a page holds at most SYSTEM_PAGE_MAX users.
const storeCount = sql<number>`(select count(*)::int from ${channels} where ${channels.companyId} = ${users.companyId} and ${channels.deletedAt} is null)`;
const marketplaceIds = sql<
  string[]
>`coalesce((select array_agg(distinct ${channels.marketplaceId}) from ${channels} where ${channels.companyId} = ${users.companyId} and ${channels.deletedAt} is null), '{}'::text[])`;
// The same marketplaces by name ("Germany"), from the marketplace codes; an unknown id stays as it is.
const marketplaceNames = sql<
  string[]
>`coalesce((select array_agg(distinct coalesce(${generalCode.name}, ${channels.marketplaceId})) from ${channels} left join ${generalCode} on ${generalCode.class} = ${CODE_CLASSES.marketplace} and ${generalCode.code} = ${channels.marketplaceId} where ${channels.companyId} = ${users.companyId} and ${channels.deletedAt} is null), '{}'::text[])`;
const planNames = sql<
  string[]
>`coalesce((select array_agg(${plans.name} order by ${plans.sortOrder}, ${plans.name}) from ${plans} where ${plans.isActive} and (${plans.isDefault} or exists (select 1 from ${companyPlans} where ${companyPlans.planId} = ${plans.id} and ${companyPlans.companyId} = ${users.companyId}))), '{}'::text[])`;

const systemUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  companyId: users.companyId,
  companyName: companies.name,
  isCompanyAdmin: users.isCompanyAdmin,
  signupStep: users.signupStep,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
  deletedAt: users.deletedAt,
  roles: users.roles,
  storeCount,
  marketplaceIds,
  marketplaceNames,
  planNames,
};

type TSystemUserRow = {
  id: string;
  name: string;
  email: string;
  companyId: string;
  companyName: string;
  isCompanyAdmin: boolean;
  signupStep: string;
  lastLoginAt: Date | null;
  createdAt: Date;
  deletedAt: Date | null;
  roles: string[];
  storeCount: number;
  marketplaceIds: string[];
  marketplaceNames: string[];
  planNames: string[];
};

function toSystemUser(row: TSystemUserRow): TSystemUser {
  return {
    user_id: row.id,
    name: row.name,
    email: row.email,
    company_id: row.companyId,
    company_name: row.companyName,
    is_company_admin: row.isCompanyAdmin,
    signup_step: row.signupStep,
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    deleted_at: row.deletedAt?.toISOString() ?? null,
    roles: row.roles,
    store_count: Number(row.storeCount),
    marketplace_ids: row.marketplaceIds,
    marketplace_names: row.marketplaceNames,
    plan_names: row.planNames,
  };
}

function listFilter(query: TSystemUserListQuery): SQL | undefined {
  const filters: (SQL | undefined)[] = [anyColumnContains(query.q, users.name, users.email, companies.name)];
  if (query.role) filters.push(sql`${query.role} = any(${users.roles})`);
  if (query.status === 'active') filters.push(isNull(users.deletedAt));
  if (query.status === 'deleted') filters.push(isNotNull(users.deletedAt));
  return and(...filters);
}

/** One page of users across every company, newest first, with the total for the pager. */
export async function listSystemUsers(
  db: TSelector,
  query: TSystemUserListQuery & TOffsetPageQuery,
): Promise<TOffsetPage<TSystemUser>> {
  const where = listFilter(query);
  return readOffsetPage(
    query,
    db
      .select(systemUserColumns)
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(where)
      .orderBy(desc(users.createdAt), asc(users.id))
      .$dynamic(),
    db
      .select({ n: count() })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(where),
    toSystemUser,
  );
}

export async function findSystemUser(db: TSelector, userId: string): Promise<TSystemUser | null> {
  const [row] = await db
    .select(systemUserColumns)
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId))
    .limit(1);
  return row ? toSystemUser(row) : null;
}

/**
 * Locks every live super-admin row and returns their ids: two admins removing each other at the same
 * moment then queue up, and the second sees the first's change, so the last one always stays.
 */
export async function lockLiveSuperAdmins(db: TSelector): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(isNull(users.deletedAt), sql`${ROLES.superAdmin} = any(${users.roles})`))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((r) => r.id);
}

export type TLockedUser = NonNullable<Awaited<ReturnType<typeof lockUser>>>;

/** The target user's row, locked for the change. */
export async function lockUser(db: TSelector, userId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, roles: users.roles, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ?? null;
}

/** How many live users hold each role. */
export async function countRoleHolders(db: TSelector): Promise<Map<string, number>> {
  const rows = await db
    .select({ role: sql<string>`r.role`, holders: sql<number>`count(*)::int` })
    .from(sql`${users}, unnest(${users.roles}) as r(role)`)
    .where(isNull(users.deletedAt))
    .groupBy(sql`r.role`);
  return new Map(rows.map((r) => [r.role, Number(r.holders)]));
}
