import {
  acceptEnrolTermsEndpoint,
  addEnrolStoreEndpoint,
  enrolmentEndpoint,
  finishEnrolmentEndpoint,
  saveEnrolBillingEndpoint,
  saveEnrolCasePreferenceEndpoint,
  saveEnrolStoresEndpoint,
  type TEnrolment,
} from '@seller-tools/contract';
import type { QueryClient } from '@tanstack/react-query';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { bodySender } from '../../../lib/endpoint-query/body-sender';
import { callData } from '../../../lib/endpoint-query/call-data';
import { call, unwrap } from '../../../lib/http';

export const enrolKeys = {
  all: ['reimburse-enrol'] as const,
  state: () => [...enrolKeys.all, 'state'] as const,
};

/** GET /api/reimburse/enrolment: the step reached and what each step saved (company admins only). */
export const useEnrolment = () => useEndpointQuery(enrolKeys.state(), enrolmentEndpoint);

/** Keeps the answer of a step's save as the enrolment state, so the next step opens with it. */
export function rememberEnrolment(queryClient: QueryClient, enrolment: TEnrolment): void {
  queryClient.setQueryData(enrolKeys.state(), enrolment);
}

export const saveStores = bodySender(saveEnrolStoresEndpoint);
export const acceptTerms = bodySender(acceptEnrolTermsEndpoint);
export const saveCasePreference = bodySender(saveEnrolCasePreferenceEndpoint);
export const saveBilling = bodySender(saveEnrolBillingEndpoint);
export const finishEnrolment = async () => callData(finishEnrolmentEndpoint);
export const addStore = async (channelId: string) =>
  unwrap(await call(addEnrolStoreEndpoint, { body: { channel_id: channelId } }));
