import { jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userRef } from './columns.ts';

// Per-user settings by name (GET/PUT /api/user/config), e.g. the favourite stores (favorite_channel).
export const userConfigs = pgTable(
  'user_configs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    name: text('name').notNull(),
    data: jsonb('data').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_configs_user_name_uq').on(t.userId, t.name)],
);
