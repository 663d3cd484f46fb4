import {
  listInvitationsEndpoint,
  resendInvitationEndpoint,
  revokeInvitationEndpoint,
  type TPendingInvitation,
} from '@seller-tools/contract';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { call, unwrap } from '../../../lib/http';
import { useConfirmedMutation } from './confirmed-mutation';
import { accountKeys } from './keys';

/** GET /api/user/invitation/list: the company's invitations not yet accepted (expired ones too). */
export function useInvitations() {
  return useEndpointQuery(
    accountKeys.invitations,
    listInvitationsEndpoint,
    {},
    {
      pick: (data): TPendingInvitation[] => data.invitations,
    },
  );
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
