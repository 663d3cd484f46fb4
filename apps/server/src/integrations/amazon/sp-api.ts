import { charsetOf, ReportTooLargeError, readBounded } from './bounded-gunzip.ts';
import { realTime, type TLimiterTime } from './rate-limiter.ts';
import type { TSpApiClient, TSpStore } from './sp-api-client.ts';
import { SpApiError } from './sp-api-errors.ts';
import { fbaAuditOperations } from './sp-api-fba-audit.ts';

// The SP-API operations the sync uses, typed to the fields we read (Amazon's models have many more).

// Orders 2026-01-01 (searchOrders, getOrder). Orders v0 (getOrders, getOrderItems) is deprecated in
// Amazon's current model and no longer called: 2026 carries every fact we read (the order's items
// inline, status, channel and delivery window in the FULFILLMENT dataset). What 2026 lacks is v0's
// `InvoiceUnconfirmed` status (Brazil and India, shipped before the invoice is confirmed), which it
// reports as SHIPPED; no rule of ours tells the two apart, so nothing here needs v0.
export type TSpMoney = { amount: string; currencyCode: string };
export type TSpOrderItem = {
  orderItemId: string;
  quantityOrdered: number;
  product: { asin: string; sellerSku?: string; title?: string; price?: { unitPrice?: TSpMoney } };
};
export type TSpOrder = {
  orderId: string;
  createdTime: string;
  lastUpdatedTime: string;
  programs?: string[];
  /** Replacement and exchange links: REPLACEMENT_ORIGINAL_ID names the order this one replaces. */
  associatedOrders?: { orderId?: string; associationType?: string }[];
  salesChannel: { channelName: string; marketplaceId?: string };
  fulfillment: {
    fulfillmentStatus: string;
    fulfilledBy?: string;
    shipByWindow?: { earliestDateTime?: string; latestDateTime?: string };
    deliverByWindow?: { earliestDateTime?: string; latestDateTime?: string };
  };
  orderItems: unknown[];
};
/** What searchOrders pages from: exactly one of createdAfter and lastUpdatedAfter, each with its optional end. */
export type TOrderQuery =
  | { createdAfter: string; createdBefore?: string }
  | { lastUpdatedAfter: string; lastUpdatedBefore?: string };
/**
 * The datasets asked for besides the core (which has the items): FULFILLMENT brings the status, who
 * fulfils (FBA/FBM) and the delivery window.
 */
export const ORDER_INCLUDED_DATA = ['FULFILLMENT'];

// A catalogue measure in the unit Amazon names (sync/measures.ts converts it).
type TMeasure = { unit?: string; value?: number };
export type TCatalogItem = {
  asin: string;
  summaries?: { marketplaceId: string; brand?: string; itemName?: string }[];
  attributes?: { list_price?: { value: number; currency: string }[] };
  dimensions?: {
    marketplaceId: string;
    item?: { height?: TMeasure; length?: TMeasure; width?: TMeasure; weight?: TMeasure };
  }[];
  images?: { marketplaceId: string; images: { variant: string; link: string }[] }[];
};
export type TInventorySummary = { asin?: string; fnSku?: string; sellerSku: string };
type TReportStatus = 'IN_QUEUE' | 'IN_PROGRESS' | 'DONE' | 'CANCELLED' | 'FATAL';

/** The one solicitation Amazon offers sellers: its own review and seller-feedback request. */
export const REVIEW_SOLICITATION = 'productReviewAndSellerFeedback';

export type TReportRequest = {
  reportType: string;
  marketplaceIds: string[];
  dataStartTime?: string;
  dataEndTime?: string;
  /** Report-specific options, e.g. the ledger summary's aggregatedByTimePeriod. */
  reportOptions?: Record<string, string>;
};

export function createSpApi(deps: {
  client: TSpApiClient;
  fetch?: typeof fetch;
  time?: TLimiterTime;
  /** What a report document may inflate to (REPORT_MAX_BYTES unless a test says less). */
  reportMaxBytes?: number;
}) {
  const { client } = deps;
  const doFetch = deps.fetch ?? fetch;
  const time = deps.time ?? realTime;

  return {
    ...fbaAuditOperations(client),
    /** One page of searchOrders: the first from the query, the next ones from the page's token. */
    searchOrders(
      store: TSpStore,
      marketplaceId: string,
      page: TOrderQuery | { paginationToken: string },
    ): Promise<{ orders: unknown[]; pagination?: { nextToken?: string } }> {
      return client.call(store, 'searchOrders', {
        path: '/orders/2026-01-01/orders',
        query: {
          marketplaceIds: [marketplaceId],
          maxResultsPerPage: 100,
          includedData: ORDER_INCLUDED_DATA,
          ...page,
        },
      });
    },
    getOrder(store: TSpStore, orderId: string): Promise<{ order: unknown }> {
      return client.call(store, 'getOrder', {
        path: `/orders/2026-01-01/orders/${encodeURIComponent(orderId)}`,
        query: { includedData: ORDER_INCLUDED_DATA },
      });
    },
    searchCatalogItems(store: TSpStore, marketplaceId: string, asins: readonly string[]) {
      return client.call<{ items: TCatalogItem[] }>(store, 'searchCatalogItems', {
        path: '/catalog/2022-04-01/items',
        query: {
          marketplaceIds: [marketplaceId],
          identifiers: asins,
          identifiersType: 'ASIN',
          includedData: ['summaries', 'attributes', 'dimensions', 'images'],
          pageSize: 20,
        },
      });
    },
    getInventorySummaries(store: TSpStore, marketplaceId: string, nextToken?: string) {
      return client.call<{
        payload: { inventorySummaries: TInventorySummary[] };
        pagination?: { nextToken?: string };
      }>(store, 'getInventorySummaries', {
        path: '/fba/inventory/v1/summaries',
        query: {
          granularityType: 'Marketplace',
          granularityId: marketplaceId,
          marketplaceIds: [marketplaceId],
          nextToken,
        },
      });
    },

    /** The solicitation actions Amazon offers for an order right now (none outside its window). */
    async getSolicitationActions(store: TSpStore, marketplaceId: string, orderId: string) {
      const answer = await client.call<{ _links?: { actions?: { name?: string }[] } } | undefined>(
        store,
        'getSolicitationActionsForOrder',
        {
          path: `/solicitations/v1/orders/${encodeURIComponent(orderId)}`,
          query: { marketplaceIds: [marketplaceId] },
        },
      );
      return (answer?._links?.actions ?? []).map((action) => action.name ?? '').filter(Boolean);
    },
    /** Asks Amazon to send its own review and seller-feedback request for the order (201, no body). */
    async requestReview(store: TSpStore, marketplaceId: string, orderId: string): Promise<void> {
      await client.call<unknown>(store, 'createProductReviewAndSellerFeedbackSolicitation', {
        method: 'POST',
        path: `/solicitations/v1/orders/${encodeURIComponent(orderId)}/solicitations/${REVIEW_SOLICITATION}`,
        query: { marketplaceIds: [marketplaceId] },
      });
    },

    /**
     * Requests a report, waits until Amazon has made it, and returns its text; null when Amazon
     * cancelled it (which is how it says "no data in that window").
     */
    async fetchReport(store: TSpStore, request: TReportRequest): Promise<string | null> {
      const { reportId } = await client.call<{ reportId: string }>(store, 'createReport', {
        method: 'POST',
        path: '/reports/2021-06-30/reports',
        body: request,
      });
      let waitMs = 250;
      for (;;) {
        const report = await client.call<{ processingStatus: TReportStatus; reportDocumentId?: string }>(
          store,
          'getReport',
          { path: `/reports/2021-06-30/reports/${encodeURIComponent(reportId)}` },
        );
        if (report.processingStatus === 'CANCELLED') return null;
        if (report.processingStatus === 'FATAL')
          throw new SpApiError('server', 'getReport', `report ${request.reportType} failed (FATAL)`);
        if (report.processingStatus === 'DONE' && report.reportDocumentId) {
          return downloadDocument(store, report.reportDocumentId);
        }
        await time.sleep(waitMs);
        waitMs = Math.min(30_000, Math.round(waitMs * 1.5));
      }
    },
  };

  async function downloadDocument(store: TSpStore, documentId: string): Promise<string> {
    for (let attempt = 0; ; attempt++) {
      // The document's URL lives 5 minutes: ask for a fresh one on every attempt.
      const doc = await client.call<{ url: string; compressionAlgorithm?: string }>(
        store,
        'getReportDocument',
        { path: `/reports/2021-06-30/documents/${encodeURIComponent(documentId)}` },
      );
      try {
        const response = await doFetch(doc.url, { signal: AbortSignal.timeout(120_000) });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        // Streamed and capped: a document that inflates past REPORT_MAX_BYTES stops the read.
        // Decoded in the charset the download names (windows-1252 and Shift_JIS exist), UTF-8 otherwise.
        return await readBounded(response.body, {
          gzip: doc.compressionAlgorithm === 'GZIP',
          charset: charsetOf(response.headers.get('content-type')),
          ...(deps.reportMaxBytes ? { maxBytes: deps.reportMaxBytes } : {}),
        });
      } catch (err) {
        if (err instanceof ReportTooLargeError) throw err; // the same document again is as large
        if (attempt >= 4)
          throw new SpApiError('network', 'reportDocument', 'the report document could not be read', {
            cause: err,
          });
        await time.sleep(500 * 2 ** attempt);
      }
    }
  }
}

export type TSpApi = ReturnType<typeof createSpApi>;

/** A flat-file report (tab-separated, header row) as records keyed by the header names. */
export function parseTsv(text: string): Record<string, string>[] {
  const lines = text.split(/\r?\n/).filter((line) => line !== '');
  const header = lines[0]?.split('\t') ?? [];
  return lines.slice(1).map((line) => {
    const cells = line.split('\t');
    const record: Record<string, string> = {};
    header.forEach((name, i) => {
      record[name] = cells[i] ?? '';
    });
    return record;
  });
}
