import { Button } from '@mantine/core';
import type { TViolationEvent } from '@seller-tools/contract';

/** The order a negative-feedback event is about (its report row), or null for another event. */
export function feedbackOrderOf(event: TViolationEvent): string | null {
  if (event.type !== 'negative-feedback') return null;
  const row = event.evidence.report_row as { amazon_order_id?: unknown } | undefined;
  return typeof row?.amazon_order_id === 'string' ? row.amazon_order_id : null;
}

/** From a negative-feedback event to its feedback in the Seller feedback tab, where its removal is tracked. */
export function FeedbackLink({
  event,
  onShowFeedback,
}: {
  event: TViolationEvent;
  onShowFeedback: ((orderId: string) => void) | undefined;
}) {
  const orderId = feedbackOrderOf(event);
  if (!orderId || !onShowFeedback) return null;
  return (
    <Button variant="light" w="fit-content" onClick={() => onShowFeedback(orderId)}>
      Open in Seller feedback
    </Button>
  );
}
