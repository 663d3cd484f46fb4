import {
  ROLES,
  SYSTEM_USER_ACTIONS,
  SYSTEM_USER_MESSAGES,
  type TSystemRoleChangeRequest,
  type TSystemUser,
  type TSystemUserDeleteAction,
} from '@seller-tools/contract';
import { eq } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { recordAdminAction } from '../../lib/admin-audit.ts';
import type { TActor } from '../../lib/auth.ts';
import type { TClock } from '../../lib/clock.ts';
import { failure, type Outcome, success } from '../../lib/outcome.ts';
import { revokeSessionsOf } from '../../lib/revoke-sessions.ts';
import { findSystemUser, lockLiveSuperAdmins, lockUser, type TLockedUser } from './admin-users.repo.ts';

export type TAdminUsersDeps = { db: TDb; clock: TClock };

/** Deleting, restoring and re-roling any user (super-admin), each recorded in the audit trail. */
export function createAdminUsersService({ db, clock }: TAdminUsersDeps) {
  return {
    /**
     * A delete stamps deleted_at and revokes every session of the user in the same transaction, so the
     * next request with any of their tokens is a 401. A restore clears deleted_at; old sessions stay revoked.
     */
    async setDeleted(
      actor: TActor,
      userId: string,
      action: TSystemUserDeleteAction,
    ): Promise<Outcome<TSystemUser>> {
      const actorId = actor.userId;
      return changeLocked(userId, true, async (tx, target, superAdmins) => {
        if (action === 'restore') {
          if (!target.deletedAt) return failure('conflict', SYSTEM_USER_MESSAGES.notDeleted);
          await tx
            .update(users)
            .set({ deletedAt: null, deletedBy: null, updatedAt: clock.now() })
            .where(eq(users.id, userId));
        } else {
          if (target.deletedAt) return failure('conflict', SYSTEM_USER_MESSAGES.alreadyDeleted);
          if (superAdmins.length === 1 && superAdmins[0] === target.id)
            return failure('conflict', SYSTEM_USER_MESSAGES.lastSuperAdmin);
          if (target.id === actorId) return failure('conflict', SYSTEM_USER_MESSAGES.deleteSelf);
          const now = clock.now();
          // Recorded so a company admin cannot undo staff's removal (issue 17).
          await tx
            .update(users)
            .set({ deletedAt: now, deletedBy: actorId, updatedAt: now })
            .where(eq(users.id, userId));
          await revokeSessionsOf(tx, userId, now);
        }
        await recordAdminAction(tx, actor, {
          action: action === 'delete' ? SYSTEM_USER_ACTIONS.userDelete : SYSTEM_USER_ACTIONS.userRestore,
          target: userId,
          detail: { email: target.email },
        });
        return success(true);
      });
    },

    /** Grants or revokes one role; the last live super-admin keeps theirs, and nobody revokes their own. */
    async changeRole(
      actor: TActor,
      userId: string,
      change: TSystemRoleChangeRequest,
    ): Promise<Outcome<TSystemUser>> {
      const actorId = actor.userId;
      return changeLocked(userId, change.role === ROLES.superAdmin, async (tx, target, superAdmins) => {
        if (target.deletedAt) return failure('conflict', SYSTEM_USER_MESSAGES.deletedUserRoles);
        const holds = target.roles.includes(change.role);
        let roles: string[];
        if (change.action === 'grant') {
          if (holds) return failure('conflict', SYSTEM_USER_MESSAGES.alreadyHeld);
          roles = [...target.roles, change.role];
        } else {
          if (!holds) return failure('conflict', SYSTEM_USER_MESSAGES.notHeld);
          if (change.role === ROLES.superAdmin) {
            if (superAdmins.length <= 1) return failure('conflict', SYSTEM_USER_MESSAGES.lastSuperAdmin);
            if (target.id === actorId) return failure('conflict', SYSTEM_USER_MESSAGES.revokeOwnSuperAdmin);
          }
          roles = target.roles.filter((r) => r !== change.role);
        }
        await tx.update(users).set({ roles, updatedAt: clock.now() }).where(eq(users.id, userId));
        await recordAdminAction(tx, actor, {
          action: change.action === 'grant' ? SYSTEM_USER_ACTIONS.roleGrant : SYSTEM_USER_ACTIONS.roleRevoke,
          target: userId,
          detail: { email: target.email, role: change.role },
        });
        return success(true);
      });
    },
  };

  /**
   * Runs `change` in one transaction on the target's locked row (and, when asked, the live super-admins'
   * locked first); a user that does not exist is a 404. On success it answers the user as they now are.
   */
  async function changeLocked(
    userId: string,
    lockSuperAdmins: boolean,
    change: (tx: TTx, target: TLockedUser, superAdmins: string[]) => Promise<Outcome<boolean>>,
  ): Promise<Outcome<TSystemUser>> {
    const outcome = await db.transaction(async (tx) => {
      const superAdmins = lockSuperAdmins ? await lockLiveSuperAdmins(tx) : [];
      const target = await lockUser(tx, userId);
      if (!target) return failure('not-found', SYSTEM_USER_MESSAGES.notFound);
      return change(tx, target, superAdmins);
    });
    return outcome.ok ? loaded(userId) : outcome;
  }

  async function loaded(userId: string): Promise<Outcome<TSystemUser>> {
    const user = await findSystemUser(db, userId);
    return user ? success(user) : failure('not-found', SYSTEM_USER_MESSAGES.notFound);
  }
}
