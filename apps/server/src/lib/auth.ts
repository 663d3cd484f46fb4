import { isMfaRequiredFor, MFA_MESSAGES, ROLES } from '@seller-tools/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, type Outcome } from './outcome.ts';
import type { TCallerStore } from './store-access.ts';

// Who the caller is, below the plugins: services and lib read it, plugins/authenticate.ts resolves it.

/**
 * The signed-in caller as one statement reads it at the start of the request: the session, the user row's
 * access fields and the company. Checks later in the same request (roles, team permissions, company
 * admin, visible stores, current store) read these instead of the user row again; an admin's change
 * still takes effect at the member's next request.
 */
export type TAuth = {
  sessionId: string;
  userId: string;
  companyId: string;
  companyName: string;
  email: string;
  roles: string[];
  isCompanyAdmin: boolean;
  /** Team permissions (TEAM_PERMISSIONS); null: every permission. */
  permissions: string[] | null;
  /** Seller ids of the stores this user may see; null: every store of the company. */
  accessChannelList: string[] | null;
  currentSellerId: string | null;
  currentMarketplaceId: string | null;
  moduleConfig: Record<string, unknown> | null;
  /** Every store the caller may see (lib/store-access.ts policy), oldest first. */
  stores: TCallerStore[];
  /** The caller's favorite_channel config as stored (parsed where it is used). */
  favoriteStores: unknown;
  /** Whether the caller has a confirmed second factor (issue 17): staff need one for every staff API. */
  mfaEnabled: boolean;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, from the Bearer token alone; null when absent, unknown, expired or revoked. */
    auth: TAuth | null;
  }
}

export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in again.';
export const ROLE_REQUIRED_MESSAGE = 'You do not have permission to do this.';

/** The signed-in caller inside a handler guarded by requireAuth. */
export function authOf(request: FastifyRequest): TAuth {
  if (!request.auth) throw new Error('authOf used on a route without requireAuth');
  return request.auth;
}

/** Whether the caller holds one of the roles (super-admin counts as every role unless told otherwise). */
export function hasRole(
  auth: TAuth,
  roles: readonly string[],
  options: { superAdminBypass?: boolean } = {},
): boolean {
  if ((options.superAdminBypass ?? true) && auth.roles.includes(ROLES.superAdmin)) return true;
  return roles.some((role) => auth.roles.includes(role));
}

/**
 * Step-up before a sensitive action (issue 17): resolves when the caller has no second factor or `code` is
 * a fresh right one; otherwise a failed outcome to answer. (The MFA service implements it.)
 */
export type TStepUp = (auth: TAuth, code: string | undefined) => Promise<Outcome<void>>;

/**
 * Staff (MFA_REQUIRED_ROLES) without a confirmed second factor are signed in, but every staff API answers
 * 403 until they enrol (issue 17): a stolen staff password alone reaches no system page. The role guards
 * run it; a service that checks a staff role inline runs it too.
 */
export function requireEnrolledStaff(auth: TAuth): void {
  if (!auth.mfaEnabled && isMfaRequiredFor(auth.roles)) {
    throw new AppError('forbidden', MFA_MESSAGES.enrolmentRequired);
  }
}

/** Where a call came from (audit trail, rate limits, logs): plain data, so a job can describe itself too. */
export type TCallContext = {
  requestId: string;
  ip: string;
  method: string;
  /** The route pattern, e.g. /api/system/users/:id. */
  route: string;
  /** What the client said of itself (login_name, login_email of spec §7); never trusted for access. */
  loginName: string | null;
  loginEmail: string | null;
};

/** The caller as services take it: who they are (TAuth) and where the call came from. */
export type TActor = TAuth & { call: TCallContext };

/** The call context of any request, signed in or not. */
export function callOf(request: FastifyRequest): TCallContext {
  return {
    requestId: String(request.id),
    ip: request.ip,
    method: request.method,
    route: request.routeOptions.url ?? request.url.split('?')[0] ?? request.url,
    loginName: request.claimedIdentity?.loginName ?? null,
    loginEmail: request.claimedIdentity?.loginEmail ?? null,
  };
}

/** The signed-in caller of a handler guarded by requireAuth, as a plain actor for services. */
export function actorOf(request: FastifyRequest): TActor {
  return { ...authOf(request), call: callOf(request) };
}
