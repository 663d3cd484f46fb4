import { Button, Container, Group, Stack, Switch, Text } from '@mantine/core';
import {
  type TWebhookEndpoint,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_FORMAT_LABELS,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TOLERANCE_SECONDS,
} from '@seller-tools/contract';
import { IconPlus, IconWebhook } from '@tabler/icons-react';
import { useState } from 'react';
import { ActionError } from '../../../components/kit/action-error';
import { confirmAction } from '../../../components/ui/confirm-action';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { SectionCard, SectionList, SectionRow } from '../../../components/ui/section-card';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { usePageMeta } from '../../../lib/page-meta';
import { useDeleteWebhook, useSendTestWebhook, useUpdateWebhook, useWebhooks } from '../api/webhooks';
import { DeliveriesModal, DeliveryStatus } from '../components/deliveries-modal';
import { WebhookFormModal } from '../components/webhook-form-modal';

/** /settings/webhooks: where the company's review events are sent (Slack, its own tools). */
export function WebhooksPage() {
  usePageMeta({ title: 'Webhooks', description: 'Send review alerts to Slack or your own tools.' });
  const webhooks = useWebhooks();
  const remove = useDeleteWebhook();
  const update = useUpdateWebhook();
  const test = useSendTestWebhook();
  const [editing, setEditing] = useState<TWebhookEndpoint | 'new' | null>(null);
  const [logOf, setLogOf] = useState<TWebhookEndpoint | null>(null);

  const confirmDelete = (endpoint: TWebhookEndpoint) =>
    confirmAction({
      title: 'Delete this endpoint?',
      message: <>Nothing more is sent to {endpoint.url}, and its delivery log is deleted.</>,
      confirmLabel: 'Delete endpoint',
      onConfirm: () => remove.mutate(endpoint.id),
    });

  const toggle = (endpoint: TWebhookEndpoint, enabled: boolean) =>
    update.mutate({
      webhookId: endpoint.id,
      body: {
        url: endpoint.url,
        description: endpoint.description,
        event_types: endpoint.event_types,
        format: endpoint.format,
        enabled,
      },
    });

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <PageHeader title="Webhooks" subtitle="Route review alerts to Slack or your own tools" />
        <SectionCard
          titleId="webhooks-title"
          title="Endpoints"
          description={
            <>
              Each event is POSTed as JSON, or as a Slack message (a summary and a link) for a Slack incoming
              webhook, signed in the {WEBHOOK_SIGNATURE_HEADER} header (t=timestamp, v1=HMAC-SHA256 of
              "t.body"); refuse requests older than {WEBHOOK_TOLERANCE_SECONDS / 60} minutes. Failed
              deliveries are retried with growing waits.
            </>
          }
          actions={
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
              New endpoint
            </Button>
          }
          after={
            <>
              {editing && (
                <WebhookFormModal
                  endpoint={editing === 'new' ? null : editing}
                  onClose={() => setEditing(null)}
                />
              )}
              {logOf && <DeliveriesModal endpoint={logOf} onClose={() => setLogOf(null)} />}
            </>
          }
        >
          <ActionError error={remove.error ?? update.error ?? test.error} />
          <QueryState
            query={webhooks}
            skeleton={<ListSkeleton rows={2} label="Loading endpoints" />}
            errorTitle="Webhooks could not be loaded"
            empty={
              <EmptyPanel icon={<IconWebhook size={28} />} title="No endpoints yet">
                Add an endpoint to receive new and negative reviews and rating drops as they are found: a
                Slack workflow URL, Zapier, or your own server.
              </EmptyPanel>
            }
          >
            {(list) => (
              <SectionList label="Webhook endpoints">
                {list.map((endpoint) => (
                  <SectionRow
                    key={endpoint.id}
                    subject={`endpoint ${endpoint.url}`}
                    align="flex-start"
                    py="sm"
                    onEdit={() => setEditing(endpoint)}
                    onDelete={() => confirmDelete(endpoint)}
                    controls={
                      <Switch
                        aria-label={`Send events to ${endpoint.url}`}
                        checked={endpoint.enabled}
                        onChange={(event) => toggle(endpoint, event.currentTarget.checked)}
                      />
                    }
                  >
                    <Stack gap={4} style={{ minWidth: 0 }}>
                      <Text size="sm" fw={600} style={{ wordBreak: 'break-all' }}>
                        {endpoint.url}
                      </Text>
                      {endpoint.description && (
                        <Text size="sm" c="dimmed">
                          {endpoint.description}
                        </Text>
                      )}
                      <Text size="xs" c="dimmed">
                        {WEBHOOK_FORMAT_LABELS[endpoint.format]} ·{' '}
                        {endpoint.event_types.map((type) => WEBHOOK_EVENT_LABELS[type]).join(', ')}
                      </Text>
                      <Group gap="xs" wrap="wrap">
                        {endpoint.last_status && <DeliveryStatus status={endpoint.last_status} />}
                        <Button
                          size="xs"
                          variant="light"
                          disabled={!endpoint.enabled}
                          loading={test.isPending && test.variables === endpoint.id}
                          onClick={() => test.mutate(endpoint.id, { onSuccess: () => setLogOf(endpoint) })}
                        >
                          Send test
                        </Button>
                        <Button size="xs" variant="subtle" onClick={() => setLogOf(endpoint)}>
                          Delivery log
                        </Button>
                      </Group>
                    </Stack>
                  </SectionRow>
                ))}
              </SectionList>
            )}
          </QueryState>
        </SectionCard>
      </Stack>
    </Container>
  );
}
