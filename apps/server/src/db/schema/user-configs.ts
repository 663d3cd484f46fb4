import { jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps, userRef } from './columns.ts';

// Per-user settings by name (GET/PUT /api/user/config), e.g. the favourite stores (favorite_channel).
export const userConfigs = pgTable(
  'user_configs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    name: text('name').notNull(),
    data: jsonb('data').$type<unknown>(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('user_configs_user_name_uq').on(t.userId, t.name)],
);
