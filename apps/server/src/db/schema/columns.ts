import { sql } from 'drizzle-orm';
import { type AnyPgColumn, jsonb, numeric, timestamp, uuid } from 'drizzle-orm/pg-core';
import { channels, companies, users } from './accounts.ts';

// Column builders the schema files share, so a column of one kind is declared the same way everywhere.
// Not exported from index.ts: it holds no table.

/** A point in time, always with its zone. */
export const ts = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => ts('created_at').notNull().defaultNow();
export const updatedAt = () => ts('updated_at').notNull().defaultNow();
/** When the row was made and last changed. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
/** When the sync engine last wrote the row. */
export const syncedAt = () => ts('synced_at').notNull().defaultNow();
/** A required link to another row's id; with 'cascade' the row goes when the one it points at does. */
export const ref = (name: string, target: () => AnyPgColumn, onDelete?: 'cascade') =>
  uuid(name)
    .notNull()
    .references(target, onDelete ? { onDelete } : {});
/** The store (channel) a row belongs to. */
export const channelId = () => ref('channel_id', () => channels.id);
/** An amount of money in major units, two decimals. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
/** A length in inches, two decimals. */
export const inches = (name: string) => numeric(name, { precision: 10, scale: 2 });
/** A weight in pounds, three decimals. */
export const pounds = (name: string) => numeric(name, { precision: 10, scale: 3 });
/** A product's true size and weight, as `products` and the seller's own settings keep them. */
export const dimensions = () => ({
  lengthIn: inches('length_in'),
  widthIn: inches('width_in'),
  heightIn: inches('height_in'),
  weightLb: pounds('weight_lb'),
});
/** A JSON object that starts empty. */
export const jsonObject = (name: string) => jsonb(name).notNull().default(sql`'{}'::jsonb`);
/** The user a row belongs to (or was made by). */
export const userRef = () => ref('user_id', () => users.id);
/** The company (tenant) a row belongs to. */
export const companyRef = () => ref('company_id', () => companies.id);
