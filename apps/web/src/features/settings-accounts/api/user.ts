import {
  type TServerUserInfo,
  type TUpdateUserRequest,
  ZGetUserResponse,
  ZUpdateUserResponse,
} from '@seller-tools/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, retryNetworkOnce, unwrap } from '../../../lib/http';
import { rememberServerUser } from './remember-user';

export const USER_PATH = '/api/user';
export const userKey = ['user', 'me'] as const;

/** GET /api/user: the signed-in user's own profile. */
export async function fetchUser(signal?: AbortSignal): Promise<TServerUserInfo> {
  return unwrap(await http.get(USER_PATH, { signal, silent: true, schema: ZGetUserResponse })).data;
}

export function useUser() {
  return useQuery({ queryKey: userKey, queryFn: ({ signal }) => fetchUser(signal), retry: retryNetworkOnce });
}

/** PUT /api/user: name, image, PPC time zone and the marketing preferences. */
export function useSaveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TUpdateUserRequest) =>
      unwrap(await http.put(USER_PATH, body, { silent: true, schema: ZUpdateUserResponse })),
    onSuccess: (result) => {
      client.setQueryData(userKey, result.data);
      // The shell's avatar and name read the stored user info.
      rememberServerUser(result.data);
    },
  });
}
