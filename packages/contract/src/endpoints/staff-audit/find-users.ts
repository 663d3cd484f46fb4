import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { USER_FIND_MAX_LENGTH } from './common.ts';

/** GET /api/user/find?userName: users whose name or email contains userName (case-insensitive). */
export const ZUserFindQuery = z.object({
  userName: z.string().trim().min(1, { message: 'Enter part of a name or email.' }).max(USER_FIND_MAX_LENGTH),
});
export type TUserFindQuery = z.input<typeof ZUserFindQuery>;

export const ZFoundUser = z.object({
  user_id: z.string(),
  email: z.string(),
  name: z.string(),
  company_id: z.string(),
  company_name: z.string(),
});
export type TFoundUser = z.infer<typeof ZFoundUser>;

export const ZUserFindResponse = ZEnvelope(z.array(ZFoundUser));

export const findUsersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/user/find',
  tags: ['staff'],
  summary:
    'Users across companies by part of their name or email, at most USER_FIND_LIMIT, by name (staff only)',
  query: ZUserFindQuery,
  response: ZUserFindResponse,
});
