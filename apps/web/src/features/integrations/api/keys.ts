import { integrationStatusKey, STORES_QUERY_ROOT } from '../../../lib/current-store';

/** Query keys of the integrations page: the store reads it shows and refreshes (see lib/current-store). */
export const integrationKeys = {
  stores: STORES_QUERY_ROOT,
  status: integrationStatusKey,
};
