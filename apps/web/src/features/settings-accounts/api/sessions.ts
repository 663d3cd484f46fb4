import {
  listSessionsEndpoint,
  signOutOtherSessionsEndpoint,
  signOutSessionEndpoint,
  type TSignedInSession,
} from '@seller-tools/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { call, unwrap } from '../../../lib/http';
import { useConfirmedMutation } from './confirmed-mutation';
import { accountKeys } from './keys';

// The signed-in devices: GET /api/auth/sessions, DELETE /api/auth/sessions/:sessionId and
// POST /api/auth/sessions/sign-out-others. Each write refreshes the list and confirms with the server's message.

export function useSessions(): UseQueryResult<TSignedInSession[]> {
  return useEndpointQuery(accountKeys.sessions, listSessionsEndpoint);
}

function useSessionMutation<TInput>(send: (input: TInput) => Promise<{ message?: string | undefined }>) {
  return useConfirmedMutation(send, accountKeys.sessions);
}

export const useSignOutSession = () =>
  useSessionMutation(async (sessionId: string) =>
    unwrap(await call(signOutSessionEndpoint, { params: { sessionId } })),
  );

export const useSignOutOtherSessions = () =>
  useSessionMutation<void>(async () => unwrap(await call(signOutOtherSessionsEndpoint, {})));
