import { systemAuditEndpoint, type TSystemAuditQuery } from '@seller-tools/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, retryNetworkOnce, unwrap } from '../../../lib/http';
import { systemUserKeys } from './keys';

/** GET /api/system/audit: one page of the admin audit trail. */
export async function fetchAuditTrail(query: TSystemAuditQuery, signal?: AbortSignal) {
  const result = await call(systemAuditEndpoint, { query }, { signal, silent: true });
  return unwrap(result).data;
}

export function useAuditTrail(query: TSystemAuditQuery) {
  return useQuery({
    queryKey: systemUserKeys.audit(query),
    queryFn: ({ signal }) => fetchAuditTrail(query, signal),
    placeholderData: keepPreviousData,
    retry: retryNetworkOnce,
  });
}
