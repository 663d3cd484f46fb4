// The code-list fetchers moved down to lib (the public site's /market-select reads the same lists); the
// registration steps keep importing them from here.
export { fetchCodeList, useEmailDomains, useMarketplaces, useRegions } from '../../../lib/code-list';
