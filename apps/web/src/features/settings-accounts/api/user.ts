import {
  getUserEndpoint,
  type TServerUserInfo,
  type TUpdateUserRequest,
  updateUserEndpoint,
} from '@seller-tools/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, retryNetworkOnce, unwrap } from '../../../lib/http';
import { accountKeys } from './keys';
import { rememberServerUser } from './remember-user';

/** GET /api/user: the signed-in user's own profile. */
export async function fetchUser(signal?: AbortSignal): Promise<TServerUserInfo> {
  return unwrap(await call(getUserEndpoint, {}, { signal, silent: true })).data;
}

export function useUser() {
  return useQuery({
    queryKey: accountKeys.me,
    queryFn: ({ signal }) => fetchUser(signal),
    retry: retryNetworkOnce,
  });
}

/** PUT /api/user: name, image, PPC time zone and the marketing preferences. */
export function useSaveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TUpdateUserRequest) =>
      unwrap(await call(updateUserEndpoint, { body }, { silent: true })),
    onSuccess: (result) => {
      client.setQueryData(accountKeys.me, result.data);
      // The shell's avatar and name read the stored user info.
      rememberServerUser(result.data);
    },
  });
}
