import { type TTagRequest, ZDeletedResponse, ZTagResponse } from '@seller-tools/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, unwrap } from '../../../lib/http';
import { TAGS_PATH, tagKeys } from '../../../lib/review-tags';
import { ruleKeys } from './tag-rules';

export function tagPath(tagId: string): string {
  return `${TAGS_PATH}/${encodeURIComponent(tagId)}`;
}

/** POST /api/review/tags */
export async function createTag(body: TTagRequest) {
  return unwrap(await http.post(TAGS_PATH, body, { schema: ZTagResponse })).data;
}

/** PUT /api/review/tags/:tagId — rename or recolour. */
export async function updateTag(tagId: string, body: TTagRequest) {
  return unwrap(await http.put(tagPath(tagId), body, { schema: ZTagResponse })).data;
}

/** DELETE /api/review/tags/:tagId — the tag leaves every review, and its rules go with it. */
export async function deleteTag(tagId: string) {
  return unwrap(await http.delete(tagPath(tagId), undefined, { schema: ZDeletedResponse })).data;
}

function useRefreshTags() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: tagKeys.all });
    // Rules show their tag's name and colour; reviews show their tags.
    await queryClient.invalidateQueries({ queryKey: ruleKeys.all });
    await queryClient.invalidateQueries({ queryKey: ['review', 'reviews'] });
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
