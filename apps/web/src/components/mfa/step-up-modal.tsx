import { Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FormActions } from '../ui/form-actions';
import { StepUpCodeInput } from './step-up-code-input';

interface StepUpModalProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: (code: string) => void;
  onClose: () => void;
}

/** Asks for a fresh authentication code before a sensitive action (issue 17 step-up). */
export function StepUpModal({
  opened,
  title,
  message,
  confirmLabel,
  pending,
  onConfirm,
  onClose,
}: StepUpModalProps) {
  const [code, setCode] = useState('');
  // Each opening starts empty: a code is good for one action.
  useEffect(() => {
    if (opened) setCode('');
  }, [opened]);
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (code.trim() !== '') onConfirm(code.trim());
        }}
      >
        <Stack gap="md">
          <Text size="sm">{message}</Text>
          <StepUpCodeInput value={code} onChange={setCode} />
          <FormActions onCancel={onClose} pending={pending} holdCancel disabled={code.trim() === ''}>
            {confirmLabel}
          </FormActions>
        </Stack>
      </form>
    </Modal>
  );
}
