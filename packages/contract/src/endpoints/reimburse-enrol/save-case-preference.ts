import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { AUTO_FILE_ISSUE, autoFileNeedsValue } from '../reimburse/store-settings.ts';
import { ZEnrolCasePreference, ZEnrolment } from './model.ts';

export const ZEnrolCasePreferenceBody = ZEnrolCasePreference.refine(autoFileNeedsValue, AUTO_FILE_ISSUE);

export const saveEnrolCasePreferenceEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/reimburse/enrolment/case-preference',
  tags: ['reimburse'],
  summary: "Step 3: how the enrolled stores' cases are approved",
  body: ZEnrolCasePreferenceBody,
  response: ZEnvelope(ZEnrolment),
});
