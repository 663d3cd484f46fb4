import {
  SCHEDULE_SIGNUP_PATH,
  type TScheduleSignupRequest,
  ZScheduleSignupRequest,
  ZScheduleSignupResponse,
} from '@seller-tools/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type TSubmitResult, toSubmitResult } from './submit-result';

/** POST /api/user/schedule-signup: an intro-call request. */
export async function requestIntroCall(values: TScheduleSignupRequest): Promise<TSubmitResult> {
  const body = ZScheduleSignupRequest.parse(values);
  return toSubmitResult(await http.post(SCHEDULE_SIGNUP_PATH, body, { schema: ZScheduleSignupResponse }));
}

export function useRequestIntroCall() {
  return useMutation({ mutationFn: requestIntroCall });
}
