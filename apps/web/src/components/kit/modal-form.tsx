import { Modal, type ModalProps, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { FormActions } from '../ui/form-actions';

interface ModalFormProps {
  title: ReactNode;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The submit button's text. */
  submitLabel: ReactNode;
  /** The request is under way: the submit button spins. */
  pending: boolean;
  size?: ModalProps['size'];
  /** The fields, then any error, above Cancel and the submit button. */
  children: ReactNode;
}

/** A form in a centred modal (a tag, a rule, an endpoint, a schedule): its fields in a column, then the actions. */
export function ModalForm({
  title,
  onClose,
  onSubmit,
  submitLabel,
  pending,
  size,
  children,
}: ModalFormProps) {
  return (
    <Modal opened onClose={onClose} title={title} size={size} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {children}
          <FormActions onCancel={onClose} pending={pending}>
            {submitLabel}
          </FormActions>
        </Stack>
      </form>
    </Modal>
  );
}
