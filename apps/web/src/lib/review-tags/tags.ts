import { createTagEndpoint, listTagsEndpoint, type TTag, type TTagRequest } from '@seller-tools/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { readData, useEndpointQuery } from '../endpoint-query';
import { call, unwrap } from '../http';

// The company's review tags: the Review Observer and the Ratings Tracker filter by them, tag automation
// edits them. One query key, so an edit anywhere refreshes every list.

export const tagKeys = { all: ['review', 'tags'] as const };

/** Refreshes every tag list (names, colours and review counts), whichever feature changed them. */
export function invalidateTags(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: tagKeys.all });
}

/** GET /api/review/tags: every tag of the company with its review count. */
export function fetchTags(signal?: AbortSignal): Promise<TTag[]> {
  return readData(listTagsEndpoint, {}, signal);
}

export function useTags() {
  return useEndpointQuery(tagKeys.all, listTagsEndpoint);
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
