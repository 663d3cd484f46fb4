/** One page of the team list: the name filter and the page number. */
export type TTeamQuery = { userName: string; page: number };

/** Query keys of the account settings: the caller's own profile and the team pages. */
export const accountKeys = {
  me: ['user', 'me'] as const,
  team: ['team'] as const,
  teamPage: (query: TTeamQuery) => ['team', query] as const,
};
