import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { TEAM_PAGE_MAX, TEAM_PAGE_SIZE, ZTeamMember, ZTeamStore } from './common.ts';

/**
 * GET /api/user/list — the caller's company's members (removed ones too, for restoring), newest first,
 * paged on the server; userName narrows by name or email. Company admins only. Also answers the company's
 * stores, for the access picker.
 */
export const ZUserListQuery = z.object({
  userName: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(TEAM_PAGE_MAX).default(TEAM_PAGE_SIZE),
});
export type TUserListQuery = z.input<typeof ZUserListQuery>;
export const ZUserListResponse = ZEnvelope(
  z.object({
    members: z.array(ZTeamMember),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    stores: z.array(ZTeamStore),
  }),
);
export type TUserList = z.infer<typeof ZUserListResponse>['data'];

export const listMembersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/user/list',
  tags: ['team'],
  summary: "The company's members and stores (company admins)",
  query: ZUserListQuery,
  response: ZUserListResponse,
});
