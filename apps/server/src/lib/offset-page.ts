import type { PgSelect } from 'drizzle-orm/pg-core';

/** A 1-based page number and its size, as the paged list endpoints take them. */
export type TOffsetPageQuery = { page: number; page_size: number };

/** One page of a list, with the total of all it holds for the pager. */
export type TOffsetPage<T> = { items: T[]; total: number; page: number; page_size: number };

/**
 * One page of a list, read beside its count: `rows` is the filtered and ordered select (built with
 * `$dynamic()`), cut here to the page; `counted` counts every row the same filter matches, as `n`.
 */
export async function readOffsetPage<TSelect extends PgSelect, TItem>(
  query: TOffsetPageQuery,
  rows: TSelect,
  counted: PromiseLike<{ n: number }[]>,
  toItem: (row: TSelect['_']['result'][number]) => TItem,
): Promise<TOffsetPage<TItem>> {
  const [found, [total]] = await Promise.all([
    rows.limit(query.page_size).offset((query.page - 1) * query.page_size),
    counted,
  ]);
  return {
    items: found.map(toItem),
    total: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}
