import type { FastifyInstance } from 'fastify';
import { invalidInput, ok } from '../api-errors.ts';
import { financialEventsBetween, type TFinancialEvent } from '../data/financial-events.ts';
import { sellerData } from '../data/seller-data.ts';
import { operationsOf, SP_API, type TApiDeps } from '../operation.ts';
import { dateParam, decodeToken, encodeToken, param } from '../query.ts';

// Finances v0 listFinancialEvents: events posted in [PostedAfter, PostedBefore), oldest first, up to
// MaxResultsPerPage (1–100, default 100) events a page; the NextToken carries the query.

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const MAX_RANGE_DAYS = 180;
type TFinToken = { kind: 'finances'; after: number; before: number; offset: number; max: number };

// The pages of one listing read the same computed window (a listing is read page after page).
const recent = new Map<string, TFinancialEvent[]>();
function eventsOf(sellingPartnerId: string, after: number, before: number): TFinancialEvent[] {
  const key = `${sellingPartnerId}|${after}|${before}`;
  let list = recent.get(key);
  if (!list) {
    list = financialEventsBetween(sellerData(sellingPartnerId), after, before);
    recent.set(key, list);
    if (recent.size > 16) recent.delete(recent.keys().next().value as string);
  }
  return list;
}

export function registerFinancesRoutes(app: FastifyInstance, deps: TApiDeps) {
  const on = operationsOf(app, deps, SP_API);
  on('listFinancialEvents', 'GET /finances/v0/financialEvents', (request, caller) => {
    const q = request.query;
    const latest = deps.clock.now().getTime() - 2 * MINUTE_MS;
    let cursor: TFinToken;
    const token = param(q, 'NextToken');
    if (token) {
      const decoded = decodeToken<TFinToken>(token, 'finances');
      if (!decoded) return invalidInput('Invalid NextToken.');
      cursor = decoded;
    } else {
      const after = dateParam(q, 'PostedAfter');
      const beforeParam = dateParam(q, 'PostedBefore');
      const maxRaw = param(q, 'MaxResultsPerPage');
      const max = maxRaw === undefined ? 100 : Number(maxRaw);
      if (!Number.isInteger(max) || max < 1 || max > 100)
        return invalidInput('MaxResultsPerPage must be between 1 and 100.');
      if (after === null) return invalidInput('PostedAfter or NextToken is required.');
      if (Number.isNaN(after) || (beforeParam !== null && Number.isNaN(beforeParam)))
        return invalidInput('PostedAfter and PostedBefore must be ISO 8601 date-times.');
      if (after > latest) return invalidInput('PostedAfter must be no later than two minutes before now.');
      const before = beforeParam ?? latest;
      if (before > latest) return invalidInput('PostedBefore must be no later than two minutes before now.');
      if (before <= after) return invalidInput('PostedBefore must be later than PostedAfter.');
      cursor = { kind: 'finances', after, before, offset: 0, max };
    }
    // Amazon answers a range of more than 180 days with no events.
    const all =
      cursor.before - cursor.after > MAX_RANGE_DAYS * DAY_MS
        ? []
        : eventsOf(caller.sellingPartnerId, cursor.after, cursor.before);
    const page = all.slice(cursor.offset, cursor.offset + cursor.max);
    const events: Record<string, unknown[]> = {
      ShipmentEventList: [],
      RefundEventList: [],
      AdjustmentEventList: [],
    };
    for (const e of page) events[e.list]?.push(e.json);
    const next = cursor.offset + cursor.max < all.length;
    return ok({
      payload: {
        FinancialEvents: events,
        ...(next ? { NextToken: encodeToken({ ...cursor, offset: cursor.offset + cursor.max }) } : {}),
      },
    });
  });
}
