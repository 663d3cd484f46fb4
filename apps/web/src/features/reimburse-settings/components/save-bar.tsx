import { Alert, Button, Group } from '@mantine/core';

/** A settings form's foot: the server's refusal, if any, and Save (hidden from members who cannot save). */
export function SaveBar({
  error,
  saving,
  canEdit,
}: {
  error: string | null;
  saving: boolean;
  canEdit: boolean;
}) {
  return (
    <>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      {canEdit && (
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            Save settings
          </Button>
        </Group>
      )}
    </>
  );
}
