import {
  inviteMemberEndpoint,
  removeMemberEndpoint,
  restoreMemberEndpoint,
  setMemberPermissionEndpoint,
  type TInvitationRequest,
  type TUserPermissionRequest,
} from '@seller-tools/contract';
import { call, unwrap } from '../../../lib/http';
import { useConfirmedMutation } from './confirmed-mutation';
import { accountKeys } from './keys';

// The team's writes: POST /api/user/invitation, PUT /api/user/permission, PUT /api/user/delete and
// /delete/restore. Each refreshes the list and confirms with the server's message.

function useTeamMutation<TBody>(send: (body: TBody) => Promise<{ message?: string | undefined }>) {
  return useConfirmedMutation(send, accountKeys.team);
}

export const useInviteMember = () =>
  useTeamMutation(async (body: TInvitationRequest) => unwrap(await call(inviteMemberEndpoint, { body })));

export const useSetMemberAccess = () =>
  useTeamMutation(async (body: TUserPermissionRequest) =>
    unwrap(await call(setMemberPermissionEndpoint, { body })),
  );

/** A fresh authentication code goes along when the admin has two-step verification on (step-up). */
export const useRemoveMember = () =>
  useTeamMutation(async ({ email, mfaCode }: { email: string; mfaCode?: string }) =>
    unwrap(
      await call(removeMemberEndpoint, {
        body: mfaCode ? { user_email: email, mfa_code: mfaCode } : { user_email: email },
      }),
    ),
  );

export const useRestoreMember = () =>
  useTeamMutation(async (email: string) =>
    unwrap(await call(restoreMemberEndpoint, { body: { user_email: email } })),
  );
