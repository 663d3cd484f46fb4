import { DAY_MS, dayOf, isoSeconds, startOfDay } from '../clock.ts';
import { lastUpdateAt, orderStatusAt } from '../data/orders.ts';
import type { TSellerData } from '../data/seller-data.ts';
import { rngFor } from '../prng.ts';
import type { TReportWindow } from './fba-reports.ts';
import { flatFileTime, localFlatFileTime, toTsv } from './tsv.ts';

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
      localFlatFileTime(startOfDay(p.launchDay), data.profile.home.timeZone),
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

// GET_V2_SELLER_PERFORMANCE_REPORT (JSON), shaped as Amazon's accountHealthReport-2020-11-18 schema:
// every rate carries the counts it is made of, its date range, status and target.
export function sellerPerformance(data: TSellerData, w: TReportWindow): string {
  const rng = rngFor('performance', data.profile.sellingPartnerId, dayOf(w.createdAt));
  const window = (days: number) => ({
    reportingDateFrom: isoSeconds(w.createdAt - days * DAY_MS),
    reportingDateTo: isoSeconds(w.createdAt),
  });
  const ratio = (part: number, whole: number) =>
    whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 10_000;
  // A rate below its target is good for defects (LESS_THAN), above it for tracking and delivery.
  const judged = (rate: number, target: number, condition: 'LESS_THAN' | 'GREATER_THAN', days = 60) => ({
    reportingDateRange: window(days),
    status: (condition === 'LESS_THAN' ? rate < target : rate > target) ? 'GOOD' : 'BAD',
    rate,
    targetValue: target,
    targetCondition: condition,
  });
  const counted = (count: number) => ({ count, status: count === 0 ? 'GOOD' : 'BAD' });
  const odr = (fulfillmentType: 'AFN' | 'MFN', orderCount: number) => {
    const claims = rng.int(0, Math.ceil(orderCount / 400));
    const chargebacks = rng.int(0, Math.ceil(orderCount / 800));
    const negativeFeedback = rng.int(0, Math.ceil(orderCount / 200));
    const defects = claims + chargebacks + negativeFeedback;
    return {
      ...judged(ratio(defects, orderCount), 0.01, 'LESS_THAN'),
      orderCount,
      orderWithDefects: counted(defects),
      claims: counted(claims),
      chargebacks: counted(chargebacks),
      negativeFeedback: counted(negativeFeedback),
      fulfillmentType,
    };
  };
  const violations = (max: number) => {
    const defectsCount = rng.int(0, max);
    return {
      reportingDateRange: window(180),
      defectsCount,
      status: defectsCount === 0 ? 'GOOD' : 'BAD',
      targetValue: 0,
      targetCondition: 'EQUALS',
    };
  };
  const ahr = rng.int(180, 1000);
  return JSON.stringify({
    accountStatuses: data.profile.marketplaces.map((m) => ({ marketplaceId: m.id, status: 'NORMAL' })),
    performanceMetrics: data.profile.marketplaces.map((m) => {
      const mfnOrders = rng.int(50, 1500);
      const afnOrders = rng.int(100, 3000);
      const late = rng.int(0, Math.ceil(mfnOrders * 0.05));
      const cancelled = rng.int(0, Math.ceil(mfnOrders * 0.03));
      const tracked = mfnOrders - rng.int(0, Math.ceil(mfnOrders * 0.06));
      const onTime = tracked - rng.int(0, Math.ceil(tracked * 0.12));
      const units = Math.round(mfnOrders * 1.3);
      const unitsOnTime = units - rng.int(0, Math.ceil(units * 0.1));
      const missingInvoice = rng.int(0, 3);
      const lateInvoice = rng.int(0, 3);
      return {
        marketplaceId: m.id,
        accountHealthRating: {
          ahrStatus: ahr >= 200 ? 'GREAT' : 'AT_RISK',
          ahrScore: ahr,
          reportingDateRange: window(180),
        },
        orderDefectRate: { afn: odr('AFN', afnOrders), mfn: odr('MFN', mfnOrders) },
        lateShipmentRate: {
          ...judged(ratio(late, mfnOrders), 0.04, 'LESS_THAN', 30),
          orderCount: mfnOrders,
          lateShipmentCount: late,
        },
        preFulfillmentCancellationRate: {
          ...judged(ratio(cancelled, mfnOrders), 0.025, 'LESS_THAN', 7),
          orderCount: mfnOrders,
          cancellationCount: cancelled,
        },
        validTrackingRate: {
          ...judged(ratio(tracked, mfnOrders), 0.95, 'GREATER_THAN', 30),
          shipmentCount: mfnOrders,
          validTrackingCount: tracked,
        },
        onTimeDeliveryRate: {
          ...judged(ratio(onTime, tracked), 0.9, 'GREATER_THAN', 14),
          shipmentCountWithValidTracking: tracked,
          onTimeDeliveryCount: onTime,
        },
        unitOnTimeDeliveryRate: {
          ...judged(ratio(unitsOnTime, units), 0.9, 'GREATER_THAN', 14),
          unitOnTimeDeliveryCount: unitsOnTime,
          totalUnitCount: units,
        },
        invoiceDefectRate: {
          ...judged(ratio(missingInvoice + lateInvoice, mfnOrders), 0.05, 'LESS_THAN', 30),
          orderCount: mfnOrders,
          invoiceDefect: counted(missingInvoice + lateInvoice),
          missingInvoice: counted(missingInvoice),
          lateInvoice: counted(lateInvoice),
        },
        listingPolicyViolations: violations(3),
        productAuthenticityCustomerComplaints: violations(2),
        productConditionCustomerComplaints: violations(2),
        productSafetyCustomerComplaints: violations(1),
        receivedIntellectualPropertyComplaints: violations(2),
        restrictedProductPolicyViolations: violations(1),
        suspectedIntellectualPropertyViolations: violations(1),
        foodAndProductSafetyIssues: violations(1),
        customerProductReviewsPolicyViolations: violations(1),
        otherPolicyViolations: violations(1),
        documentRequests: violations(0),
        warningStates: ahr < 250 ? [{ warningType: 'AT_RISK_ACCOUNT_HEALTH', status: 'BAD' }] : [],
      };
    }),
  });
}
