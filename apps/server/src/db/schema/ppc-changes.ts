import { desc } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { channelId, createdAt, ts } from './columns.ts';

// Every change PPC Manager makes to Sponsored Products (issue 21): written as pending before Amazon is
// called, then applied, rejected (Amazon's code and message kept, or the guard rail that held it back),
// failed (Amazon not reached), or undone. The idempotency key makes a change exactly-once: a retried
// request or a resumed run finds its row instead of adding one.
export const ppcChanges = pgTable(
  'ppc_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: channelId(),
    profileId: text('profile_id').notNull(),
    /** PPC_ENTITY_TYPES. */
    entityType: text('entity_type').notNull(),
    /** Amazon's id; set on a create once Amazon has answered. */
    entityId: text('entity_id'),
    campaignId: text('campaign_id'),
    adGroupId: text('ad_group_id'),
    /** PPC_CHANGE_FIELDS. */
    field: text('field').notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value').notNull(),
    /** Currency of bid and budget values (integer minor units). */
    currency: text('currency'),
    /** PPC_CHANGE_SOURCES. */
    source: text('source').notNull(),
    ruleRunId: text('rule_run_id'),
    actorUserId: uuid('actor_user_id').references(() => users.id),
    reason: text('reason').notNull(),
    /** PPC_CHANGE_STATUSES. */
    status: text('status').notNull(),
    amazonCode: text('amazon_code'),
    amazonMessage: text('amazon_message'),
    /** PPC_GUARD_RAILS: ours, not Amazon's, when a guard rail held the change back. */
    guardRail: text('guard_rail'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Calls to Amazon made for this change; above 0 a resumed change is reconciled before sending. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    appliedAt: ts('applied_at'),
    undoneBy: uuid('undone_by'),
    undoOf: uuid('undo_of'),
  },
  (t) => [
    uniqueIndex('ppc_changes_idempotency_key').on(t.channelId, t.idempotencyKey),
    index('ppc_changes_log_idx').on(t.channelId, desc(t.createdAt), desc(t.id)),
    index('ppc_changes_entity_idx').on(t.channelId, t.entityType, t.entityId, t.createdAt),
    index('ppc_changes_rule_run_idx').on(t.channelId, t.ruleRunId),
  ],
);
