import { listMembersEndpoint, TEAM_MESSAGES, type TUserList } from '@seller-tools/contract';
import { ApiError, call, unwrap } from '../../../lib/http';
import { usePagedQuery } from '../../../lib/paged-query';
import { accountKeys, type TTeamQuery } from './keys';

/** GET /api/user/list: one page of the company's members, and its stores. */
export async function fetchTeam(query: TTeamQuery, signal?: AbortSignal): Promise<TUserList> {
  const params = { page: query.page, ...(query.userName ? { userName: query.userName } : {}) };
  return unwrap(await call(listMembersEndpoint, { query: params }, { signal, silent: true })).data;
}

export function useTeam(query: TTeamQuery) {
  return usePagedQuery(accountKeys.teamPage(query), (signal) => fetchTeam(query, signal));
}

/** The server's "not a company admin" answer: the page then shows no team, rather than an error. */
export const isNotAdmin = (error: unknown) =>
  error instanceof ApiError && error.message === TEAM_MESSAGES.adminOnly;
