export { DataTable } from './data-table';
export { ListPager, type ListPagerProps } from './list-pager';
export type { TColumn, TSortDirection, TSortState } from './types';
