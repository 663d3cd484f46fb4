import { DAY_MS, dayOf } from '../clock.ts';
import { activeEvents, POLICY_CATEGORIES } from '../data/listing-events.ts';
import type { TSellerData } from '../data/seller-data.ts';
import { rngFor } from '../prng.ts';
import type { TReportWindow } from './fba-reports.ts';

// GET_V2_SELLER_PERFORMANCE_REPORT (JSON, accountHealthReport-2020-11-18.json): account health as of
// the report's creation. The statuses stay GOOD and the account NORMAL unless a planted account-health
// or policy-violation event (LISTING-EVENTS.md) is in force; the rates move a little from day to day
// within their targets, as a healthy account's do.

const LISTING_CATEGORIES = [
  ...POLICY_CATEGORIES,
  'productConditionCustomerComplaints',
  'suspectedIntellectualPropertyViolations',
  'foodAndProductSafetyIssues',
  'customerProductReviewsPolicyViolations',
  'otherPolicyViolations',
  'documentRequests',
] as const;

/** Amazon's timestamps in this report: minutes, UTC, no seconds ("2020-10-21T00:00Z"). */
const minuteIso = (ms: number) => `${new Date(ms).toISOString().slice(0, 16)}Z`;

export function sellerPerformance(data: TSellerData, w: TReportWindow): string {
  const at = w.createdAt;
  const day = dayOf(at);
  const active = activeEvents(data, at);
  const warned = active.some((e) => e.type === 'account-health');
  const violations = active.filter((e) => e.type === 'policy-violation');
  const range = (days: number) => ({
    reportingDateFrom: minuteIso((day - days) * DAY_MS),
    reportingDateTo: minuteIso(day * DAY_MS - 60_000),
  });
  const metrics = data.profile.marketplaces.map((m, index) => {
    const rng = rngFor('performance', data.profile.sellingPartnerId, m.id, day);
    const home = index === 0;
    const orders = Math.max(
      1,
      Math.round(data.profile.dailyOrders * 30 * (home ? 1 : 0.4) * rng.float(0.9, 1.1)),
    );
    const rated = (count: number, base: number, target: number, condition: 'LESS_THAN' | 'GREATER_THAN') => {
      const rate = Math.round((count / base) * 10_000) / 10_000;
      const good = condition === 'LESS_THAN' ? rate < target : rate > target;
      return { status: good ? 'GOOD' : 'BAD', rate, targetValue: target, targetCondition: condition };
    };
    const counted = (count: number) => ({ count, status: count > 0 ? 'BAD' : 'GOOD' });
    const odr = (fulfillmentType: 'AFN' | 'MFN', share: number, bad: boolean) => {
      const n = Math.max(1, Math.round(orders * share));
      const defects = bad ? Math.ceil(n * rng.float(0.013, 0.018)) : Math.floor(n * rng.float(0, 0.006));
      const negative = Math.ceil(defects / 2);
      return {
        reportingDateRange: range(60),
        orderCount: n,
        orderWithDefects: counted(defects),
        claims: counted(Math.floor(defects / 4)),
        chargebacks: counted(Math.floor(defects / 6)),
        negativeFeedback: counted(negative),
        fulfillmentType,
        ...rated(defects, n, 0.01, 'LESS_THAN'),
      };
    };
    const mfnOrders = Math.max(1, Math.round(orders * (1 - data.profile.afnShare)));
    const late = Math.floor(mfnOrders * rng.float(0, 0.02));
    const cancelled = Math.floor(mfnOrders * rng.float(0, 0.012));
    const tracked = Math.floor(mfnOrders * rng.float(0.96, 1));
    const onTime = Math.floor(tracked * rng.float(0.92, 0.99));
    const units = Math.round(orders * 1.2);
    const invoiced = Math.floor(mfnOrders * rng.float(0, 0.02));
    const violation = (name: (typeof LISTING_CATEGORIES)[number]) => {
      const defects = home ? violations.filter((e) => e.category === name).length : 0;
      return {
        reportingDateRange: range(180),
        defectsCount: defects,
        status: defects > 0 ? 'BAD' : 'GOOD',
        targetValue: 0,
        targetCondition: 'EQUALS',
      };
    };
    const badHere = home && warned;
    return {
      marketplaceId: m.id,
      accountHealthRating: { ahrStatus: badHere ? 'WARNED' : 'GREAT', reportingDateRange: range(180) },
      orderDefectRate: {
        afn: odr('AFN', data.profile.afnShare, badHere),
        mfn: odr('MFN', 1 - data.profile.afnShare, false),
      },
      lateShipmentRate: {
        reportingDateRange: range(30),
        orderCount: mfnOrders,
        lateShipmentCount: late,
        ...rated(late, mfnOrders, 0.04, 'LESS_THAN'),
      },
      preFulfillmentCancellationRate: {
        reportingDateRange: range(7),
        orderCount: mfnOrders,
        cancellationCount: cancelled,
        ...rated(cancelled, mfnOrders, 0.025, 'LESS_THAN'),
      },
      validTrackingRate: {
        reportingDateRange: range(30),
        shipmentCount: mfnOrders,
        validTrackingCount: tracked,
        ...rated(tracked, mfnOrders, 0.95, 'GREATER_THAN'),
      },
      onTimeDeliveryRate: {
        reportingDateRange: range(30),
        shipmentCountWithValidTracking: tracked,
        onTimeDeliveryCount: onTime,
        ...rated(onTime, Math.max(1, tracked), 0.9, 'GREATER_THAN'),
      },
      unitOnTimeDeliveryRate: {
        reportingDateRange: range(30),
        unitOnTimeDeliveryCount: Math.floor(units * 0.97),
        totalUnitCount: units,
        ...rated(Math.floor(units * 0.97), units, 0.9, 'GREATER_THAN'),
      },
      invoiceDefectRate: {
        reportingDateRange: range(7),
        orderCount: mfnOrders,
        invoiceDefect: { count: invoiced, status: 'GOOD' },
        missingInvoice: { count: invoiced, status: 'NONE' },
        lateInvoice: { count: 0, status: 'NONE' },
        ...rated(invoiced, mfnOrders, 0.05, 'LESS_THAN'),
      },
      ...Object.fromEntries(LISTING_CATEGORIES.map((name) => [name, violation(name)])),
      warningStates: badHere ? [{ warningType: 'ORDER_DEFECT_RATE', status: 'BAD' }] : [],
    };
  });
  return JSON.stringify({
    accountStatuses: data.profile.marketplaces.map((m, index) => ({
      marketplaceId: m.id,
      status: index === 0 && warned ? 'AT_RISK' : 'NORMAL',
    })),
    performanceMetrics: metrics,
  });
}
