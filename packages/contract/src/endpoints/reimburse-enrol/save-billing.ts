import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZBillingDetails } from '../billing/common.ts';
import { ZEnrolment } from './model.ts';

export const saveEnrolBillingEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/reimburse/enrolment/billing',
  tags: ['reimburse'],
  summary: 'Step 4: the billing details invoices are addressed to',
  body: ZBillingDetails,
  response: ZEnvelope(ZEnrolment),
});
