export { fetchPlans } from './plans';
export {
  isSafeRedirectPath,
  postSignInTarget,
  REDIRECT_PATH_KEY,
  rememberRedirectPath,
  takeRememberedPath,
} from './redirect-path';
export { requireReimbursePlan } from './reimburse-plan';
export { rememberServerUser } from './remember-server-user';
export { AUTHENTICATED_ROUTE_ID, redirectSignedIn, requireAuth, rolesOf, signedInHome } from './route-guards';
export { notifySessionChange, subscribeSession } from './session-events';
export { signIn, signInWithCode, type TSignInResult } from './sign-in';
export { signOut } from './sign-out';
export { useCurrentUser } from './use-current-user';
export { useLogOut } from './use-log-out';
export { useReadOnly } from './use-read-only';
export { updateUserInfo, useSession } from './use-session';
export { userInfoFromServer } from './user-info-from-server';
