import { bigserial, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';

// Who did what, when. login_name/login_email arrive with every client call (spec §7); they are never
// trusted for identity, only kept here beside the request they came with.
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: ts('at').notNull().defaultNow(),
    requestId: text('request_id').notNull(),
    method: text('method').notNull(),
    route: text('route').notNull(),
    statusCode: integer('status_code').notNull(),
    loginName: text('login_name'),
    loginEmail: text('login_email'),
    ip: text('ip'),
    detail: jsonb('detail'),
    /** The signed-in user who acted (admin actions), and what they did to whom. */
    actorId: uuid('actor_id'),
    action: text('action'),
    target: text('target'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_login_email_idx').on(t.loginEmail),
    index('audit_log_action_idx').on(t.action, t.at),
  ],
);
