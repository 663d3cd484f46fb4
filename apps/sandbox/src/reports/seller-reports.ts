import { DAY_MS, dayOf, isoDate, isoSeconds, startOfDay } from '../clock.ts';
import { lastUpdateAt, orderStatusAt } from '../data/orders.ts';
import type { TSellerData } from '../data/seller-data.ts';
import { rngFor } from '../prng.ts';
import type { TReportWindow } from './fba-reports.ts';
import { flatFileTime, toTsv } from './tsv.ts';

export function merchantListings(data: TSellerData, w: TReportWindow): string | null {
  const live = data.catalog.filter((p) => startOfDay(p.launchDay) <= w.createdAt);
  if (live.length === 0) return null;
  const header = [
    'item-name',
    'listing-id',
    'seller-sku',
    'price',
    'quantity',
    'open-date',
    'product-id-type',
    'item-condition',
    'asin1',
    'product-id',
    'fulfillment-channel',
    'status',
  ];
  return toTsv(
    header,
    live.map((p) => [
      p.title,
      `${p.launchDay}${p.index}`.padEnd(13, '0'),
      p.sku,
      p.price.toFixed(2),
      p.channel === 'MFN' ? 25 : '',
      `${isoSeconds(startOfDay(p.launchDay))}`,
      1,
      11,
      p.asin,
      p.asin,
      p.channel === 'AFN' ? 'AMAZON_NA' : 'DEFAULT',
      'Active',
    ]),
  );
}

// GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL: one row per order item, the bulk way to read
// order history without paging getOrders.
export function ordersByDate(data: TSellerData, w: TReportWindow): string | null {
  const rows: (string | number)[][] = [];
  const at = w.createdAt;
  for (let day = dayOf(w.start); day <= dayOf(w.end); day++) {
    for (const o of data.ordersOn(day)) {
      if (o.purchaseDate < w.start || o.purchaseDate > w.end || o.purchaseDate > at) continue;
      const status = orderStatusAt(o, at);
      for (const item of o.items) {
        rows.push([
          o.amazonOrderId,
          '',
          flatFileTime(o.purchaseDate),
          flatFileTime(lastUpdateAt(o, at)),
          status,
          o.channel === 'AFN' ? 'Amazon' : 'Merchant',
          data.profile.home.name,
          '',
          o.shipServiceLevel,
          item.product.title,
          item.product.sku,
          item.product.asin,
          status === 'Canceled' ? 'Cancelled' : status === 'Shipped' ? 'Shipped' : 'Unshipped',
          item.quantity,
          data.profile.home.currency,
          (item.unitPrice * item.quantity).toFixed(2),
          item.tax.toFixed(2),
          '0.00',
          '0.00',
          '',
          '',
          '0.00',
          '0.00',
          o.address.city,
          o.address.state,
          o.address.postalCode,
          o.address.countryCode,
          '',
          o.isBusiness ? 'true' : 'false',
        ]);
      }
    }
  }
  if (rows.length === 0) return null;
  const header = [
    'amazon-order-id',
    'merchant-order-id',
    'purchase-date',
    'last-updated-date',
    'order-status',
    'fulfillment-channel',
    'sales-channel',
    'order-channel',
    'ship-service-level',
    'product-name',
    'sku',
    'asin',
    'item-status',
    'quantity',
    'currency',
    'item-price',
    'item-tax',
    'shipping-price',
    'shipping-tax',
    'gift-wrap-price',
    'gift-wrap-tax',
    'item-promotion-discount',
    'ship-promotion-discount',
    'ship-city',
    'ship-state',
    'ship-postal-code',
    'ship-country',
    'promotion-ids',
    'is-business-order',
  ];
  return toTsv(header, rows);
}

// GET_V2_SELLER_PERFORMANCE_REPORT (JSON): account health as of the report's creation; counts only.
export function sellerPerformance(data: TSellerData, w: TReportWindow): string {
  const rng = rngFor('performance', data.profile.sellingPartnerId, dayOf(w.createdAt));
  const window = (days: number) => ({
    reportingDateFrom: isoSeconds(w.createdAt - days * DAY_MS),
    reportingDateTo: isoSeconds(w.createdAt),
  });
  const rate = (max: number, target: number, fulfillmentChannel?: string) => {
    const value = Math.round(rng.float(0, max) * 10_000) / 10_000;
    return {
      reportingDateRange: window(30),
      ...(fulfillmentChannel ? { fulfillmentType: fulfillmentChannel } : {}),
      status: value <= target ? 'GOOD' : 'BAD',
      rate: value,
      targetValue: target,
      targetCondition: 'LESS_THAN',
    };
  };
  const count = (max: number) => ({
    status: 'GOOD',
    defectsCount: rng.int(0, max),
    targetValue: 0,
    targetCondition: 'LESS_THAN',
  });
  const ahr = rng.int(180, 1000);
  return JSON.stringify({
    accountStatuses: data.profile.marketplaces.map((m) => ({ marketplaceId: m.id, status: 'NORMAL' })),
    performanceMetrics: data.profile.marketplaces.map((m) => ({
      marketplaceId: m.id,
      accountHealthRating: { ahrStatus: ahr >= 200 ? 'GREAT' : 'AT_RISK', ahrScore: ahr },
      orderDefectRate: { afn: rate(0.012, 0.01, 'AFN'), mfn: rate(0.012, 0.01, 'MFN') },
      lateShipmentRate: rate(0.05, 0.04),
      preFulfillmentCancellationRate: rate(0.03, 0.025),
      validTrackingRate: {
        ...rate(0.02, 0.95),
        rate: 1 - rng.float(0, 0.06),
        targetCondition: 'GREATER_THAN',
      },
      onTimeDeliveryRate: {
        ...rate(0.02, 0.9),
        rate: 1 - rng.float(0, 0.12),
        targetCondition: 'GREATER_THAN',
      },
      invoiceDefectRate: rate(0.02, 0.05),
      listingPolicyViolations: count(3),
      productAuthenticityCustomerComplaints: count(2),
      productConditionCustomerComplaints: count(2),
      productSafetyCustomerComplaints: count(1),
      receivedIntellectualPropertyComplaints: count(2),
      restrictedProductPolicyViolations: count(1),
      suspectedIntellectualPropertyViolations: count(1),
      foodAndProductSafetyIssues: count(1),
      customerProductReviewsPolicyViolations: count(1),
      otherPolicyViolations: count(1),
      documentRequests: count(0),
      warningStates: ahr < 250 ? ['AT_RISK_ACCOUNT_HEALTH'] : [],
      reportDate: isoDate(w.createdAt),
    })),
  });
}
