import { bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns.ts';

// Every mail the product sends is written here first. With SMTP configured it is then delivered and
// marked sent; without SMTP it stays in the outbox, readable in development.
export type TOutboxAttachment = { filename: string; contentType: string; contentBase64: string };

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: createdAt(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Extra mail headers (a campaign's List-Unsubscribe and List-Unsubscribe-Post). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** Files sent with the message (a scheduled report), content base64: delivered from the row. */
    attachments: jsonb('attachments').$type<TOutboxAttachment[]>(),
    status: text('status', { enum: ['outbox', 'sent', 'failed'] }).notNull(),
    sentAt: ts('sent_at'),
    error: text('error'),
  },
  (t) => [index('email_outbox_to_idx').on(t.to, t.createdAt)],
);
