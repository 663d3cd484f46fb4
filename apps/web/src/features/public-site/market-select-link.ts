import { MARKET_PRESELECT_PARAMS, PUBLIC_ROUTES } from '@seller-tools/contract';

/** Registration's entry with the chosen region and marketplace, which the connect step preselects. */
export function registerWithMarketplace(regionCode: string, marketplaceCode: string): string {
  const query = new URLSearchParams({
    [MARKET_PRESELECT_PARAMS.region]: regionCode,
    [MARKET_PRESELECT_PARAMS.marketplace]: marketplaceCode,
  });
  return `${PUBLIC_ROUTES.register}?${query}`;
}
