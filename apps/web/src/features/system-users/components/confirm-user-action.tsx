import { Modal, Stack, Text } from '@mantine/core';
import type { TSystemUser, TSystemUserDeleteAction } from '@seller-tools/contract';
import { useEffect, useState } from 'react';
import { StepUpCodeInput } from '../../../components/mfa/step-up-code-input';
import { FormActions } from '../../../components/ui/form-actions';

interface ConfirmUserActionProps {
  user: TSystemUser | null;
  action: TSystemUserDeleteAction;
  pending: boolean;
  /** A delete carries a fresh authentication code (step-up); a restore none. */
  onConfirm: (mfaCode?: string) => void;
  onClose: () => void;
}

/** Asks before a delete or restore, saying what happens to the user's sessions. */
export function ConfirmUserAction({ user, action, pending, onConfirm, onClose }: ConfirmUserActionProps) {
  const deleting = action === 'delete';
  const title = deleting ? 'Delete user' : 'Restore user';
  const [code, setCode] = useState('');
  const opened = user !== null;
  useEffect(() => {
    if (opened) setCode('');
  }, [opened]);
  const canConfirm = !deleting || code.trim() !== '';
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (canConfirm) onConfirm(deleting ? code.trim() : undefined);
        }}
      >
        <Stack gap="md">
          <Text size="sm">
            {deleting
              ? `Delete ${user?.name} (${user?.email})? They are signed out everywhere at once and cannot sign in until restored.`
              : `Restore ${user?.name} (${user?.email})? They can sign in again with their password.`}
          </Text>
          {deleting ? <StepUpCodeInput value={code} onChange={setCode} /> : null}
          <FormActions
            onCancel={onClose}
            pending={pending}
            holdCancel
            disabled={!canConfirm}
            color={deleting ? 'red' : 'teal'}
          >
            {deleting ? 'Delete' : 'Restore'}
          </FormActions>
        </Stack>
      </form>
    </Modal>
  );
}
