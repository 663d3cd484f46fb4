import {
  listInvitationsEndpoint,
  resendInvitationEndpoint,
  revokeInvitationEndpoint,
  type TPendingInvitation,
} from '@seller-tools/contract';
import { useQuery } from '@tanstack/react-query';
import { call, retryNetworkOnce, unwrap } from '../../../lib/http';
import { useConfirmedMutation } from './confirmed-mutation';
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
  return useConfirmedMutation(send, accountKeys.invitations);
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
