import type { generalCode } from '../db/schema/index.ts';

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
