import { listBoardPostsEndpoint, type TBoardPost, type TBoardType } from '@seller-tools/contract';
import { useQuery } from '@tanstack/react-query';
import { call, isErrorEnvelope } from '../../../lib/http';
import { shellKeys } from './keys';

/** GET /api/board/{type}: the posts of a news board, newest first. Error answers show as no posts (§8). */
export function useBoard(type: TBoardType, enabled: boolean) {
  return useQuery({
    queryKey: shellKeys.board(type),
    queryFn: async ({ signal }): Promise<TBoardPost[]> => {
      const result = await call(listBoardPostsEndpoint, { params: { type } }, { signal, silent: true });
      return isErrorEnvelope(result) ? [] : result.data;
    },
    enabled,
  });
}
