import type { TReviewRequestState } from '@seller-tools/contract';

/** Each state's label, badge colour and what it means (the filter chips' tooltips). */
export const STATUS_META: Record<TReviewRequestState, { label: string; color: string; hint: string }> = {
  scheduled: { label: 'Scheduled', color: 'blue', hint: 'Waiting for its send time' },
  sending: { label: 'Sending', color: 'cyan', hint: 'Being sent to Amazon now' },
  sent: { label: 'Sent', color: 'teal', hint: "Amazon's review request went to the buyer" },
  test: { label: 'Test', color: 'grape', hint: 'Would have been sent; test mode sent nothing' },
  skipped: { label: 'Skipped', color: 'gray', hint: 'Not sent, for the reason shown' },
  failed: { label: 'Failed', color: 'red', hint: 'Amazon refused the request' },
};

/** An attempt's outcome in words; outcomes beyond the states (e.g. a retry) are shown as they come. */
export function outcomeLabel(outcome: string): string {
  const meta = (STATUS_META as Record<string, { label: string } | undefined>)[outcome];
  if (meta) return meta.label;
  return outcome.charAt(0).toUpperCase() + outcome.slice(1).replaceAll('-', ' ');
}

export function outcomeColor(outcome: string): string {
  return (STATUS_META as Record<string, { color: string } | undefined>)[outcome]?.color ?? 'gray';
}
