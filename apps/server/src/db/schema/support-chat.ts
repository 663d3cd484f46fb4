import { customType, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.ts';
import { createdAt, ref, ts } from './columns.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

// The support chat (issue 24): one conversation per company (its admins and the user who opened it see
// it), answered by staff from the inbox.
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for a visitor's conversation (public site, not signed in). */
    companyId: uuid('company_id').references(() => companies.id),
    openedBy: uuid('opened_by').references(() => users.id),
    /** A visitor's email: staff answers are mailed there. */
    visitorEmail: text('visitor_email'),
    /** sha256 of the visitor's unguessable token (kept in their browser); the token itself is never stored. */
    visitorTokenHash: text('visitor_token_hash'),
    status: text('status', { enum: ['open', 'pending', 'closed'] })
      .notNull()
      .default('open'),
    assignedTo: uuid('assigned_to').references(() => users.id),
    lastMessageAt: ts('last_message_at').notNull().defaultNow(),
    /** When someone of the company last had the chat open: staff replies after it are mailed. */
    userSeenAt: ts('user_seen_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_conversations_company_idx').on(t.companyId),
    uniqueIndex('support_conversations_visitor_token_uq').on(t.visitorTokenHash),
    index('support_conversations_last_idx').on(t.lastMessageAt),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: ref('conversation_id', () => supportConversations.id, 'cascade'),
    /** Null for a visitor's message. */
    authorId: uuid('author_id').references(() => users.id),
    fromStaff: text('from_staff', { enum: ['user', 'staff'] }).notNull(),
    body: text('body').notNull(),
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type'),
    attachmentSize: integer('attachment_size'),
    attachment: bytea('attachment'),
    createdAt: createdAt(),
  },
  (t) => [index('support_messages_conversation_idx').on(t.conversationId, t.createdAt)],
);
