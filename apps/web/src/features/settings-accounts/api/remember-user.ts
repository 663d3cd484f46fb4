import type { TServerUserInfo } from '@seller-tools/contract';
import { updateUserInfo, userInfoFromServer } from '../../../lib/session';
import { getUserInfo } from '../../../lib/storage';

/** Keeps the stored user info in step with the server's answer, keeping what only the browser knows. */
export function rememberServerUser(user: TServerUserInfo): void {
  const current = getUserInfo();
  const fresh = userInfoFromServer(user);
  updateUserInfo({
    ...current,
    ...fresh,
    module: current?.module ?? fresh.module,
    loginEmail: current?.loginEmail ?? fresh.loginEmail,
  });
}
