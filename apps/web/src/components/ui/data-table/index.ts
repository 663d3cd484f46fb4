export { DataTable } from './data-table';
export { ListPager, type ListPagerProps } from './list-pager';
export { PagedQueryTable, type TPageOf } from './paged-query-table';
export type { TColumn, TSortDirection, TSortState } from './types';
export { usePagedSearch } from './use-paged-search';
export { localDateTime, whenColumn } from './when-column';
