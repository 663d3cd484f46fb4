import type { TWebhookFormat } from '@seller-tools/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './accounts.ts';
import { ref, timestamps, ts } from './columns.ts';

// Outgoing webhooks (issue 25): a company's endpoints and one delivery row per (endpoint, event). The
// unique event key is what keeps an event from being sent to an endpoint twice, however often it is
// published or its job runs.
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: ref('company_id', () => companies.id, 'cascade'),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    eventTypes: jsonb('event_types').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** The signing secret, sealed with the product's secret box (lib/secret-box.ts): we must sign with it. */
    secretEnc: text('secret_enc').notNull(),
    /** json: our signed event; slack: a message Slack's incoming webhooks accept (TWebhookFormat). */
    format: text('format').$type<TWebhookFormat>().notNull().default('json'),
    enabled: boolean('enabled').notNull().default(true),
    ...timestamps(),
  },
  (t) => [index('webhook_endpoints_company_idx').on(t.companyId)],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: ref('endpoint_id', () => webhookEndpoints.id, 'cascade'),
    eventType: text('event_type').notNull(),
    /** What the event is about (e.g. `review.new:<store>:<review id>`): unique per endpoint. */
    eventKey: text('event_key').notNull(),
    /** The body sent, fixed when the event is published so every attempt sends the same bytes. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** pending → sending → delivered, or → retrying → … → failed. */
    status: text('status')
      .$type<'pending' | 'sending' | 'retrying' | 'delivered' | 'failed'>()
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseCode: integer('response_code'),
    lastError: text('last_error'),
    /** When an attempt took the row (a worker that died mid-attempt leaves it; it is taken again later). */
    claimedAt: ts('claimed_at'),
    nextAttemptAt: ts('next_attempt_at'),
    deliveredAt: ts('delivered_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_endpoint_event_uq').on(t.endpointId, t.eventKey),
    index('webhook_deliveries_endpoint_created_idx').on(t.endpointId, t.createdAt),
  ],
);
