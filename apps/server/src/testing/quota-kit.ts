// What the rate benchmark (bench/quota.ts) drives: the marketplace adapters and the importer's own
// request pipelines (no database), with the time they wait on made injectable.
export type { TLimiterTime } from '../integrations/amazon/rate-limiter.ts';
export { ADS_API_USAGE_PLANS, SP_API_USAGE_PLANS } from '../integrations/amazon/usage-plans.ts';
export { systemClock } from '../lib/clock.ts';
export { secretBoxOf } from '../lib/encryption-key.ts';
export { ADS_METRIC_REPORTS, METRIC_COLUMNS } from '../sync/ads-rows.ts';
export { ADS_REPORTS_IN_FLIGHT } from '../sync/import-ads.ts';
export { fetchCatalogItems } from '../sync/import-catalogue.ts';
export { readOfferBatches } from '../sync/import-offers.ts';
export { ORDER_REPORTS_IN_FLIGHT } from '../sync/import-orders.ts';
export { createMarketplace, type TMarketplace } from '../sync/marketplace.ts';
export { fetchOrders, readOrdersSince } from '../sync/orders-api.ts';
export { eachLimited } from '../sync/report-rows.ts';
export { testConfig } from './test-config.ts';
