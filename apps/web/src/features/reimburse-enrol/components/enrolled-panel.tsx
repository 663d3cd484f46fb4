import { Button, Group } from '@mantine/core';
import { POST_LOGIN_ROUTE, REIMBURSE_ROUTES } from '@seller-tools/contract';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyPanel } from '../../../components/ui/empty-panel';

/** The signup steps of a company that has finished them. */
export function EnrolledPanel() {
  return (
    <EmptyPanel
      icon={<IconCircleCheck size={28} />}
      title="Your company is enrolled"
      action={
        <Group gap="sm" justify="center">
          <Button component={Link} to={POST_LOGIN_ROUTE}>
            Go to the dashboard
          </Button>
          <Button component={Link} to={REIMBURSE_ROUTES.addNew} variant="default">
            Add a store
          </Button>
        </Group>
      }
    >
      Your stores are audited continuously and every case is prepared for you. Enrol another store from Add a
      store.
    </EmptyPanel>
  );
}
