// Default usage plans of the SP-API operations we call (rate in requests per second, burst), from
// Amazon's API models (docs/amazon-reference.md, "Rate limits"). The limiter starts from these and
// follows `x-amzn-RateLimit-Limit` when Amazon answers with another rate for the seller.
export type TUsagePlan = { rate: number; burst: number };

export const SP_API_USAGE_PLANS = {
  getMarketplaceParticipations: { rate: 0.016, burst: 15 },
  // Orders 2026-01-01 (getOrder is its own, not v0's, which we no longer call).
  searchOrders: { rate: 0.0056, burst: 20 },
  getOrder: { rate: 0.5, burst: 30 },
  searchCatalogItems: { rate: 2, burst: 2 },
  getCatalogItem: { rate: 2, burst: 2 },
  createReport: { rate: 0.0167, burst: 15 },
  getReport: { rate: 2, burst: 15 },
  getReportDocument: { rate: 0.0167, burst: 15 },
  getInventorySummaries: { rate: 2, burst: 2 },
  getSolicitationActionsForOrder: { rate: 1, burst: 5 },
  createProductReviewAndSellerFeedbackSolicitation: { rate: 1, burst: 5 },
  // Fulfillment Inbound v0 and Finances v0 (the reimbursement audit's data).
  getShipments: { rate: 2, burst: 30 },
  getShipmentItems: { rate: 2, burst: 30 },
  listFinancialEvents: { rate: 0.5, burst: 30 },
  // Listing protection (listing-protection-api.ts).
  searchListingsItems: { rate: 5, burst: 5 },
  getListingsItem: { rate: 5, burst: 10 },
  getItemOffersBatch: { rate: 0.1, burst: 1 },
} as const satisfies Record<string, TUsagePlan>;

export type TSpOperation = keyof typeof SP_API_USAGE_PLANS;

// Amazon Ads publishes no per-operation rates (only that a throttled call answers 429 with
// Retry-After) and sends no rate header, so these are conservative plans in the range advertisers
// observe; the client honours Retry-After whenever Amazon disagrees.
export const ADS_API_USAGE_PLANS = {
  listProfiles: { rate: 1, burst: 5 },
  listSponsoredProductsCampaigns: { rate: 5, burst: 10 },
  listSponsoredProductsAdGroups: { rate: 5, burst: 10 },
  listSponsoredProductsKeywords: { rate: 5, burst: 10 },
  listSponsoredProductsTargetingClauses: { rate: 5, burst: 10 },
  listSponsoredProductsProductAds: { rate: 5, burst: 10 },
  listSponsoredProductsNegativeKeywords: { rate: 5, burst: 10 },
  listSponsoredProductsNegativeTargetingClauses: { rate: 5, burst: 10 },
  // Sponsored Products v3 writes (PPC Manager): the sandbox's plans for them.
  updateSponsoredProductsCampaigns: { rate: 2, burst: 5 },
  createSponsoredProductsCampaigns: { rate: 1, burst: 5 },
  updateSponsoredProductsAdGroups: { rate: 2, burst: 5 },
  createSponsoredProductsAdGroups: { rate: 1, burst: 5 },
  updateSponsoredProductsKeywords: { rate: 2, burst: 5 },
  createSponsoredProductsKeywords: { rate: 1, burst: 5 },
  updateSponsoredProductsTargetingClauses: { rate: 2, burst: 5 },
  createSponsoredProductsTargetingClauses: { rate: 1, burst: 5 },
  updateSponsoredProductsNegativeKeywords: { rate: 2, burst: 5 },
  createSponsoredProductsNegativeKeywords: { rate: 1, burst: 5 },
  updateSponsoredProductsNegativeTargetingClauses: { rate: 2, burst: 5 },
  createSponsoredProductsNegativeTargetingClauses: { rate: 1, burst: 5 },
  createAsyncReport: { rate: 0.1, burst: 10 },
  getAsyncReport: { rate: 1, burst: 10 },
} as const satisfies Record<string, TUsagePlan>;

export type TAdsOperation = keyof typeof ADS_API_USAGE_PLANS;
