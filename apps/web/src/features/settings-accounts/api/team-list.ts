import { TEAM_MESSAGES, type TUserList, ZUserListResponse } from '@seller-tools/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, http, retryNetworkOnce, unwrap } from '../../../lib/http';

export const TEAM_LIST_PATH = '/api/user/list';
export const teamKey = ['team'] as const;

export type TTeamQuery = { userName: string; page: number };

/** GET /api/user/list: one page of the company's members, and its stores. */
export async function fetchTeam(query: TTeamQuery, signal?: AbortSignal): Promise<TUserList> {
  const params = { page: query.page, ...(query.userName ? { userName: query.userName } : {}) };
  return unwrap(
    await http.get(TEAM_LIST_PATH, { query: params, signal, silent: true, schema: ZUserListResponse }),
  ).data;
}

export function useTeam(query: TTeamQuery) {
  return useQuery({
    queryKey: [...teamKey, query],
    queryFn: ({ signal }) => fetchTeam(query, signal),
    placeholderData: keepPreviousData,
    retry: retryNetworkOnce,
  });
}

/** The server's "not a company admin" answer: the page then shows no team, rather than an error. */
export const isNotAdmin = (error: unknown) =>
  error instanceof ApiError && error.message === TEAM_MESSAGES.adminOnly;
