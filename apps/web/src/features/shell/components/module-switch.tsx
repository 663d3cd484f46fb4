import { SegmentedControl } from '@mantine/core';
import { POST_LOGIN_ROUTE, type TModule } from '@seller-tools/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { errorMessageOf } from '../../../lib/http';
import { rememberServerUser, useReadOnly } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { saveModule } from '../api/module';

/** What the switch calls each line. */
export const MODULE_LABELS: Readonly<Record<TModule, string>> = {
  review: 'Reviews',
  reimburse: 'Reimbursement',
};

interface ModuleSwitchProps {
  module: TModule;
  /** Called after a switch (the mobile menu closes itself). */
  onSwitched?: () => void;
}

/**
 * Switches between the review and the reimbursement line (user info `module`). The choice is saved on the
 * server; the menu, the store switcher and /dashboard follow, so the user lands on the line's dashboard.
 */
export function ModuleSwitch({ module, onSwitched }: ModuleSwitchProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Audit mode stays on the reimbursement line: switching is a change to the account.
  const readOnly = useReadOnly();
  const change = useMutation({
    mutationFn: saveModule,
    onSuccess: async (user) => {
      rememberServerUser(user);
      onSwitched?.();
      // The stores and every page's data are per module (the reimburse line keeps its own store).
      await queryClient.invalidateQueries();
      await navigate(POST_LOGIN_ROUTE);
    },
    onError: (error) =>
      showToast({ kind: 'error', title: 'The line could not be switched', message: errorMessageOf(error) }),
  });
  return (
    <SegmentedControl
      fullWidth
      size="xs"
      aria-label="Product line"
      data-testid="module-switch"
      value={change.isPending ? (change.variables ?? module) : module}
      disabled={change.isPending || readOnly}
      onChange={(value) => {
        if (value !== module) change.mutate(value as TModule);
      }}
      data={[
        { value: 'review', label: MODULE_LABELS.review },
        { value: 'reimburse', label: MODULE_LABELS.reimburse },
      ]}
    />
  );
}
