import { Alert, Button, Group } from '@mantine/core';

interface SaveBarProps {
  /** The server's refusal of the last save, if any. */
  error?: string | null;
  saving: boolean;
  /** Members who cannot save see neither the refusal nor the button. */
  canEdit?: boolean;
  /** Save stays off until the form changes. */
  disabled?: boolean;
  label?: string;
}

/** A page form's foot, the same on every settings page: the server's refusal, if any, and Save on the right. */
export function SaveBar({
  error = null,
  saving,
  canEdit = true,
  disabled,
  label = 'Save settings',
}: SaveBarProps) {
  if (!canEdit) return null;
  return (
    <>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button type="submit" loading={saving} disabled={disabled}>
          {label}
        </Button>
      </Group>
    </>
  );
}
