import {
  Alert,
  Button,
  Checkbox,
  Code,
  CopyButton,
  Modal,
  Radio,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  type TWebhookEndpoint,
  type TWebhookEventType,
  type TWebhookFormat,
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_FORMAT_LABELS,
  WEBHOOK_FORMATS,
  WEBHOOK_SIGNATURE_HEADER,
  ZWebhookRequest,
} from '@seller-tools/contract';
import { useState } from 'react';
import { ModalForm } from '../../../components/kit/modal-form';
import { useContractForm } from '../../../lib/forms';
import { errorMessageOf } from '../../../lib/http';
import { useCreateWebhook, useUpdateWebhook } from '../api/webhooks';

interface WebhookFormModalProps {
  /** The endpoint being edited; null: a new one. */
  endpoint: TWebhookEndpoint | null;
  onClose: () => void;
}

type TValues = {
  url: string;
  description: string;
  event_types: TWebhookEventType[];
  format: TWebhookFormat;
};

/** Add or edit an endpoint; a new one's signing secret is shown here once, then never again. */
export function WebhookFormModal({ endpoint, onClose }: WebhookFormModalProps) {
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const save = endpoint ? update : create;
  const [secret, setSecret] = useState<string | null>(null);
  const { form, values, set, touch, touchAll, isValid, errorOf, textProps } = useContractForm<TValues>(
    ZWebhookRequest,
    {
      url: endpoint?.url ?? '',
      description: endpoint?.description ?? '',
      event_types: endpoint?.event_types ?? ['review.negative'],
      format: endpoint?.format ?? 'json',
    },
  );

  const submit = form.onSubmit(() => {
    if (!isValid) return touchAll();
    const body = { ...values, url: values.url.trim(), enabled: endpoint?.enabled ?? true };
    if (endpoint) update.mutate({ webhookId: endpoint.id, body }, { onSuccess: onClose });
    else create.mutate(body, { onSuccess: (created) => setSecret(created.secret) });
  });

  if (secret) {
    return (
      <Modal opened onClose={onClose} title="Your signing secret" centered>
        <Stack gap="md">
          <Alert color="yellow" title="Copy it now">
            This secret is shown only once. Keep it where your receiver can read it: it checks the{' '}
            <Code>{WEBHOOK_SIGNATURE_HEADER}</Code> header of every request with it.
          </Alert>
          <Code block aria-label="Signing secret" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
            {secret}
          </Code>
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? 'Copied' : 'Copy secret'}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>Done</Button>
        </Stack>
      </Modal>
    );
  }

  return (
    <ModalForm
      title={endpoint ? 'Edit endpoint' : 'New endpoint'}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={endpoint ? 'Save endpoint' : 'Add endpoint'}
      pending={save.isPending}
    >
      <TextInput
        label="URL"
        placeholder="https://hooks.slack.com/… or your own receiver"
        required
        data-autofocus
        {...textProps('url')}
      />
      <TextInput
        label="Description"
        placeholder="e.g. #reviews channel"
        maxLength={WEBHOOK_DESCRIPTION_MAX}
        {...textProps('description')}
      />
      <Checkbox.Group
        label="Events"
        value={values.event_types}
        onChange={(value) => {
          set('event_types', value as TWebhookEventType[]);
          touch('event_types');
        }}
        error={errorOf('event_types')}
        required
      >
        <Stack gap="xs" mt={6}>
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <Checkbox key={type} value={type} label={`${WEBHOOK_EVENT_LABELS[type]} (${type})`} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Radio.Group
        label="Format"
        description={
          values.format === 'slack'
            ? 'A message for a Slack incoming webhook: a summary of the event and a link to it in Seller Tools.'
            : 'The event as JSON, for your own receiver.'
        }
        value={values.format}
        onChange={(value) => set('format', value as TWebhookFormat)}
      >
        <Stack gap="xs" mt={6}>
          {WEBHOOK_FORMATS.map((format) => (
            <Radio key={format} value={format} label={WEBHOOK_FORMAT_LABELS[format]} />
          ))}
        </Stack>
      </Radio.Group>
      {save.error && (
        <Text size="sm" c="red" role="alert">
          {errorMessageOf(save.error)}
        </Text>
      )}
    </ModalForm>
  );
}
