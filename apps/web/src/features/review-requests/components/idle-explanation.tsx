import { Alert, List, Stack, Text } from '@mantine/core';
import type { TReviewRequestIdle } from '@seller-tools/contract';
import { IconInfoCircle } from '@tabler/icons-react';
import { formatZonedDateTime } from './format';

/**
 * Why eligible, upcoming and skipped are all 0, in the server's words from the store's orders and rule
 * (issue 15: three zeros and no reason), with when orders were last imported, in the rule's zone.
 */
export function IdleExplanation({ idle, timeZone }: { idle: TReviewRequestIdle; timeZone: string }) {
  return (
    <Alert
      color="blue"
      variant="light"
      radius="lg"
      icon={<IconInfoCircle size={20} />}
      title="Why no order is eligible"
      aria-label="Why no order is eligible"
    >
      <Stack gap="xs">
        <List size="sm" spacing={4}>
          {idle.reasons.map((reason) => (
            <List.Item key={reason.code}>{reason.message}</List.Item>
          ))}
        </List>
        {idle.next_window_opens && (
          <Text size="sm">
            The next order's Amazon window opens {formatZonedDateTime(idle.next_window_opens, timeZone)}.
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {idle.last_order_import
            ? `Orders last imported ${formatZonedDateTime(idle.last_order_import, timeZone)}.`
            : 'No order import has finished yet.'}
        </Text>
      </Stack>
    </Alert>
  );
}
