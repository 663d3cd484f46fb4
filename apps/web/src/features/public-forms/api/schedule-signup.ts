import {
  scheduleSignupEndpoint,
  type TScheduleSignupRequest,
  ZScheduleSignupRequest,
} from '@seller-tools/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { type TSubmitResult, toSubmitResult } from './submit-result';

/** POST /api/user/schedule-signup: an intro-call request. */
export async function requestIntroCall(values: TScheduleSignupRequest): Promise<TSubmitResult> {
  const body = ZScheduleSignupRequest.parse(values);
  return toSubmitResult(await call(scheduleSignupEndpoint, { body }));
}

export function useRequestIntroCall() {
  return useMutation({ mutationFn: requestIntroCall });
}
