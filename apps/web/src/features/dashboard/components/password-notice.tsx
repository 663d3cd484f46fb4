import { Alert, Button } from '@mantine/core';
import { PUBLIC_ROUTES } from '@seller-tools/contract';
import { IconShieldExclamation } from '@tabler/icons-react';
import { Link } from 'react-router';

/** While a temporary password is in use: a reminder to replace it. */
export function PasswordNotice() {
  return (
    <Alert
      color="red"
      variant="light"
      radius="lg"
      title="Temporary password in use"
      icon={<IconShieldExclamation size={20} />}
    >
      You signed in with a temporary password. Replace it with one only you know.
      <div>
        <Button component={Link} to={PUBLIC_ROUTES.changePassword} size="xs" mt="sm">
          Change password
        </Button>
      </div>
    </Alert>
  );
}
