import { systemBillingEndpoint } from '@seller-tools/contract';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { systemCatalogKeys } from './keys';

/** GET /api/system/billing: invoiced, paid and overdue across sellers (super-admin). */
export const useSystemBilling = (month: string | undefined) =>
  useEndpointQuery(systemCatalogKeys.billing(month), systemBillingEndpoint, {
    query: month ? { month } : {},
  });
