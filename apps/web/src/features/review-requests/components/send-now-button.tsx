import { Button } from '@mantine/core';
import { REVIEW_REQUEST_MESSAGES } from '@seller-tools/contract';
import { IconSend } from '@tabler/icons-react';
import { errorMessageOf } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { useSendNow } from '../api/send-now';

/**
 * "Send now" on a waiting order: asks Amazon at once instead of at the scheduled time. Disabled while its
 * call runs (the server sends once whatever the clicks); Amazon's window and the rule are the server's
 * to check, and its refusal is shown as it words it.
 */
export function SendNowButton({ channelId, orderId }: { channelId: string; orderId: string }) {
  const send = useSendNow(channelId);
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconSend size={14} aria-hidden />}
      loading={send.isPending}
      aria-label={`Send now, order ${orderId}`}
      onClick={() =>
        send.mutate(orderId, {
          onSuccess: (result) =>
            showToast({ kind: 'success', message: result.message ?? REVIEW_REQUEST_MESSAGES.sentNow }),
          onError: (error) => showToast({ kind: 'error', message: errorMessageOf(error) }),
        })
      }
    >
      Send now
    </Button>
  );
}
