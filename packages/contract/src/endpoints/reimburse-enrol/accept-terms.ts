import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ENROL_MESSAGES, ZEnrolment } from './model.ts';

export const ZEnrolTermsBody = z.object({
  accepted: z.literal(true, ENROL_MESSAGES.termsRequired),
  /** The version the seller read (ENROL_TERMS_VERSION when the page opened). */
  version: z.string().min(1).max(40),
});
export type TEnrolTermsBody = z.infer<typeof ZEnrolTermsBody>;

export const acceptEnrolTermsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/reimburse/enrolment/terms',
  tags: ['reimburse'],
  summary: 'Step 2: accept the commission terms (recorded with who, when and from where)',
  body: ZEnrolTermsBody,
  response: ZEnvelope(ZEnrolment),
});
