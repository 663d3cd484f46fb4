import { sendReviewRequestNowEndpoint, type TReviewRequestSendNowResponse } from '@seller-tools/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/http';
import { reviewRequestKeys } from './keys';

export type TSendNowResult = TReviewRequestSendNowResponse;

/**
 * POST /api/review-requests/send-now: requests a review for one order at once. The server refuses (with
 * the reason) outside Amazon's window, for an order already requested, or one the rule excludes.
 */
export async function sendNow(channelId: string, amazonOrderId: string): Promise<TSendNowResult> {
  const result = await call(
    sendReviewRequestNowEndpoint,
    { body: { channel_id: channelId, amazon_order_id: amazonOrderId } },
    { silent: true },
  );
  return unwrap(result);
}

/** Sends, then refreshes the counters and the log (the order's row has its outcome now). */
export function useSendNow(channelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amazonOrderId: string) => sendNow(channelId, amazonOrderId),
    // Refreshed after a refusal too: a refusal may say another click or the worker just sent it.
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: reviewRequestKeys.store(channelId),
        predicate: (query) => !reviewRequestKeys.isRule(query.queryKey),
      }),
  });
}
