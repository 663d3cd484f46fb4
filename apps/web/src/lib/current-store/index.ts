export { fetchCurrentStore, switchCurrentStore } from './current-store';
export { integrationStatusKey, invalidateStores, STORES_QUERY_ROOT } from './store-keys';
export { useStoreQuery } from './use-store-query';
