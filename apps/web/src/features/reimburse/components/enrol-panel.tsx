import { Button } from '@mantine/core';
import { REIMBURSE_ROUTES } from '@seller-tools/contract';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyPanel } from '../../../components/ui/empty-panel';

/** A page of the reimbursement line for a company that has not enrolled yet. */
export function EnrolPanel({ what }: { what: string }) {
  return (
    <EmptyPanel
      icon={<IconLock size={28} />}
      title="Enrol to see the details"
      action={
        <Button component={Link} to={REIMBURSE_ROUTES.signupDashboard}>
          See your free audit
        </Button>
      }
    >
      {what} Your free audit shows what we found in your store; enrol in reimbursement recovery to see every
      case and have it filed.
    </EmptyPanel>
  );
}
