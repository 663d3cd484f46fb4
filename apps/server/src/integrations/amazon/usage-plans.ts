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
/** Listing a kind of Sponsored Products entity, and changing or adding some (the sandbox's plans). */
const SP_LIST: TUsagePlan = { rate: 5, burst: 10 };
const SP_UPDATE: TUsagePlan = { rate: 2, burst: 5 };
const SP_CREATE: TUsagePlan = { rate: 1, burst: 5 };

export const ADS_API_USAGE_PLANS = {
  listProfiles: { rate: 1, burst: 5 },
  listSponsoredProductsCampaigns: SP_LIST,
  listSponsoredProductsAdGroups: SP_LIST,
  listSponsoredProductsKeywords: SP_LIST,
  listSponsoredProductsTargetingClauses: SP_LIST,
  listSponsoredProductsProductAds: SP_LIST,
  listSponsoredProductsNegativeKeywords: SP_LIST,
  listSponsoredProductsNegativeTargetingClauses: SP_LIST,
  // Sponsored Products v3 writes (PPC Manager): the sandbox's plans for them.
  updateSponsoredProductsCampaigns: SP_UPDATE,
  createSponsoredProductsCampaigns: SP_CREATE,
  updateSponsoredProductsAdGroups: SP_UPDATE,
  createSponsoredProductsAdGroups: SP_CREATE,
  updateSponsoredProductsKeywords: SP_UPDATE,
  createSponsoredProductsKeywords: SP_CREATE,
  updateSponsoredProductsTargetingClauses: SP_UPDATE,
  createSponsoredProductsTargetingClauses: SP_CREATE,
  updateSponsoredProductsNegativeKeywords: SP_UPDATE,
  createSponsoredProductsNegativeKeywords: SP_CREATE,
  updateSponsoredProductsNegativeTargetingClauses: SP_UPDATE,
  createSponsoredProductsNegativeTargetingClauses: SP_CREATE,
  createAsyncReport: { rate: 0.1, burst: 10 },
  getAsyncReport: { rate: 1, burst: 10 },
  // Change history (POST /history): as the sandbox plans it.
  getHistory: { rate: 1, burst: 5 },
} as const satisfies Record<string, TUsagePlan>;

export type TAdsOperation = keyof typeof ADS_API_USAGE_PLANS;
