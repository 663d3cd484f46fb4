import { SIGNUP_STATUS_POLL_MS } from '@seller-tools/contract';
import { useQuery } from '@tanstack/react-query';
import { retryNetworkOnce } from '../../../lib/http';
import { fetchIntegrationStatus } from '../../../lib/integration-status';
import { integrationKeys } from './keys';

/** Every store the user may see with its status; refreshed while one of them is importing. */
export function useIntegrationStatus() {
  return useQuery({
    queryKey: integrationKeys.status,
    queryFn: ({ signal }) => fetchIntegrationStatus(signal),
    retry: retryNetworkOnce,
    refetchInterval: (query) =>
      query.state.data?.some((store) => store.signup_step === 'importing') ? SIGNUP_STATUS_POLL_MS : false,
  });
}
