import { defineEndpoint } from '../../endpoint.ts';
// The schemas stay beside the other /api/user shapes; the route belongs to registration.
import { ZSignupStepRequest, ZSignupStepResponse } from '../user.ts';

/** PUT /api/user/signup-step: the signed-in caller's own sign-up step. */
export const signupStepEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/user/signup-step',
  tags: ['registration'],
  summary: "Set the signed-in caller's own sign-up step",
  body: ZSignupStepRequest,
  response: ZSignupStepResponse,
});
