import { numeric, timestamp, uuid } from 'drizzle-orm/pg-core';
import { channels, companies, users } from './accounts.ts';

// Column builders the schema files share, so a column of one kind is declared the same way everywhere.
// Not exported from index.ts: it holds no table.

/** A point in time, always with its zone. */
export const ts = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => ts('created_at').notNull().defaultNow();
export const updatedAt = () => ts('updated_at').notNull().defaultNow();
/** When the sync engine last wrote the row. */
export const syncedAt = () => ts('synced_at').notNull().defaultNow();
/** The store (channel) a row belongs to. */
export const channelId = () =>
  uuid('channel_id')
    .notNull()
    .references(() => channels.id);
/** An amount of money in major units, two decimals. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
/** The user a row belongs to (or was made by). */
export const userRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id);
/** The company (tenant) a row belongs to. */
export const companyRef = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id);
