import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZOkEnvelope } from '../../envelope.ts';
import { ZServerUserInfo } from '../user.ts';

/** PUT /api/auth/login/password/later */
export const ZChangePasswordLaterRequest = z.object({ email: z.string().trim().toLowerCase() });
export const ZChangePasswordLaterResponse = ZOkEnvelope.extend({ userInfo: ZServerUserInfo });

export const changePasswordLaterEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/auth/login/password/later',
  tags: ['auth'],
  summary: 'Keep the temporary password for now (asked again at the next sign-in)',
  body: ZChangePasswordLaterRequest,
  response: ZChangePasswordLaterResponse,
});
