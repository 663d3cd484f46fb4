import { createTagEndpoint, listTagsEndpoint, type TTag, type TTagRequest } from '@seller-tools/contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, retryNetworkOnce, unwrap } from '../http';

// The company's review tags: the Review Observer and the Ratings Tracker filter by them, tag automation
// edits them. One query key, so an edit anywhere refreshes every list.

export const tagKeys = { all: ['review', 'tags'] as const };

/** Refreshes every tag list (names, colours and review counts), whichever feature changed them. */
export function invalidateTags(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: tagKeys.all });
}

/** GET /api/review/tags: every tag of the company with its review count. */
export async function fetchTags(signal?: AbortSignal): Promise<TTag[]> {
  return unwrap(await call(listTagsEndpoint, {}, { signal, silent: true })).data;
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
  return unwrap(await call(createTagEndpoint, { body })).data;
}

export function useCreateTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTag,
    onSuccess: () => invalidateTags(queryClient),
  });
}

/** Options for a tag select: value is the tag id. */
export function tagOptions(tags: readonly TTag[] | undefined): { value: string; label: string }[] {
  return (tags ?? []).map((tag) => ({ value: tag.tag_id, label: tag.name }));
}
