import { Alert, Button, Group } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface StepActionsProps {
  /** Back to the previous step; none on the first. */
  onBack?: (() => void) | undefined;
  saving: boolean;
  error: string | null;
  /** The submit button's text. */
  children: ReactNode;
}

/** The foot of each step: the server's refusal, Back, and the step's submit (Next, Finish). */
export function StepActions({ onBack, saving, error, children }: StepActionsProps) {
  return (
    <>
      {error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {error}
        </Alert>
      )}
      <Group justify="space-between" gap="sm">
        {onBack ? (
          <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
            Back
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" loading={saving}>
          {children}
        </Button>
      </Group>
    </>
  );
}
