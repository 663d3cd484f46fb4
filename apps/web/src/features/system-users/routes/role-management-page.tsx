import { Container, Grid, Stack } from '@mantine/core';
import { ROLES, type TRole, type TSystemRoleAction, ZSystemRoleChangeRequest } from '@seller-tools/contract';
import { useState } from 'react';
import { StepUpModal } from '../../../components/mfa/step-up-modal';
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
  // A grant waits for a fresh authentication code (step-up, issue 17).
  const [granting, setGranting] = useState<string | null>(null);

  const submit = (userId: string, action: TSystemRoleAction, mfaCode?: string) => {
    // The contract's rule first; the server checks it again.
    const body = ZSystemRoleChangeRequest.safeParse({
      role,
      action,
      ...(mfaCode ? { mfa_code: mfaCode } : {}),
    });
    if (!body.success) {
      showToast({ kind: 'error', message: body.error.issues[0]?.message ?? 'Choose a role.' });
      return;
    }
    change.mutate(
      { userId, body: body.data },
      {
        onSuccess: (result) => {
          setGranting(null);
          showToast({ kind: 'success', message: result.message ?? 'Saved.' });
        },
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
                  <GrantRole role={role} busyUserId={busyUserId} onGrant={setGranting} />
                </Stack>
              </Grid.Col>
            </Grid>
          )}
        </QueryState>
      </Stack>
      <StepUpModal
        opened={granting !== null}
        title={`Grant ${role}`}
        message="Granting a role needs a fresh code from your authenticator app."
        confirmLabel="Grant"
        pending={change.isPending}
        onConfirm={(code) => granting && submit(granting, 'grant', code)}
        onClose={() => setGranting(null)}
      />
    </Container>
  );
}
