import type { TServerUserInfo } from '@seller-tools/contract';
import { getUserInfo } from '../storage';
import { updateUserInfo } from './use-session';
import { userInfoFromServer } from './user-info-from-server';

/**
 * Keeps the stored user info in step with the server's answer, keeping what only the browser knows (the
 * person signed in while an admin audits another account). The module is the server's: the user switches it
 * there (PUT /api/user/module).
 */
export function rememberServerUser(user: TServerUserInfo): void {
  const current = getUserInfo();
  const fresh = userInfoFromServer(user);
  updateUserInfo({
    ...current,
    ...fresh,
    loginEmail: current?.loginEmail ?? fresh.loginEmail,
  });
}
