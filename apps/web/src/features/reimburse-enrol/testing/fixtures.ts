import {
  ENROL_TERMS_VERSION,
  enrolTermsPoints,
  type TBillingDetails,
  type TEnrolment,
  type TEnrolStep,
  type TEnrolStore,
} from '@seller-tools/contract';

export const US_STORE_ID = '0b9c3c1e-4a51-4d6f-9a43-0f3e8c1d2a11';
export const UK_STORE_ID = '0b9c3c1e-4a51-4d6f-9a43-0f3e8c1d2a12';

export function enrolStore(overrides: Partial<TEnrolStore> = {}): TEnrolStore {
  return {
    channel_id: US_STORE_ID,
    seller_id: 'A2HARBOR',
    marketplace_id: 'ATVPDKIKX0DER',
    country_code: 'us',
    country_name: 'United States',
    currency: 'USD',
    chosen: false,
    potential_value: 6819,
    potential_count: 2,
    ...overrides,
  };
}

export const BILLING: TBillingDetails = {
  name: 'Harbor Goods LLC',
  email: 'billing@harbor.test',
  address_line1: '1 Harbor Way',
  address_line2: '',
  city: 'Seattle',
  state: 'WA',
  postal_code: '98101',
  country: 'US',
};

/** An enrolment with the steps before `step` saved (a US store chosen, a UK one not). */
export function enrolmentAt(step: TEnrolStep, overrides: Partial<TEnrolment> = {}): TEnrolment {
  return {
    step,
    finished: false,
    stores: [
      enrolStore({ chosen: step > 1 }),
      enrolStore({
        channel_id: UK_STORE_ID,
        marketplace_id: 'A1F83G8C2ARO7P',
        country_code: 'gb',
        country_name: 'United Kingdom',
        currency: 'GBP',
        potential_value: 0,
        potential_count: 0,
      }),
    ],
    terms: {
      version: ENROL_TERMS_VERSION,
      commission_percent: 20,
      points: enrolTermsPoints(20),
      accepted_at: step > 2 ? '2026-11-20T10:00:00Z' : null,
      accepted_by: step > 2 ? 'Ada Lovelace' : null,
    },
    case_preference: step > 3 ? { case_approval: 'each', auto_file_above: null, min_case_value: 0 } : null,
    billing: null,
    ...overrides,
  };
}
