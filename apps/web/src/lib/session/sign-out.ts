import { signOutEndpoint } from '@seller-tools/contract';
import { call } from '../http';
import { getSession, logout } from '../storage';
import { notifySessionChange } from './session-events';

/**
 * Spec §4 logout: revokes the session on the server and clears the browser side. The browser side is
 * cleared at once (the request has already taken the token), so the user is signed out here even when the
 * server is slow or unreachable; a failed revoke is ignored.
 */
export async function signOut(): Promise<void> {
  const revoke = getSession() ? call(signOutEndpoint, {}, { silent: true }) : Promise.resolve();
  logout();
  notifySessionChange();
  try {
    await revoke;
  } catch {
    // Network failure: nothing left to do locally.
  }
}
