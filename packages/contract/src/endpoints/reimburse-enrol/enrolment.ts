import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZEnrolment } from './model.ts';

export const enrolmentEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/reimburse/enrolment',
  tags: ['reimburse'],
  summary: "The company's enrolment in reimbursement recovery: the step reached and what each step saved",
  response: ZEnvelope(ZEnrolment),
});
