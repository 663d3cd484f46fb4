import { type TBoardPost, type TBoardType, ZBoardListResponse } from '@seller-tools/contract';
import { useQuery } from '@tanstack/react-query';
import { http, isErrorEnvelope } from '../../../lib/http';

/** GET /api/board/{type}: the posts of a news board, newest first. Error answers show as no posts (§8). */
export function useBoard(type: TBoardType, enabled: boolean) {
  return useQuery({
    queryKey: ['board', type],
    queryFn: async ({ signal }): Promise<TBoardPost[]> => {
      const result = await http.get(`/api/board/${type}`, {
        signal,
        silent: true,
        schema: ZBoardListResponse,
      });
      return isErrorEnvelope(result) ? [] : result.data;
    },
    enabled,
  });
}
