import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { companyRef, createdAt, ref, secretHashIndex, ts } from './columns.ts';

// A company admin's invitation (issue 17 M4): no account exists until the invitee opens the mailed link
// and chooses a password. Only the token's SHA-256 is stored. A row is written for every invitation the
// admin sends, also when the email already has an account somewhere: that owner gets a notice instead of
// a link (notice_only), and the admin's list shows the row like any other, so it reveals nothing.
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    invitedBy: ref('invited_by', () => users.id),
    /** Lower-cased. */
    email: text('email').notNull(),
    /** The name the admin typed: prefilled on the accept page, never put into a mail. */
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** Seller ids; null: every store. Least privilege: an empty list unless the admin picked. */
    accessChannelList: text('access_channel_list').array(),
    /** Team permissions; null: every permission. */
    permissions: text('permissions').array(),
    /** The email already had an account when invited: its owner got a notice, and no link was mailed. */
    noticeOnly: boolean('notice_only').notNull().default(false),
    expiresAt: ts('expires_at').notNull(),
    acceptedAt: ts('accepted_at'),
    revokedAt: ts('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    secretHashIndex('invitations', t.tokenHash),
    // The daily limits count a company's and an admin's recent invitations.
    index('invitations_company_created_idx').on(t.companyId, t.createdAt),
    index('invitations_invited_by_created_idx').on(t.invitedBy, t.createdAt),
  ],
);
