import {
  listInvitationsEndpoint,
  resendInvitationEndpoint,
  revokeInvitationEndpoint,
  type TPendingInvitation,
} from '@seller-tools/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, retryNetworkOnce, unwrap } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { accountKeys } from './keys';

/** GET /api/user/invitation/list: the company's invitations not yet accepted (expired ones too). */
export function useInvitations() {
  return useQuery({
    queryKey: accountKeys.invitations,
    queryFn: async ({ signal }): Promise<TPendingInvitation[]> =>
      unwrap(await call(listInvitationsEndpoint, {}, { signal, silent: true })).data.invitations,
    retry: retryNetworkOnce,
  });
}

function useInvitationMutation(send: (id: string) => Promise<{ message?: string | undefined }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (result) => {
      if (result.message) showToast({ message: result.message, kind: 'success', durationMs: 4000 });
      await client.invalidateQueries({ queryKey: accountKeys.invitations });
    },
  });
}

/** PUT /api/user/invitation/resend: a new link; the old one stops working. */
export const useResendInvitation = () =>
  useInvitationMutation(async (id: string) =>
    unwrap(await call(resendInvitationEndpoint, { body: { invitation_id: id } })),
  );

/** PUT /api/user/invitation/revoke: the link stops working. */
export const useRevokeInvitation = () =>
  useInvitationMutation(async (id: string) =>
    unwrap(await call(revokeInvitationEndpoint, { body: { invitation_id: id } })),
  );
