import { Button } from '@mantine/core';
import type { TSystemUser } from '@seller-tools/contract';

interface UserActionButtonProps {
  user: TSystemUser;
  onDelete: (user: TSystemUser) => void;
  onRestore: (user: TSystemUser) => void;
}

/** Delete for an active user, Restore for a deleted one: the same button in the table and on the phone cards. */
export function UserActionButton({ user, onDelete, onRestore }: UserActionButtonProps) {
  const deleted = Boolean(user.deleted_at);
  return (
    <Button
      size="xs"
      variant="light"
      color={deleted ? 'teal' : 'red'}
      onClick={() => (deleted ? onRestore(user) : onDelete(user))}
      aria-label={`${deleted ? 'Restore' : 'Delete'} ${user.email}`}
    >
      {deleted ? 'Restore' : 'Delete'}
    </Button>
  );
}
