import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZServerUserInfo } from '../user.ts';

export const finishEnrolmentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/reimburse/enrolment/finish',
  tags: ['reimburse'],
  summary:
    "Finish: the reimburse plan on, the chosen stores enrolled, the free audit's findings drafted as cases; answers the user info (module reimburse)",
  response: ZEnvelope(ZServerUserInfo),
});
