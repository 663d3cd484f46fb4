import {
  boardSeenEndpoint,
  boardUnseenEndpoint,
  listBoardPostsEndpoint,
  type TBoardPost,
  type TBoardType,
} from '@seller-tools/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
    // Each opening reads afresh: the "New" marks are the server's, relative to the last visit.
    staleTime: 0,
  });
}

/** How many posts came since the user last opened the board (the dot on "What's new?"); 0 on an error. */
export function useBoardUnseen(type: TBoardType) {
  return useQuery({
    queryKey: shellKeys.boardUnseen(type),
    queryFn: async ({ signal }): Promise<number> => {
      const result = await call(boardUnseenEndpoint, { params: { type } }, { signal, silent: true });
      return isErrorEnvelope(result) ? 0 : result.data.count;
    },
  });
}

/** The user has opened the board: the server moves their last-seen marker. */
export function useMarkBoardSeen(type: TBoardType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const result = await call(boardSeenEndpoint, { params: { type } }, { silent: true });
      return isErrorEnvelope(result) ? null : result.data.count;
    },
    onSuccess: (count) => {
      if (count !== null) queryClient.setQueryData(shellKeys.boardUnseen(type), count);
    },
  });
}
