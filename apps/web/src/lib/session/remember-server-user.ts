import type { TServerUserInfo } from '@seller-tools/contract';
import { getUserInfo } from '../storage';
import { updateUserInfo } from './use-session';
import { userInfoFromServer } from './user-info-from-server';

/**
 * Keeps the stored user info in step with the server's answer, keeping what only the browser knows (the
 * chosen module, and who is signed in while an admin audits another account).
 */
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
