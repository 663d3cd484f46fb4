import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

// The support chat (issue 24): one conversation per company (its admins and the user who opened it see
// it), answered by staff from the inbox.
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    openedBy: uuid('opened_by')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ['open', 'pending', 'closed'] })
      .notNull()
      .default('open'),
    assignedTo: uuid('assigned_to').references(() => users.id),
    lastMessageAt: ts('last_message_at').notNull().defaultNow(),
    /** When someone of the company last had the chat open: staff replies after it are mailed. */
    userSeenAt: ts('user_seen_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('support_conversations_company_idx').on(t.companyId),
    index('support_conversations_last_idx').on(t.lastMessageAt),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    fromStaff: text('from_staff', { enum: ['user', 'staff'] }).notNull(),
    body: text('body').notNull(),
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type'),
    attachmentSize: integer('attachment_size'),
    attachment: bytea('attachment'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('support_messages_conversation_idx').on(t.conversationId, t.createdAt)],
);
