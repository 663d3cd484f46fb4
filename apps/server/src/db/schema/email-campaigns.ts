import type { TCampaignBlock, TCampaignFilters, TCampaignList, TCampaignState } from '@seller-tools/contract';
import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { ref, timestamps, ts, userRef } from './columns.ts';

// Email campaigns (issue 24): a block document sent to one marketing list, narrowed by filters.
export const emailCampaigns = pgTable(
  'email_campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    state: text('state').$type<TCampaignState>().notNull().default('draft'),
    list: text('list').$type<TCampaignList>().notNull(),
    filters: jsonb('filters').$type<TCampaignFilters>().notNull(),
    blocks: jsonb('blocks').$type<TCampaignBlock[]>().notNull(),
    subject: text('subject').notNull().default(''),
    preheader: text('preheader').notNull().default(''),
    trackOpens: boolean('track_opens').notNull().default(true),
    trackClicks: boolean('track_clicks').notNull().default(true),
    /** When it goes (UTC); chosen by the sender in time_zone. */
    scheduledAt: ts('scheduled_at'),
    timeZone: text('time_zone').notNull().default('UTC'),
    /** The rendered HTML with {{placeholders}} per recipient, frozen when sending starts. */
    html: text('html'),
    sendingStartedAt: ts('sending_started_at'),
    sentAt: ts('sent_at'),
    createdBy: uuid('created_by').references(() => users.id),
    ...timestamps(),
  },
  (t) => [index('email_campaigns_due_idx').on(t.state, t.scheduledAt)],
);

// One row per campaign and user: written once when sending starts (the audience frozen), then each moves
// queued → sent or bounced exactly once, in the transaction that writes its outbox row, so a restart
// carries on with the queued ones and never mails anybody twice.
export const emailCampaignRecipients = pgTable(
  'email_campaign_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: ref('campaign_id', () => emailCampaigns.id, 'cascade'),
    userId: userRef(),
    email: text('email').notNull(),
    status: text('status', { enum: ['queued', 'sent', 'bounced', 'skipped'] })
      .notNull()
      .default('queued'),
    /** The outbox row id of its mail (the message id). */
    messageId: text('message_id'),
    error: text('error'),
    sentAt: ts('sent_at'),
    openedAt: ts('opened_at'),
    clickedAt: ts('clicked_at'),
    unsubscribedAt: ts('unsubscribed_at'),
  },
  (t) => [
    uniqueIndex('email_campaign_recipients_uq').on(t.campaignId, t.userId),
    index('email_campaign_recipients_queued_idx').on(t.campaignId, t.status),
  ],
);
