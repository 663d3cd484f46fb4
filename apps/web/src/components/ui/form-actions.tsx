import { Button, type ButtonProps, Group, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

interface FormActionsProps {
  onCancel: () => void;
  /** The submit button's text. */
  children: ReactNode;
  /** The request is under way: the submit button spins. */
  pending: boolean;
  /** Cancel waits for the request too (a confirmation whose outcome the modal must show). */
  holdCancel?: boolean;
  disabled?: boolean;
  color?: ButtonProps['color'];
  mt?: MantineSpacing;
}

/** A modal form's footer, the same in every modal: Cancel, then the form's submit button on the right. */
export function FormActions(props: FormActionsProps) {
  const { onCancel, children, pending, holdCancel, disabled, color, mt } = props;
  return (
    <Group justify="flex-end" gap="sm" mt={mt}>
      <Button variant="default" onClick={onCancel} disabled={holdCancel && pending}>
        Cancel
      </Button>
      <Button type="submit" color={color} loading={pending} disabled={disabled}>
        {children}
      </Button>
    </Group>
  );
}
