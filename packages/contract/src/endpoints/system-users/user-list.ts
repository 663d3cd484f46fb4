import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ALL_ROLES } from '../../roles.ts';
import { SYSTEM_SEARCH_MAX, ZSystemPageQuery } from './common.ts';

export const SYSTEM_USER_STATUSES = ['all', 'active', 'deleted'] as const;
export type TSystemUserStatus = (typeof SYSTEM_USER_STATUSES)[number];

/**
 * GET /api/system/users — every user across companies (super-admin). q matches name, email or company
 * name, part of it; role keeps the holders of one role of §6 (role management lists them this way).
 */
export const ZSystemUserListQuery = ZSystemPageQuery.extend({
  q: z.string().trim().max(SYSTEM_SEARCH_MAX).optional(),
  role: z.enum(ALL_ROLES).optional(),
  status: z.enum(SYSTEM_USER_STATUSES).default('all'),
});
// Partial output, not z.input: coerced numbers would type as unknown for the web client.
export type TSystemUserListQuery = Partial<z.output<typeof ZSystemUserListQuery>>;

export const ZSystemUser = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  company_id: z.string(),
  company_name: z.string(),
  is_company_admin: z.boolean(),
  signup_step: z.string(),
  /** ISO timestamps; null when never signed in / not deleted. */
  last_login_at: z.string().nullable(),
  created_at: z.string(),
  deleted_at: z.string().nullable(),
  roles: z.array(z.string()),
  /** The company's connected stores: how many, and in which marketplaces (ids). */
  store_count: z.number().int(),
  marketplace_ids: z.array(z.string()),
  /** The same marketplaces by name (e.g. "Germany"), for people to read. */
  marketplace_names: z.array(z.string()),
  /** The company's plans: the default ones and those assigned. */
  plan_names: z.array(z.string()),
});
export type TSystemUser = z.infer<typeof ZSystemUser>;

export const ZSystemUserListResponse = ZEnvelope(
  z.object({ items: z.array(ZSystemUser), total: z.number().int(), page: z.number().int() }),
);
export type TSystemUserListResponse = z.infer<typeof ZSystemUserListResponse>;

export const listSystemUsersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/system/users',
  tags: ['system'],
  summary: 'Every user across companies, paginated and searchable (super-admin)',
  query: ZSystemUserListQuery,
  response: ZSystemUserListResponse,
});
