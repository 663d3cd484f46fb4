import { Alert } from '@mantine/core';
import { errorMessageOf } from '../../lib/http';

/** Why an action (a save, a delete, an invitation) failed, where it was asked; nothing while none has. */
export function ActionError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {errorMessageOf(error)}
    </Alert>
  );
}
