import {
  acceptInvitationEndpoint,
  previewInvitationEndpoint,
  type TAcceptInvitationRequest,
  type TInvitationPreview,
} from '@seller-tools/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call, isErrorEnvelope } from '../../../lib/http';

export type TPreviewResult = { ok: true; invitation: TInvitationPreview } | { ok: false; message: string };

/** POST /api/user/invitation/preview: what the mailed link invites to, or why it no longer works. */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ['invitation-preview', token],
    queryFn: async ({ signal }): Promise<TPreviewResult> => {
      const result = await call(previewInvitationEndpoint, { body: { token } }, { signal, silent: true });
      return isErrorEnvelope(result)
        ? { ok: false, message: result.message }
        : { ok: true, invitation: result.data };
    },
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export type TAcceptResult = { ok: true; message: string } | { ok: false; message: string };

/** POST /api/user/invitation/accept: creates the account with the chosen name and password. */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: async (body: TAcceptInvitationRequest): Promise<TAcceptResult> => {
      const result = await call(acceptInvitationEndpoint, { body }, { silent: true });
      if (isErrorEnvelope(result)) return { ok: false, message: result.message };
      return { ok: true, message: result.message ?? '' };
    },
  });
}
