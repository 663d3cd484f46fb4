import { ROLES, TEAM_MESSAGES, type TTeamMember, type TUserList } from '@seller-tools/contract';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { recordAdminAction } from '../../lib/admin-audit.ts';
import type { TActor, TAuth } from '../../lib/auth.ts';
import type { TClock } from '../../lib/clock.ts';
import { readOffsetPage, type TOffsetPageQuery } from '../../lib/offset-page.ts';
import { failure, type Outcome, success } from '../../lib/outcome.ts';
import { revokeSessionsOf } from '../../lib/revoke-sessions.ts';
import { anyColumnContains } from '../../lib/search-columns.ts';
import type { TMailer } from '../../mail/mailer.ts';
import { areCompanyStores, companyStores } from './company-stores.ts';

export type TTeamDeps = { db: TDb; clock: TClock; mailer: TMailer; publicUrl: string };

// An unknown email and another company's user get the same answer: nothing about them leaks.
const notOnTeam = () => failure('forbidden', TEAM_MESSAGES.memberNotFound);
const adminOnly = () => failure('forbidden', TEAM_MESSAGES.adminOnly);
const unknownStore = () => failure('invalid', TEAM_MESSAGES.unknownStore);

type TUserRow = typeof users.$inferSelect;

/** The staff roles (issue 17 M7's list): a removal by one of them is not a company admin's to undo. */
const STAFF_ROLES = new Set<string>([
  ROLES.superAdmin,
  ROLES.affiliateAgent,
  ROLES.caseManager,
  ROLES.reimbursementAdmin,
]);

function toMember(user: TUserRow): TTeamMember {
  return {
    user_id: user.id,
    email: user.email,
    name: user.name,
    image: user.image,
    is_company_admin: user.isCompanyAdmin,
    access_channel_list: user.accessChannelList,
    permissions: user.permissions,
    is_need_password_change: user.isNeedPasswordChange,
    last_login_at: user.lastLoginAt?.toISOString() ?? null,
    deleted_at: user.deletedAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
  };
}

export function createTeamService({ db, clock }: Pick<TTeamDeps, 'db' | 'clock'>) {
  /**
   * Whether the caller administers their company's team, as this request's auth statement read their row
   * (a signed-in caller is never a deleted user); never cached across requests.
   */
  const isAdmin = (auth: TAuth): boolean => auth.isCompanyAdmin;

  async function memberOf(auth: TAuth, email: string): Promise<TUserRow | null> {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.email, email), eq(users.companyId, auth.companyId)))
      .limit(1);
    return row ?? null;
  }

  /**
   * Whether the member's removal was their own company's doing (one of its admins), which a company admin
   * may undo. A removal by staff (a user of another company: the system's) is not theirs to undo; a
   * removal recorded before deleted_by existed stays restorable, as it was.
   */
  async function removedByOwnCompany(member: TUserRow): Promise<boolean> {
    if (!member.deletedBy) return true;
    const [remover] = await db
      .select({ companyId: users.companyId, roles: users.roles })
      .from(users)
      .where(eq(users.id, member.deletedBy))
      .limit(1);
    return remover?.companyId === member.companyId && !remover.roles.some((r) => STAFF_ROLES.has(r));
  }

  return {
    async list(
      auth: TAuth,
      query: TOffsetPageQuery & { userName?: string | undefined },
    ): Promise<Outcome<TUserList>> {
      if (!isAdmin(auth)) return adminOnly();
      const where = and(
        eq(users.companyId, auth.companyId),
        anyColumnContains(query.userName, users.name, users.email, users.userName),
      );
      const [{ items, ...pager }, stores] = await Promise.all([
        readOffsetPage(
          query,
          db
            .select()
            .from(users)
            .where(where)
            // Active members first, then removed ones; newest first within each.
            .orderBy(sql`${users.deletedAt} is not null`, desc(users.createdAt), users.id)
            .$dynamic(),
          db.select({ n: count() }).from(users).where(where),
          toMember,
        ),
        companyStores(db, auth.companyId),
      ]);
      return success({ members: items, ...pager, stores });
    },

    async setPermission(
      actor: TActor,
      input: { user_email: string; access_channel_list: string[] | null; permissions: string[] | null },
    ): Promise<Outcome<TTeamMember>> {
      if (!isAdmin(actor)) return adminOnly();
      const member = await memberOf(actor, input.user_email);
      if (!member) return notOnTeam();
      if (!(await areCompanyStores(db, actor.companyId, input.access_channel_list))) return unknownStore();
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({
            accessChannelList: input.access_channel_list,
            permissions: input.permissions,
            updatedAt: clock.now(),
          })
          .where(eq(users.id, member.id))
          .returning();
        await recordAdminAction(tx, actor, {
          action: 'team.permission',
          target: member.email,
          detail: {
            before: { access_channel_list: member.accessChannelList, permissions: member.permissions },
            after: { access_channel_list: input.access_channel_list, permissions: input.permissions },
          },
        });
        return row ?? member;
      });
      return success(toMember(updated));
    },

    /** Soft delete; every session of the member ends in the same transaction. */
    async remove(actor: TActor, email: string): Promise<Outcome<TTeamMember>> {
      if (!isAdmin(actor)) return adminOnly();
      const member = await memberOf(actor, email);
      if (!member) return notOnTeam();
      if (member.id === actor.userId) return failure('invalid', TEAM_MESSAGES.notOwnSelf);
      const now = clock.now();
      return db.transaction(async (tx): Promise<Outcome<TTeamMember>> => {
        if (member.isCompanyAdmin) {
          // Locks the company's admins so two admins cannot remove each other at the same moment.
          const admins = await tx
            .select({ id: users.id })
            .from(users)
            .where(
              and(
                eq(users.companyId, actor.companyId),
                eq(users.isCompanyAdmin, true),
                isNull(users.deletedAt),
              ),
            )
            .for('update');
          if (admins.filter((a) => a.id !== member.id).length === 0)
            return failure('invalid', TEAM_MESSAGES.lastAdmin);
        }
        const [row] = await tx
          .update(users)
          .set({
            deletedAt: member.deletedAt ?? now,
            deletedBy: member.deletedAt ? member.deletedBy : actor.userId,
            updatedAt: now,
          })
          .where(eq(users.id, member.id))
          .returning();
        await revokeSessionsOf(tx, member.id, now);
        await recordAdminAction(tx, actor, { action: 'team.remove', target: member.email });
        return success(toMember(row ?? member));
      });
    },

    async restore(actor: TActor, email: string): Promise<Outcome<TTeamMember>> {
      if (!isAdmin(actor)) return adminOnly();
      const member = await memberOf(actor, email);
      if (!member) return notOnTeam();
      if (member.deletedAt && !(await removedByOwnCompany(member))) {
        return failure('forbidden', TEAM_MESSAGES.deletedByStaff);
      }
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ deletedAt: null, deletedBy: null, updatedAt: clock.now() })
          .where(eq(users.id, member.id))
          .returning();
        await recordAdminAction(tx, actor, { action: 'team.restore', target: member.email });
        return success(toMember(row ?? member));
      });
    },
  };
}
