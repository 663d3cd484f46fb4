export {
  KeysetButtons,
  KeysetPager,
  NEWER_OLDER,
  PREVIOUS_NEXT,
  type TKeysetPagerLabels,
} from './keyset-pager';
export { KeysetQueryTable, type TKeysetPage } from './keyset-query-table';
export { type TKeysetPages, useKeysetFilters, useKeysetPages } from './use-keyset-pages';
