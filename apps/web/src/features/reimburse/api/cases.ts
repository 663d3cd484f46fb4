import { listCasesEndpoint, type TCaseState } from '@seller-tools/contract';
import { caseKeys } from '../../../components/cases/case-api';
import { useLoadMoreQuery } from '../../../lib/endpoint-query/load-more-query';

/** GET /api/reimburse/cases: the store's cases in these states, nearest deadline first, a page at a time. */
export const useStoreCases = (channelId: string | null, states: readonly TCaseState[]) =>
  useLoadMoreQuery(
    [...caseKeys.lists(), channelId ?? '', states] as const,
    listCasesEndpoint,
    { channel_id: channelId ?? '', state: states.join(',') },
    channelId !== null,
  );
