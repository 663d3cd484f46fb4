import { MARKET_PRESELECT_PARAMS } from '@seller-tools/contract';
import { readJson, removeItem, writeItem } from '../../lib/storage';

/**
 * The marketplace a visitor chose on /market-select before signing up: region and marketplace codes of
 * the code lists. The connect step starts with it selected. Kept apart from the sign-up draft because the
 * info step clears the draft when it opens; this goes when registration starts over without a choice or
 * completes.
 */
export interface TMarketChoice {
  regionCode: string;
  marketplaceCode: string;
}

export const MARKET_CHOICE_KEY = 'signup.marketChoice';

// Codes are short (a region's is its name, "North America"); anything longer did not come from our link.
const CODE_MAX_LENGTH = 64;
const isCode = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= CODE_MAX_LENGTH;

function asChoice(regionCode: unknown, marketplaceCode: unknown): TMarketChoice | null {
  return isCode(regionCode) && isCode(marketplaceCode) ? { regionCode, marketplaceCode } : null;
}

/** The choice carried by /register's query parameters, if both are there and well formed. */
export function marketChoiceFromSearch(search: URLSearchParams): TMarketChoice | null {
  return asChoice(
    search.get(MARKET_PRESELECT_PARAMS.region),
    search.get(MARKET_PRESELECT_PARAMS.marketplace),
  );
}

export function readMarketChoice(): TMarketChoice | null {
  const stored = readJson<Record<string, unknown>>(localStorage, MARKET_CHOICE_KEY);
  if (stored === null || typeof stored !== 'object') return null;
  return asChoice(stored.regionCode, stored.marketplaceCode);
}

export function saveMarketChoice(choice: TMarketChoice): void {
  writeItem(localStorage, MARKET_CHOICE_KEY, JSON.stringify(choice));
}

export function clearMarketChoice(): void {
  removeItem(localStorage, MARKET_CHOICE_KEY);
}
