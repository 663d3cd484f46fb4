import { effectiveRoles, ROLES } from '@seller-tools/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { channels, users } from '../../db/schema/index.ts';
import { loadCompanyPlans } from '../../lib/company-plans.ts';
import { visibleStoresByUser } from '../../lib/store-access.ts';

export const VIOLATION_ROLES = [ROLES.violationAdmin, ROLES.violationUser, ROLES.violationReporter] as const;

export type TViolationRecipient = { userId: string; email: string; name: string | null; roles: string[] };

/**
 * Who hears of a store's events: the users of its company who hold a violation role (their own or
 * through the company's plans, roles.ts) and may see the store (the one store-access policy).
 */
export async function storeRecipients(db: TDb, channelId: string): Promise<TViolationRecipient[]> {
  const [store] = await db
    .select({ companyId: channels.companyId })
    .from(channels)
    .where(eq(channels.id, channelId));
  if (!store) return [];
  const modules = (await loadCompanyPlans(db, store.companyId)).flatMap((p) => p.modules);
  const members = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      roles: users.roles,
      isCompanyAdmin: users.isCompanyAdmin,
    })
    .from(users)
    .where(and(eq(users.companyId, store.companyId), isNull(users.deletedAt)));
  const visible = await visibleStoresByUser(db, eq(users.companyId, store.companyId));
  return members
    .map((m) => ({ ...m, roles: effectiveRoles(m.roles, modules, { isCompanyAdmin: m.isCompanyAdmin }) }))
    .filter((m) => m.roles.some((r) => (VIOLATION_ROLES as readonly string[]).includes(r)))
    .filter((m) => visible.get(m.id)?.includes(channelId))
    .map((m) => ({ userId: m.id, email: m.email, name: m.name, roles: m.roles }));
}
