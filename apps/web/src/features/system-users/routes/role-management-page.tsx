import { Container, Grid, Stack } from '@mantine/core';
import { ROLES, type TRole, type TSystemRoleAction, ZSystemRoleChangeRequest } from '@seller-tools/contract';
import { useState } from 'react';
import { confirmAction } from '../../../components/ui/confirm-action';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { errorMessageOf } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { useChangeRole, useRoleSummary } from '../api/roles';
import { GrantRole } from '../components/grant-role';
import { RoleHolders } from '../components/role-holders';
import { RoleList } from '../components/role-list';

/**
 * /system/role-management (super-admin, spec §6): the roles and who holds them; grant and revoke. The
 * server refuses to take super-admin from the last one; a change applies from the user's next request.
 */
export function RoleManagementPage() {
  const [role, setRole] = useState<TRole>(ROLES.superAdmin);
  const roles = useRoleSummary();
  const change = useChangeRole();
  const busyUserId = change.isPending ? (change.variables?.userId ?? null) : null;

  const submit = (userId: string, action: TSystemRoleAction) => {
    // The contract's rule first; the server checks it again.
    const body = ZSystemRoleChangeRequest.safeParse({ role, action });
    if (!body.success) {
      showToast({ kind: 'error', message: body.error.issues[0]?.message ?? 'Choose a role.' });
      return;
    }
    change.mutate(
      { userId, body: body.data },
      {
        onSuccess: (result) => showToast({ kind: 'success', message: result.message ?? 'Saved.' }),
        onError: (error) => showToast({ kind: 'error', title: 'Not saved', message: errorMessageOf(error) }),
      },
    );
  };

  const confirmRevoke = (holder: { user_id: string; email: string }) =>
    confirmAction({
      title: `Revoke ${role} from ${holder.email}?`,
      message: 'They lose what the role gives from their next request. You can grant it again.',
      confirmLabel: 'Revoke',
      onConfirm: () => submit(holder.user_id, 'revoke'),
    });

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <PageHeader title="Role management" subtitle="Roles apply from the user's next request" />
        <QueryState
          query={roles}
          skeleton={<ListSkeleton label="Loading roles" />}
          errorTitle="Roles could not be loaded"
        >
          {(data) => (
            <Grid gap="md">
              <Grid.Col span={{ base: 12, md: 4 }}>
                <RoleList roles={data} selected={role} onSelect={setRole} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 8 }}>
                <Stack gap="md">
                  <RoleHolders role={role} busyUserId={busyUserId} onRevoke={confirmRevoke} />
                  <GrantRole role={role} busyUserId={busyUserId} onGrant={(id) => submit(id, 'grant')} />
                </Stack>
              </Grid.Col>
            </Grid>
          )}
        </QueryState>
      </Stack>
    </Container>
  );
}
