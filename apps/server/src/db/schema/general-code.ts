import { bigint, boolean, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

// Code lists behind GET /api/code/common (email domains, regions, marketplaces, …). The column names are
// the spec's code list item fields; operators edit them in System > General code.
export const generalCode = pgTable(
  'general_code',
  {
    id: serial('id').primaryKey(),
    class: text('class').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    value1: text('value_1'),
    value2: text('value_2'),
    value3: text('value_3'),
    value4: text('value_4'),
    value5: text('value_5'),
    value6: text('value_6'),
    value7: text('value_7'),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [uniqueIndex('general_code_class_code_uq').on(t.class, t.code)],
);

/**
 * A counter per reference table that processes cache (a trigger of migration 0012 bumps `general_code`'s
 * on every statement that changes it), read beside each request's session so a cache is never stale.
 */
export const referenceVersions = pgTable('reference_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
