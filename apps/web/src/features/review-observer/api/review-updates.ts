import {
  reviewNoteEndpoint,
  reviewStatusEndpoint,
  reviewTagsEndpoint,
  type TReviewStatus,
} from '@seller-tools/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/http';
import { invalidateTags } from '../../../lib/review-tags';
import { reviewKeys } from './keys';

// The seller's workflow on one review: status, notes, tags. Each refreshes the review and the lists.

/** PUT /api/review/reviews/:reviewId/status */
export async function saveReviewStatus(channelId: string, reviewId: string, status: TReviewStatus) {
  const result = await call(reviewStatusEndpoint, {
    params: { reviewId },
    body: { channel_id: channelId, status },
  });
  return unwrap(result).data;
}

/** POST /api/review/reviews/:reviewId/notes */
export async function addReviewNote(channelId: string, reviewId: string, text: string) {
  const result = await call(reviewNoteEndpoint, {
    params: { reviewId },
    body: { channel_id: channelId, text },
  });
  return unwrap(result).data;
}

/** PUT /api/review/reviews/:reviewId/tags — replaces the review's tags. */
export async function saveReviewTags(channelId: string, reviewId: string, tagIds: string[]) {
  const result = await call(reviewTagsEndpoint, {
    params: { reviewId },
    body: { channel_id: channelId, tag_ids: tagIds },
  });
  return unwrap(result).data;
}

function useRefresh(channelId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: reviewKeys.lists(channelId) });
}

export function useReviewStatus(channelId: string, reviewId: string) {
  const refresh = useRefresh(channelId);
  return useMutation({
    mutationFn: (status: TReviewStatus) => saveReviewStatus(channelId, reviewId, status),
    onSuccess: refresh,
  });
}

export function useAddNote(channelId: string, reviewId: string) {
  const refresh = useRefresh(channelId);
  return useMutation({
    mutationFn: (text: string) => addReviewNote(channelId, reviewId, text),
    onSuccess: refresh,
  });
}

export function useReviewTags(channelId: string, reviewId: string) {
  const queryClient = useQueryClient();
  const refresh = useRefresh(channelId);
  return useMutation({
    mutationFn: (tagIds: string[]) => saveReviewTags(channelId, reviewId, tagIds),
    onSuccess: async () => {
      await refresh();
      // Review counts per tag changed.
      await invalidateTags(queryClient);
    },
  });
}
