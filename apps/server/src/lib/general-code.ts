import { and, eq, type SQL } from 'drizzle-orm';
import { CODE_CLASSES } from '../db/reference-data.ts';
import { channels, generalCode } from '../db/schema/index.ts';

/** Joins a store (`channels`) to its marketplace's general_code row (country code, name, Amazon domain). */
export const storeMarketplaceCode = and(
  eq(generalCode.class, CODE_CLASSES.marketplace),
  eq(generalCode.code, channels.marketplaceId),
) as SQL;

/** A general_code row's class, code, name and values as every API names them (value_1 … value_7). */
export function codeFields(row: typeof generalCode.$inferSelect) {
  return {
    class: row.class,
    code: row.code,
    name: row.name,
    value_1: row.value1,
    value_2: row.value2,
    value_3: row.value3,
    value_4: row.value4,
    value_5: row.value5,
    value_6: row.value6,
    value_7: row.value7,
  };
}
