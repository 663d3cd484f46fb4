import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  type TContactUsRequest,
  ZContactUsRequest,
} from '@seller-tools/contract';
import { IconSend } from '@tabler/icons-react';
import { useContractForm } from '../../../lib/forms';
import { useSendContactMessage } from '../api/contact-us';
import { ContactFields, RequiredHint, SendButton, SendErrorAlert, SentPanel } from './form-feedback';
import classes from './public-forms.module.css';
import { usePublicFormSend } from './use-public-form-send';

type TContactValues = { name: string; email: string; company_name: string; message: string };

const EMPTY: TContactValues = { name: '', email: '', company_name: '', message: '' };

/** The contact form: checked as the visitor types with the endpoint's own rules, sent once, debounced. */
export function ContactUsForm() {
  const form = useContractForm(ZContactUsRequest, EMPTY);
  const send = useSendContactMessage();
  const { sent, setSent, error, onSubmit } = usePublicFormSend<TContactUsRequest>(form, send);

  if (sent) {
    return (
      <SentPanel title="Message sent" message={sent}>
        <Button
          variant="light"
          onClick={() => {
            form.reset();
            setSent(null);
          }}
        >
          Send another message
        </Button>
      </SentPanel>
    );
  }

  const field = (name: keyof TContactValues) => ({ ...form.textProps(name), size: 'md' as const });
  const messageLength = [...form.values.message.trim()].length;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Contact us">
      <Stack gap="md">
        <SendErrorAlert message={error} />
        <ContactFields
          field={field}
          emailLabel="Email"
          company={{ required: false, description: 'Optional: the company or brand you sell as' }}
        />
        <Textarea
          label="Message"
          name="message"
          required
          autosize
          minRows={6}
          maxRows={14}
          placeholder="What do you sell, on which marketplaces, and how can we help?"
          {...field('message')}
        />
        <Group justify="space-between" align="center" gap="sm" wrap="wrap-reverse">
          <Text size="xs" c="dimmed" className={classes.counter} aria-live="off">
            {messageLength} / {CONTACT_MESSAGE_MAX_LENGTH} characters
          </Text>
          <SendButton valid={form.isValid} pending={send.isPending} icon={<IconSend size={18} aria-hidden />}>
            Send message
          </SendButton>
        </Group>
        {!form.isValid && <RequiredHint />}
      </Stack>
    </form>
  );
}
