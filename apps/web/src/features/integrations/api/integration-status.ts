import { SIGNUP_STATUS_POLL_MS } from '@seller-tools/contract';
import { useQuery } from '@tanstack/react-query';
import { retryNetworkOnce } from '../../../lib/http';
import { fetchIntegrationStatus } from '../../../lib/integration-status';

/** The query key of GET /api/market/amazon/integration/status (shared with the import progress). */
export const integrationStatusKey = ['market', 'integration-status'] as const;

/** Every store the user may see with its status; refreshed while one of them is importing. */
export function useIntegrationStatus() {
  return useQuery({
    queryKey: integrationStatusKey,
    queryFn: ({ signal }) => fetchIntegrationStatus(signal),
    retry: retryNetworkOnce,
    refetchInterval: (query) =>
      query.state.data?.some((store) => store.signup_step === 'importing') ? SIGNUP_STATUS_POLL_MS : false,
  });
}
