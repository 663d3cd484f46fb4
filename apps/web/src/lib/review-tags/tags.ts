import { type TTag, type TTagRequest, ZTagListResponse, ZTagResponse } from '@seller-tools/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, retryNetworkOnce, unwrap } from '../http';

// The company's review tags: the Review Observer and the Ratings Tracker filter by them, tag automation
// edits them. One query key, so an edit anywhere refreshes every list.

export const TAGS_PATH = '/api/review/tags';
export const tagKeys = { all: ['review', 'tags'] as const };

/** GET /api/review/tags: every tag of the company with its review count. */
export async function fetchTags(signal?: AbortSignal): Promise<TTag[]> {
  const result = await http.get(TAGS_PATH, { signal, silent: true, schema: ZTagListResponse });
  return unwrap(result).data;
}

export function useTags() {
  return useQuery({
    queryKey: tagKeys.all,
    queryFn: ({ signal }) => fetchTags(signal),
    retry: retryNetworkOnce,
  });
}

/** POST /api/review/tags: a new tag of the company (also from a review's tag picker). */
export async function createTag(body: TTagRequest): Promise<TTag> {
  return unwrap(await http.post(TAGS_PATH, body, { schema: ZTagResponse })).data;
}

export function useCreateTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTag,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tagKeys.all }),
  });
}

/** Options for a tag select: value is the tag id. */
export function tagOptions(tags: readonly TTag[] | undefined): { value: string; label: string }[] {
  return (tags ?? []).map((tag) => ({ value: tag.tag_id, label: tag.name }));
}
