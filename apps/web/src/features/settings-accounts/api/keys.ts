import { serverUserKey } from '../../../lib/server-user';

/** One page of the team list: the name filter and the page number. */
export type TTeamQuery = { userName: string; page: number };

/** Query keys of the account settings: the caller's own profile (shared, see lib/server-user) the team pages and invitations. */
export const accountKeys = {
  me: serverUserKey,
  team: ['team'] as const,
  teamPage: (query: TTeamQuery) => ['team', query] as const,
  /** The caller's signed-in devices. */
  sessions: ['auth-sessions'] as const,
  /** Under the team's key: whatever refreshes the team refreshes its invitations too. */
  invitations: ['team', 'invitations'] as const,
};
