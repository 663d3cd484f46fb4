import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZEnrolBillingDetails, ZEnrolment } from './model.ts';

export const saveEnrolBillingEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/reimburse/enrolment/billing',
  tags: ['reimburse'],
  summary: 'Step 4: the billing details invoices are addressed to',
  body: ZEnrolBillingDetails,
  response: ZEnvelope(ZEnrolment),
});
