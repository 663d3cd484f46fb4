// The request mock for component tests, and the code lists (email domains, regions, marketplaces) as the API
// serves them. Shared by the registration and public-site tests.
import type { TCodeItem } from '@seller-tools/contract';
import { mockRequests } from './request-mock';

export { jsonResponse, networkFailure, type TMockCall, type TMockHandler } from './request-mock';

/** The request mock with these handlers (kept under this name for the tests that use it). */
export const mockApi = mockRequests;

export function codeItem(
  overrides: Partial<TCodeItem> & Pick<TCodeItem, 'class' | 'code' | 'name'>,
): TCodeItem {
  return {
    value_1: null,
    value_2: null,
    value_3: null,
    value_4: null,
    value_5: null,
    value_6: null,
    value_7: null,
    ...overrides,
  };
}

export const EMAIL_DOMAINS = [
  codeItem({ class: 'EMAIL_DOMAIN', code: 'GMAIL', name: 'gmail.com', value_3: 'gmail.com' }),
  codeItem({ class: 'EMAIL_DOMAIN', code: 'OUTLOOK', name: 'outlook.com', value_3: 'outlook.com' }),
];

export const REGIONS = [
  codeItem({ class: 'REGION', code: 'NA', name: 'North America' }),
  codeItem({ class: 'REGION', code: 'EU', name: 'Europe' }),
];

export const MARKETPLACES: Record<string, TCodeItem[]> = {
  'North America': [
    codeItem({
      class: 'AMZ_MARKET_CHANNEL',
      code: 'ATVPDKIKX0DER',
      name: 'United States',
      value_1: 'North America',
      value_2: 'us',
      value_7: 'amazon.com',
    }),
    codeItem({
      class: 'AMZ_MARKET_CHANNEL',
      code: 'A2EUQ1WTGCTBG2',
      name: 'Canada',
      value_1: 'North America',
      value_2: 'ca',
      value_7: 'amazon.ca',
    }),
  ],
  Europe: [
    codeItem({
      class: 'AMZ_MARKET_CHANNEL',
      code: 'A1F83G8C2ARO7P',
      name: 'United Kingdom',
      value_1: 'Europe',
      value_2: 'uk',
      value_7: 'amazon.co.uk',
    }),
  ],
};

/** GET /api/code/common answering the three lists above. */
export function codeListHandler(_body: unknown, url: URL) {
  const codeClass = url.searchParams.get('class');
  if (codeClass === 'EMAIL_DOMAIN') return { error: false, data: EMAIL_DOMAINS };
  if (codeClass === 'REGION') return { error: false, data: REGIONS };
  return { error: false, data: MARKETPLACES[url.searchParams.get('value_1') ?? ''] ?? [] };
}
