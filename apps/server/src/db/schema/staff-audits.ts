import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sessions, users } from './accounts.ts';
import { companyRef, ref, ts } from './columns.ts';

// Audit mode (spec §3 user info isAuditing; issue 20): a staff member (super-admin, case-manager,
// reimbursement-admin) opens a seller's reimbursement line read-only from one signed-in session. Who,
// which company, from when to when; and every request made while auditing.

export const staffAudits = pgTable(
  'staff_audits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffUserId: ref('staff_user_id', () => users.id),
    /** The session that audits: audit mode ends with it (sign-out; null once the session is gone). */
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    companyId: companyRef(),
    /** The store the staff member looks at, chosen in the store switcher while auditing. */
    sellerId: text('seller_id'),
    marketplaceId: text('marketplace_id'),
    startedAt: ts('started_at').notNull().defaultNow(),
    endedAt: ts('ended_at'),
  },
  (t) => [
    // One open audit per session.
    uniqueIndex('staff_audits_open_session_idx').on(t.sessionId).where(sql`${t.endedAt} is null`),
    index('staff_audits_company_idx').on(t.companyId, t.startedAt),
    index('staff_audits_staff_idx').on(t.staffUserId, t.startedAt),
  ],
);

/** Every request answered while auditing: the page or endpoint, when, and how it was answered. */
export const staffAuditViews = pgTable(
  'staff_audit_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    auditId: ref('audit_id', () => staffAudits.id, 'cascade'),
    at: ts('at').notNull().defaultNow(),
    method: text('method').notNull(),
    /** The route pattern, e.g. /api/reimburse/findings. */
    route: text('route').notNull(),
    /** The path with its query, e.g. /api/reimburse/findings?channel_id=…&kind=short-received. */
    path: text('path').notNull(),
    /** The web page the call was made from, when the client said (x-page-path). */
    page: text('page'),
    statusCode: integer('status_code').notNull(),
  },
  (t) => [index('staff_audit_views_audit_idx').on(t.auditId, t.at)],
);
