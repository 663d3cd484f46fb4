import { type TUpdateUserRequest, updateUserEndpoint } from '@seller-tools/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/http';
import { rememberServerUser } from '../../../lib/session';
import { accountKeys } from './keys';

export { useUser } from '../../../lib/server-user';

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
