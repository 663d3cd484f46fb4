import {
  caseBulkFileEndpoint,
  caseQueueEndpoint,
  type TCaseBulkFileBody,
  type TCaseQueueQuery,
} from '@seller-tools/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { caseKeys } from '../../../components/cases/case-api';
import { callData } from '../../../lib/endpoint-query/call-data';
import { useLoadMoreQuery } from '../../../lib/endpoint-query/load-more-query';

/** The queue's filters as the page holds them (the query string the contract reads). */
export type TQueueFilters = Omit<TCaseQueueQuery, 'cursor' | 'limit'>;

export const queueKeys = {
  queue: (filters: TQueueFilters) => [...caseKeys.lists(), 'queue', filters] as const,
};

/** GET /api/reimburse/case-manager/cases: every enrolled seller's cases, urgent deadlines first. */
export const useCaseQueue = (filters: TQueueFilters) =>
  useLoadMoreQuery(queueKeys.queue(filters), caseQueueEndpoint, filters);

/** POST /api/reimburse/case-manager/cases/file: several ready cases filed, each with its Amazon case id. */
export function useBulkFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TCaseBulkFileBody) => callData(caseBulkFileEndpoint, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: caseKeys.all }),
  });
}
