import {
  feedbackRemovalEndpoint,
  listSellerFeedbackEndpoint,
  type TFeedbackRemovalBody,
  type TFeedbackRemovalStatus,
  VIOLATION_PAGE_SIZE,
} from '@seller-tools/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/http';
import { usePagedQuery } from '../../../lib/paged-query';
import { violationKeys } from './violation';

// Seller feedback in the Violation module (issue 22): the list and removal-request steps.

export interface TFeedbackFilters {
  rating: number | null;
  status: TFeedbackRemovalStatus | null;
  candidates: boolean;
  orderId: string;
  cursor: string | null;
}

const feedbackKey = (channelId: string, filters: TFeedbackFilters) =>
  [...violationKeys.all, 'feedback', channelId, filters] as const;

export function useSellerFeedback(channelId: string, filters: TFeedbackFilters) {
  return usePagedQuery(feedbackKey(channelId, filters), async (signal) => {
    const result = await call(
      listSellerFeedbackEndpoint,
      {
        query: {
          channel_id: channelId,
          rating: filters.rating === null ? undefined : [filters.rating],
          status: filters.status === null ? undefined : [filters.status],
          candidates: filters.candidates || undefined,
          order_id: filters.orderId.trim() || undefined,
          cursor: filters.cursor ?? undefined,
          limit: VIOLATION_PAGE_SIZE,
        },
      },
      { signal, silent: true },
    );
    return unwrap(result).data;
  });
}

export function useFeedbackRemoval(channelId: string, orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (step: Omit<TFeedbackRemovalBody, 'channel_id'>) =>
      unwrap(
        await call(feedbackRemovalEndpoint, {
          params: { order_id: orderId },
          body: { channel_id: channelId, ...step },
        }),
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...violationKeys.all, 'feedback', channelId] }),
  });
}
