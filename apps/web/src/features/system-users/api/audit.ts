import { systemAuditEndpoint, type TSystemAuditQuery } from '@seller-tools/contract';
import { call, unwrap } from '../../../lib/http';
import { usePagedQuery } from '../../../lib/paged-query';
import { systemUserKeys } from './keys';

/** GET /api/system/audit: one page of the admin audit trail. */
export async function fetchAuditTrail(query: TSystemAuditQuery, signal?: AbortSignal) {
  const result = await call(systemAuditEndpoint, { query }, { signal, silent: true });
  return unwrap(result).data;
}

export function useAuditTrail(query: TSystemAuditQuery) {
  return usePagedQuery(systemUserKeys.audit(query), (signal) => fetchAuditTrail(query, signal));
}
