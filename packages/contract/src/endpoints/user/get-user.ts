import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZServerUserInfo } from '../user.ts';

/** GET /api/user: the caller's own info, never anybody else's (it takes no id). */
export const ZGetUserResponse = ZEnvelope(ZServerUserInfo);
export type TGetUserResponse = z.infer<typeof ZGetUserResponse>;

export const getUserEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/user',
  tags: ['user'],
  summary: "The signed-in caller's user info",
  query: z.strictObject({}),
  response: ZGetUserResponse,
});
