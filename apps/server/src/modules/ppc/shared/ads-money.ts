import { currencyDigits } from '@seller-tools/contract';

// Money of the Ads profile's currency: minor units per major unit (reason texts use the contract's
// formatMoney).

/** Minor units per major unit of a currency (Amazon's marketplaces: yen has none; unknown: cents). */
export function minorFactor(currency: string | null | undefined): number {
  return 10 ** currencyDigits(currency);
}
