import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  integer,
  jsonb,
  numeric,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
/**
 * A row of an Amazon report that carries no id: its store and `row_key`, the row's identifying fields
 * plus its ordinal among identical rows of the same day (sync/report-rows.ts keyRows), unique together
 * (reportRowKeyIndex), so re-reading a report updates its rows instead of adding new ones.
 */
export const reportRowKey = () => ({ channelId: channelId(), rowKey: text('row_key').notNull() });
/** The unique index `<table>_key_uq` on a report row's store and key (reportRowKey). */
export const reportRowKeyIndex = (table: string, t: { channelId: AnyPgColumn; rowKey: AnyPgColumn }) =>
  uniqueIndex(`${table}_key_uq`).on(t.channelId, t.rowKey);
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
/** The user who made the row (nullable: the row outlives nothing, but older rows have no author). */
export const createdBy = () => uuid('created_by').references(() => users.id);
/** Who changed a settings row last (null until someone does) and when. */
export const lastEdit = () => ({
  updatedBy: uuid('updated_by').references(() => users.id),
  updatedAt: updatedAt(),
});
/** A single-use secret's life: when it expires, when it was spent (null until then) and when it was made. */
export const singleUse = () => ({
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: createdAt(),
});
/**
 * The unique index `<table>_<column>_uq` on a secret's hash (a token or an OAuth state: only its SHA-256
 * is stored, and a presented secret is looked up by it).
 */
export const secretHashIndex = (table: string, hash: AnyPgColumn) =>
  uniqueIndex(`${table}_${hash.name}_uq`).on(hash);
/** When a run started (the row is made as it starts) and finished (null while it runs). */
export const runTimes = () => ({
  startedAt: ts('started_at').notNull().defaultNow(),
  finishedAt: ts('finished_at'),
});

// Money with its currency, keyed by the caller since each table names its amount after what it is.
/** An amount in major units and its currency, both as Amazon sends them (either may be missing). */
export const priceIn = <K extends string>(key: K, name: string) => {
  const amount = money(name);
  const currency = text('currency');
  return { [key]: amount, currency } as Record<K, typeof amount> & { currency: typeof currency };
};
/** A required amount in integer minor units and its required currency code (money we bill or claim). */
export const minorAmount = <K extends string>(key: K, name: string) => {
  const amount = integer(name).notNull();
  const currency = text('currency').notNull();
  return { [key]: amount, currency } as Record<K, typeof amount> & { currency: typeof currency };
};

/** An Ads entity's place in the account: its ad group and campaign (Amazon's ids, as text). */
export const inAdGroup = () => ({
  adGroupId: text('ad_group_id').notNull(),
  campaignId: text('campaign_id').notNull(),
});
/**
 * What an Ads metrics row counts: impressions, clicks and their cost, then the orders (purchases) and
 * sales attributed to the clicks within 1, 7, 14 and 30 days (null where the report left them out).
 */
export const adsMetrics = () => ({
  impressions: integer('impressions').notNull(),
  clicks: integer('clicks').notNull(),
  cost: money('cost').notNull(),
  purchases1d: integer('purchases_1d'),
  purchases7d: integer('purchases_7d'),
  purchases14d: integer('purchases_14d'),
  purchases30d: integer('purchases_30d'),
  sales1d: money('sales_1d'),
  sales7d: money('sales_7d'),
  sales14d: money('sales_14d'),
  sales30d: money('sales_30d'),
});
