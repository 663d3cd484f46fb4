import {
  INVITATION_TTL_DAYS,
  INVITATIONS_PER_ADMIN_PER_DAY,
  INVITATIONS_PER_COMPANY_PER_DAY,
  PUBLIC_ROUTES,
  TEAM_MESSAGES,
  type TInvitationPreview,
  type TPendingInvitation,
} from '@seller-tools/contract';
import { and, count, desc, eq, gt, isNull, min, type SQL, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { companies, invitations, users } from '../../db/schema/index.ts';
import { recordAdminAction } from '../../lib/admin-audit.ts';
import type { TActor, TAuth } from '../../lib/auth.ts';
import { failure, type Outcome, success, type TFailure } from '../../lib/outcome.ts';
import { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword } from '../../lib/passwords.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import type { TMailMessage } from '../../mail/mailer.ts';
import { areCompanyStores } from './company-stores.ts';
import { existingAccountNotice, invitationMail } from './invitation-mail.ts';
import type { TTeamDeps } from './team.service.ts';

const DAY_MS = 24 * 60 * 60_000;
const INVITATION_TTL_MS = INVITATION_TTL_DAYS * DAY_MS;
/** Invitation or notice mails one address gets in 24 hours, from all companies together. */
export const MAILS_PER_ADDRESS_PER_DAY = 3;

const adminOnly = () => failure('forbidden', TEAM_MESSAGES.adminOnly);
const gone = () => failure('not-found', TEAM_MESSAGES.invitationGone);
const invalidLink = () => failure('not-found', TEAM_MESSAGES.invitationInvalid);

type TInvitationRow = typeof invitations.$inferSelect;
type TInvite = {
  email: string;
  name: string;
  access_channel_list: string[] | null;
  permissions: string[] | null;
};

function toPending(row: TInvitationRow, inviterName: string): TPendingInvitation {
  return {
    invitation_id: row.id,
    email: row.email,
    name: row.name,
    access_channel_list: row.accessChannelList,
    permissions: row.permissions,
    invited_by: inviterName,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

/**
 * Team invitations (issue 17 M4). An admin's invitation is a row and a mailed link; the account is created
 * only when the invitee accepts. Every email gets the same answer: an address that already has an account
 * (in any company) gets a notice instead of a link, and its row looks like any other in the admin's list.
 * Every send (new or again) counts against per-admin and per-company limits over the last 24 hours.
 */
export function createInvitationsService({ db, clock, mailer, publicUrl }: TTeamDeps) {
  const base = publicUrl.replace(/\/$/, '');

  /** Refuses a send over a daily limit; the caller holds the company's invitation lock. */
  async function overLimit(tx: TDbOrTx, actor: TAuth, now: Date): Promise<TFailure | null> {
    const since = new Date(now.getTime() - DAY_MS);
    const windowOf = async (where: SQL | undefined) => {
      const [row] = await tx
        .select({ n: count(), oldest: min(invitations.createdAt) })
        .from(invitations)
        .where(where);
      return { n: row?.n ?? 0, oldest: row?.oldest ?? now };
    };
    // When the oldest send in the window leaves it, one more fits.
    const retryAfter = (oldest: Date) =>
      Math.max(1, Math.ceil((oldest.getTime() + DAY_MS - now.getTime()) / 1000));
    const mine = await windowOf(
      and(eq(invitations.invitedBy, actor.userId), gt(invitations.createdAt, since)),
    );
    if (mine.n >= INVITATIONS_PER_ADMIN_PER_DAY) {
      return failure('rate-limited', TEAM_MESSAGES.adminDailyLimit, {
        retryAfterSeconds: retryAfter(mine.oldest),
      });
    }
    const company = await windowOf(
      and(eq(invitations.companyId, actor.companyId), gt(invitations.createdAt, since)),
    );
    if (company.n >= INVITATIONS_PER_COMPANY_PER_DAY) {
      return failure('rate-limited', TEAM_MESSAGES.companyDailyLimit, {
        retryAfterSeconds: retryAfter(company.oldest),
      });
    }
    return null;
  }

  /**
   * One send: a new row (a pending one for the same email in the company is replaced) and its mail, in
   * one transaction under the company's lock, so parallel sends cannot pass the limits together.
   */
  async function send(actor: TActor, input: TInvite, action: string): Promise<Outcome<null>> {
    const now = clock.now();
    const result = await db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`invitations:${actor.companyId}`}, 0))`,
      );
      const refused = await overLimit(tx, actor, now);
      if (refused) return refused;
      const [existing] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, input.email))
        .limit(1);
      await tx
        .update(invitations)
        .set({ revokedAt: now })
        .where(
          and(
            eq(invitations.companyId, actor.companyId),
            eq(invitations.email, input.email),
            isNull(invitations.acceptedAt),
            isNull(invitations.revokedAt),
          ),
        );
      // Sends to this address from any company in the last day: past the cap the row is still written
      // and the answer is the same, but no more mail goes out (no company can flood one inbox).
      const [toAddress] = await tx
        .select({ n: count() })
        .from(invitations)
        .where(
          and(
            eq(invitations.email, input.email),
            gt(invitations.createdAt, new Date(now.getTime() - DAY_MS)),
          ),
        );
      const mailsAddress = (toAddress?.n ?? 0) < MAILS_PER_ADDRESS_PER_DAY;
      const token = randomToken();
      await tx.insert(invitations).values({
        companyId: actor.companyId,
        invitedBy: actor.userId,
        email: input.email,
        name: input.name,
        tokenHash: sha256(token),
        accessChannelList: input.access_channel_list,
        permissions: input.permissions,
        noticeOnly: existing !== undefined,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
        createdAt: now,
      });
      await recordAdminAction(tx, actor, {
        action,
        target: input.email,
        detail: { access_channel_list: input.access_channel_list, permissions: input.permissions },
      });
      // Fixed text only: the admin's words (the name) never reach the mail.
      const mail: TMailMessage = existing
        ? {
            to: input.email,
            subject: TEAM_MESSAGES.noticeSubject,
            text: existingAccountNotice({
              companyName: actor.companyName,
              signInUrl: `${base}${PUBLIC_ROUTES.login}`,
            }),
          }
        : {
            to: input.email,
            subject: TEAM_MESSAGES.invitationSubject,
            text: invitationMail({
              companyName: actor.companyName,
              acceptUrl: `${base}${PUBLIC_ROUTES.acceptInvitation}?token=${encodeURIComponent(token)}`,
            }),
          };
      if (!mailsAddress) return { ok: true as const, queued: null };
      // Queued in the transaction: the row and its mail commit together, or neither does.
      return { ok: true as const, queued: { mail, id: await mailer.queue(mail, tx) } };
    });
    if (!result.ok) return result;
    // SMTP delivery only after the commit: a failed delivery stays in the outbox as `failed`.
    if (result.queued) await mailer.deliver(result.queued.id, result.queued.mail);
    return success(null);
  }

  /** A pending invitation of the caller's company, or null (another company's answers the same). */
  async function pendingOf(auth: TAuth, id: string): Promise<TInvitationRow | null> {
    const [row] = await db
      .select()
      .from(invitations)
      .where(
        and(
          eq(invitations.id, id),
          eq(invitations.companyId, auth.companyId),
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /**
   * A link's invitation while it can still be accepted; notice rows never can (no link was mailed). An
   * invitation dies with its inviter's authority: one whose admin was removed or demoted since no longer
   * works.
   */
  async function acceptable(tx: TDbOrTx, token: string, now: Date, lock: boolean) {
    const query = tx
      .select({ invitation: invitations, companyName: companies.name })
      .from(invitations)
      .innerJoin(companies, eq(companies.id, invitations.companyId))
      .innerJoin(
        users,
        and(
          eq(users.id, invitations.invitedBy),
          eq(users.companyId, invitations.companyId),
          eq(users.isCompanyAdmin, true),
          isNull(users.deletedAt),
        ),
      )
      .where(
        and(
          eq(invitations.tokenHash, sha256(token)),
          eq(invitations.noticeOnly, false),
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
          gt(invitations.expiresAt, now),
        ),
      )
      .limit(1);
    const [row] = lock ? await query.for('update', { of: invitations }) : await query;
    return row ?? null;
  }

  return {
    async invite(actor: TActor, input: TInvite): Promise<Outcome<null>> {
      if (!actor.isCompanyAdmin) return adminOnly();
      if (!(await areCompanyStores(db, actor.companyId, input.access_channel_list))) {
        return failure('invalid', TEAM_MESSAGES.unknownStore);
      }
      return send(actor, input, 'team.invite');
    },

    async list(auth: TAuth): Promise<Outcome<{ invitations: TPendingInvitation[] }>> {
      if (!auth.isCompanyAdmin) return adminOnly();
      const rows = await db
        .select({ invitation: invitations, inviterName: users.name })
        .from(invitations)
        .innerJoin(users, eq(users.id, invitations.invitedBy))
        .where(
          and(
            eq(invitations.companyId, auth.companyId),
            isNull(invitations.acceptedAt),
            isNull(invitations.revokedAt),
          ),
        )
        .orderBy(desc(invitations.createdAt), invitations.id)
        .limit(200);
      return success({ invitations: rows.map((r) => toPending(r.invitation, r.inviterName)) });
    },

    async revoke(actor: TActor, id: string): Promise<Outcome<null>> {
      if (!actor.isCompanyAdmin) return adminOnly();
      const row = await pendingOf(actor, id);
      if (!row) return gone();
      await db.transaction(async (tx) => {
        await tx.update(invitations).set({ revokedAt: clock.now() }).where(eq(invitations.id, row.id));
        await recordAdminAction(tx, actor, { action: 'team.invitation.revoke', target: row.email });
      });
      return success(null);
    },

    /** A new link for the same email and access; the old row is replaced, so the old link stops working. */
    async resend(actor: TActor, id: string): Promise<Outcome<null>> {
      if (!actor.isCompanyAdmin) return adminOnly();
      const row = await pendingOf(actor, id);
      if (!row) return gone();
      // The access was checked when the invitation was made; a store disconnected since is dropped.
      const stores = row.accessChannelList;
      const still = stores === null || (await areCompanyStores(db, actor.companyId, stores)) ? stores : [];
      return send(
        actor,
        { email: row.email, name: row.name, access_channel_list: still, permissions: row.permissions },
        'team.invitation.resend',
      );
    },

    async preview(token: string): Promise<Outcome<TInvitationPreview>> {
      const row = await acceptable(db, token, clock.now(), false);
      if (!row) return invalidLink();
      return success({
        email: row.invitation.email,
        name: row.invitation.name,
        company_name: row.companyName,
        expires_at: row.invitation.expiresAt.toISOString(),
      });
    },

    /** Creates the account: verified (the mailed link proved the address), with the invitation's access. */
    async accept(input: {
      token: string;
      name: string;
      password: string;
    }): Promise<Outcome<{ email: string }>> {
      const now = clock.now();
      // A dead or made-up link costs no password hash (anonymous callers must not buy argon2 work).
      if (!(await acceptable(db, input.token, now, false))) return invalidLink();
      if (isCommonPassword(input.password)) return failure('invalid', COMMON_PASSWORD_MESSAGE);
      const passwordHash = await hashPassword(input.password);
      try {
        return await db.transaction(async (tx): Promise<Outcome<{ email: string }>> => {
          // Again, locked: a parallel accept of the same link waits here and then finds it spent.
          const row = await acceptable(tx, input.token, now, true);
          if (!row) return invalidLink();
          const { invitation } = row;
          await tx.insert(users).values({
            companyId: invitation.companyId,
            email: invitation.email,
            userName: invitation.email,
            name: input.name,
            passwordHash,
            emailVerifiedAt: now,
            signupStep: 'done',
            accessChannelList: invitation.accessChannelList,
            permissions: invitation.permissions,
            invitedBy: invitation.invitedBy,
            createdAt: now,
            updatedAt: now,
          });
          await tx.update(invitations).set({ acceptedAt: now }).where(eq(invitations.id, invitation.id));
          return success({ email: invitation.email });
        });
      } catch (err) {
        // The address got an account since (a sign-up, another company's invitation): its owner signs in.
        if (isUniqueViolation(err)) return failure('conflict', TEAM_MESSAGES.emailTaken);
        throw err;
      }
    },
  };
}
