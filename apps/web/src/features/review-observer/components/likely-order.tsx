import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDefaultDate } from '@seller-tools/contract';
import type { TReviewDetail } from '../api/review-detail';

/** "Certain" when only one order of the ASIN fits the window, else "Likely, 1 of N". */
export function matchLabel(candidates: number): string {
  return candidates <= 1 ? 'Certain' : `Likely, 1 of ${candidates}`;
}

/** The order the review most likely came from: same ASIN, bought before the review, nearest in time. */
export function LikelyOrder({ order }: { order: TReviewDetail['likely_order'] }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h6">
            Likely order
          </Title>
          {order && (
            <Badge variant="light" color={order.candidates <= 1 ? 'teal' : 'yellow'}>
              {matchLabel(order.candidates)}
            </Badge>
          )}
        </Group>
        {order ? (
          <>
            <Text ff="monospace" fw={600} size="sm">
              {order.amazon_order_id}
            </Text>
            <Text size="sm" c="dimmed">
              Bought {formatDefaultDate(order.purchase_date)} · {order.status} · quantity {order.quantity}
            </Text>
            {order.candidates > 1 && (
              <Text size="xs" c="dimmed">
                {order.candidates} orders of this product fall in the same window; this is the nearest in
                time.
              </Text>
            )}
          </>
        ) : (
          <Text size="sm" c="dimmed">
            No order of this product fits this review (bought before it, in this store).
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
