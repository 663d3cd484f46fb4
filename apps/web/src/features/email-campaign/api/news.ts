import {
  createBoardPostEndpoint,
  staffBoardListEndpoint,
  type TBoardType,
  type TCreateBoardPostRequest,
  type TUpdateBoardPostRequest,
  updateBoardPostEndpoint,
} from '@seller-tools/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/http';

// Query keys of the news authoring tab: one root per board.
export const newsKeys = {
  all: ['system', 'board'] as const,
  list: (type: TBoardType) => [...newsKeys.all, type] as const,
};

/** Every post of a board, drafts and unpublished ones too (staff). */
export function useStaffBoard(type: TBoardType) {
  return useQuery({
    queryKey: newsKeys.list(type),
    queryFn: async ({ signal }) =>
      unwrap(await call(staffBoardListEndpoint, { params: { type } }, { signal })).data,
  });
}

/** Writes a new post, or edits one (publish and unpublish are edits of `published`). */
export function useSaveBoardPost(type: TBoardType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      body,
    }: {
      id: string | null;
      body: TCreateBoardPostRequest | TUpdateBoardPostRequest;
    }) =>
      id
        ? unwrap(await call(updateBoardPostEndpoint, { params: { type, id }, body }))
        : unwrap(
            await call(createBoardPostEndpoint, { params: { type }, body: body as TCreateBoardPostRequest }),
          ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKeys.all }),
  });
}
