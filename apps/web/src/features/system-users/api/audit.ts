import { systemAuditEndpoint, type TSystemAuditQuery } from '@seller-tools/contract';
import { readData } from '../../../lib/endpoint-query';
import { usePagedQuery } from '../../../lib/paged-query';
import { systemUserKeys } from './keys';

/** GET /api/system/audit: one page of the admin audit trail. */
export function fetchAuditTrail(query: TSystemAuditQuery, signal?: AbortSignal) {
  return readData(systemAuditEndpoint, { query }, signal);
}

export function useAuditTrail(query: TSystemAuditQuery) {
  return usePagedQuery(systemUserKeys.audit(query), (signal) => fetchAuditTrail(query, signal));
}
