import {
  type TInvitationRequest,
  type TUserPermissionRequest,
  ZInvitationResponse,
  ZUserDeleteResponse,
  ZUserPermissionResponse,
} from '@seller-tools/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, unwrap } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { teamKey } from './team-list';

// The team's writes: POST /api/user/invitation, PUT /api/user/permission, PUT /api/user/delete and
// /delete/restore. Each refreshes the list and confirms with the server's message.

function useTeamMutation<TBody>(send: (body: TBody) => Promise<{ message?: string | undefined }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (result) => {
      if (result.message) showToast({ message: result.message, kind: 'success', durationMs: 4000 });
      await client.invalidateQueries({ queryKey: teamKey });
    },
  });
}

export const useInviteMember = () =>
  useTeamMutation(async (body: TInvitationRequest) =>
    unwrap(await http.post('/api/user/invitation', body, { schema: ZInvitationResponse })),
  );

export const useSetMemberAccess = () =>
  useTeamMutation(async (body: TUserPermissionRequest) =>
    unwrap(await http.put('/api/user/permission', body, { schema: ZUserPermissionResponse })),
  );

export const useRemoveMember = () =>
  useTeamMutation(async (email: string) =>
    unwrap(await http.put('/api/user/delete', { user_email: email }, { schema: ZUserDeleteResponse })),
  );

export const useRestoreMember = () =>
  useTeamMutation(async (email: string) =>
    unwrap(
      await http.put('/api/user/delete/restore', { user_email: email }, { schema: ZUserDeleteResponse }),
    ),
  );
