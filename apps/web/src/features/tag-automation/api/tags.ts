import { deleteTagEndpoint, type TTagRequest, updateTagEndpoint } from '@seller-tools/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/http';
import { invalidateReviews } from '../../../lib/query-keys';
import { createTag, invalidateTags } from '../../../lib/review-tags';
import { ruleKeys } from './keys';

/** PUT /api/review/tags/:tagId — rename or recolour. */
export async function updateTag(tagId: string, body: TTagRequest) {
  return unwrap(await call(updateTagEndpoint, { params: { tagId }, body })).data;
}

/** DELETE /api/review/tags/:tagId — the tag leaves every review, and its rules go with it. */
export async function deleteTag(tagId: string) {
  return unwrap(await call(deleteTagEndpoint, { params: { tagId } })).data;
}

function useRefreshTags() {
  const queryClient = useQueryClient();
  return async () => {
    await invalidateTags(queryClient);
    // Rules show their tag's name and colour; reviews show their tags.
    await queryClient.invalidateQueries({ queryKey: ruleKeys.all });
    await invalidateReviews(queryClient);
  };
}

export function useSaveTag() {
  const refresh = useRefreshTags();
  return useMutation({
    mutationFn: ({ tagId, body }: { tagId: string | null; body: TTagRequest }) =>
      tagId ? updateTag(tagId, body) : createTag(body),
    onSuccess: refresh,
  });
}

export function useDeleteTag() {
  const refresh = useRefreshTags();
  return useMutation({ mutationFn: deleteTag, onSuccess: refresh });
}
