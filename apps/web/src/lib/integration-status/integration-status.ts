import {
  integrationStatusEndpoint,
  SIGNUP_STATUS_POLL_MS,
  type TIntegrationStatusItem,
} from '@seller-tools/contract';
import { useQuery } from '@tanstack/react-query';
import { integrationStatusKey } from '../current-store';
import { call, retryNetworkOnce, unwrap } from '../http';

/** GET /api/market/amazon/integration/status: each store the user may see, with its import stages. */
export async function fetchIntegrationStatus(signal?: AbortSignal): Promise<TIntegrationStatusItem[]> {
  const result = await call(
    integrationStatusEndpoint,
    { query: { moduleType: 'review' } },
    { signal, silent: true },
  );
  return unwrap(result).data;
}

/**
 * The import stages of one store, refreshed at the signup-status pace while a page shows them. An error
 * leaves the progress without stages; the page still says the import is running.
 */
export function useStoreImport(channelId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: integrationStatusKey,
    queryFn: ({ signal }) => fetchIntegrationStatus(signal),
    enabled,
    retry: retryNetworkOnce,
    refetchInterval: (query) => (query.state.status === 'error' ? false : SIGNUP_STATUS_POLL_MS),
    select: (items) =>
      items.find((item) => item.channel_id === channelId) ??
      items.find((item) => item.signup_step === 'importing') ??
      null,
  });
}
