import { contactUsEndpoint, type TContactUsRequest, ZContactUsRequest } from '@seller-tools/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { type TSubmitResult, toSubmitResult } from './submit-result';

/** POST /api/user/contact-us with the values as the server will read them (trimmed). */
export async function sendContactMessage(values: TContactUsRequest): Promise<TSubmitResult> {
  const body = ZContactUsRequest.parse(values);
  return toSubmitResult(await call(contactUsEndpoint, { body }));
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
