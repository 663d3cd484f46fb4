import { Badge, Group, Modal, Stack, Text } from '@mantine/core';
import type { TWebhookDelivery, TWebhookEndpoint } from '@seller-tools/contract';
import { IconSend } from '@tabler/icons-react';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { QueryState } from '../../../components/ui/query-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { formatDateTime } from '../../../lib/dates';
import { useWebhookDeliveries } from '../api/webhooks';

const STATUS_COLORS: Record<TWebhookDelivery['status'], string> = {
  pending: 'gray',
  sending: 'blue',
  retrying: 'yellow',
  delivered: 'green',
  failed: 'red',
};

export function DeliveryStatus({ status }: { status: TWebhookDelivery['status'] }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {status}
    </Badge>
  );
}

/** An endpoint's latest deliveries: one card-like row each, so the log reads at 375 px too. */
export function DeliveriesModal({ endpoint, onClose }: { endpoint: TWebhookEndpoint; onClose: () => void }) {
  const deliveries = useWebhookDeliveries(endpoint.id);
  return (
    <Modal
      opened
      onClose={onClose}
      title="Delivery log"
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close delivery log' }}
    >
      <Text size="sm" c="dimmed" mb="sm" style={{ wordBreak: 'break-all' }}>
        {endpoint.url}
      </Text>
      <QueryState
        query={deliveries}
        skeleton={<ListSkeleton rows={3} label="Loading deliveries" />}
        errorTitle="The delivery log could not be loaded"
        empty={
          <EmptyPanel icon={<IconSend size={28} />} title="No deliveries yet">
            Events you subscribed to are sent here as they happen. Send a test to check your receiver now.
          </EmptyPanel>
        }
      >
        {(list) => (
          <Stack
            gap={0}
            component="ul"
            aria-label="Deliveries"
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {list.map((d) => (
              <Stack
                key={d.id}
                component="li"
                gap={4}
                py="xs"
                style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
              >
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Text size="sm" fw={600}>
                    {d.event_type}
                  </Text>
                  <DeliveryStatus status={d.status} />
                </Group>
                <Text size="xs" c="dimmed">
                  {formatDateTime(d.created_at)} · {d.attempts === 1 ? '1 attempt' : `${d.attempts} attempts`}
                  {d.response_code !== null && ` · HTTP ${d.response_code}`}
                  {d.status === 'retrying' &&
                    d.next_attempt_at &&
                    ` · next ${formatDateTime(d.next_attempt_at)}`}
                </Text>
                {d.last_error && d.status !== 'delivered' && (
                  <Text size="xs" c="red">
                    {d.last_error}
                  </Text>
                )}
              </Stack>
            ))}
          </Stack>
        )}
      </QueryState>
    </Modal>
  );
}
