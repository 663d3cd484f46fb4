export {
  formatPageTitle,
  PageMetaCollectorContext,
  SITE_NAME,
  type TPageMeta,
  usePageMeta,
} from './use-page-meta';
