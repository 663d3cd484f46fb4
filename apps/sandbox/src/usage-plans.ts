import type { TUsagePlan } from './rate-limiter.ts';

// Default usage plans from Amazon's API models (rate in requests per second, burst).
export const USAGE_PLANS = {
  getMarketplaceParticipations: { rate: 0.016, burst: 15 },
  getOrders: { rate: 0.0167, burst: 20 },
  getOrder: { rate: 0.5, burst: 30 },
  getOrderItems: { rate: 0.5, burst: 30 },
  searchOrders: { rate: 0.0056, burst: 20 },
  getOrderV2026: { rate: 0.5, burst: 30 },
  searchCatalogItems: { rate: 2, burst: 2 },
  getCatalogItem: { rate: 2, burst: 2 },
  searchListingsItems: { rate: 5, burst: 5 },
  getListingsItem: { rate: 5, burst: 10 },
  getItemOffers: { rate: 0.5, burst: 1 },
  getItemOffersBatch: { rate: 0.1, burst: 1 },
  createReport: { rate: 0.0167, burst: 15 },
  getReport: { rate: 2, burst: 15 },
  getReports: { rate: 0.0222, burst: 10 },
  cancelReport: { rate: 0.0222, burst: 10 },
  getReportDocument: { rate: 0.0167, burst: 15 },
  getInventorySummaries: { rate: 2, burst: 2 },
  getShipments: { rate: 2, burst: 30 },
  getShipmentItems: { rate: 2, burst: 30 },
  getShipmentItemsByShipmentId: { rate: 2, burst: 30 },
  listFinancialEvents: { rate: 0.5, burst: 30 },
  getSolicitationActionsForOrder: { rate: 1, burst: 5 },
  createProductReviewAndSellerFeedbackSolicitation: { rate: 1, burst: 5 },
  // Amazon Ads publishes no per-operation numbers (its docs only promise 429 with Retry-After); these
  // are conservative guesses in the range advertisers observe, so clients must honour Retry-After.
  listProfiles: { rate: 1, burst: 5 },
  listSponsoredProductsCampaigns: { rate: 5, burst: 10 },
  listSponsoredProductsAdGroups: { rate: 5, burst: 10 },
  listSponsoredProductsKeywords: { rate: 5, burst: 10 },
  listSponsoredProductsTargetingClauses: { rate: 5, burst: 10 },
  listSponsoredProductsProductAds: { rate: 5, burst: 10 },
  createAsyncReport: { rate: 0.1, burst: 10 },
  getAsyncReport: { rate: 1, burst: 10 },
} satisfies Record<string, TUsagePlan>;

export type TOperationName = keyof typeof USAGE_PLANS;
