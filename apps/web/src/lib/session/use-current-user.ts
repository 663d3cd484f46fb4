import { useRouteLoaderData } from 'react-router';
import type { TSession, TUserInfo } from '../storage';
import { AUTHENTICATED_ROUTE_ID } from './route-guards';
import { useSession } from './use-session';

/**
 * The signed-in user of a guarded page. Falls back to the session the guard loaded, so the page keeps
 * showing who was signed in while the logout popup is still on screen and storage is already cleared.
 */
export function useCurrentUser(): TUserInfo | null {
  const session = useSession();
  const guarded = useRouteLoaderData(AUTHENTICATED_ROUTE_ID) as TSession | undefined;
  return session?.userInfo ?? guarded?.userInfo ?? null;
}
