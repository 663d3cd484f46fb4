import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../api-errors.ts';
import { adsAccount } from '../data/ads-entities.ts';
import { accountHistory, HISTORY_ENTITY_TYPES, HISTORY_MAX_MS } from '../data/ads-history.ts';
import { sellerData } from '../data/seller-data.ts';
import type { TApiDeps } from '../operation.ts';
import { registerAdsOperation } from './ads-operation.ts';

// POST /history (Amazon Ads change history, change-history.json): the account's changes in a time range,
// per event type with ids, parents and change-type filters, newest first unless asked otherwise, paged by
// nextToken (or pageOffset). Errors answer `{ code, details }` as the model's HistoryError.

const FILTERS = [
  'BID_AMOUNT',
  'BUDGET_AMOUNT',
  'END_DATE',
  'IN_BUDGET',
  'NAME',
  'PLACEMENT_GROUP',
  'SMART_BIDDING_STRATEGY',
  'START_DATE',
  'STATUS',
] as const;
const ZEventType = z
  .object({
    eventTypeIds: z.array(z.string()).max(10).optional(),
    filters: z.array(z.enum(FILTERS)).optional(),
    parents: z
      .array(
        z.object({
          campaignId: z.string().optional(),
          adGroupId: z.string().optional(),
          useProfileIdAdvertiser: z.union([z.boolean(), z.string()]).optional(),
        }),
      )
      .max(10)
      .optional(),
  })
  .strict();
const ZInt = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]);
const ZQuery = z
  .object({
    eventTypes: z.record(z.string(), ZEventType),
    fromDate: ZInt,
    toDate: ZInt,
    count: ZInt.optional(),
    nextToken: z.string().optional(),
    pageOffset: ZInt.optional(),
    sort: z
      .object({ key: z.enum(['DATE']).optional(), direction: z.enum(['ASC', 'DESC']).optional() })
      .optional(),
  })
  .strict();

const historyError = (status: number, details: string) => ({
  status,
  body: { code: String(status), details },
});
const V11 = 'application/vnd.historyresponse.v1.1+json';

export function registerHistoryRoutes(app: FastifyInstance, deps: TApiDeps) {
  registerAdsOperation(app, deps, {
    method: 'POST',
    url: '/history',
    operation: 'getHistory',
    scoped: true,
    mediaType: null,
    handler: (request, caller) => {
      const parsed = ZQuery.safeParse(request.body ?? {});
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return historyError(
          400,
          `Invalid request: ${issue?.path.join('.') || 'body'}: ${issue?.message ?? ''}`,
        );
      }
      const q = parsed.data;
      const accept = String(request.headers.accept ?? '');
      for (const key of Object.keys(q.eventTypes)) {
        if (key === 'THEME' && accept.includes(V11)) continue;
        if (!(HISTORY_ENTITY_TYPES as readonly string[]).includes(key))
          return historyError(
            400,
            `Invalid request: Error: Key in HistoryEventTypes: ${key} is not supported.`,
          );
      }
      const now = deps.clock.now().getTime();
      if (q.toDate < q.fromDate)
        return historyError(400, 'Invalid request: toDate must not be before fromDate.');
      if (q.fromDate < now - HISTORY_MAX_MS)
        return historyError(400, 'Invalid request: fromDate may be at most 90 days in the past.');
      const count = q.count ?? 100;
      if (count < 50 || count > 200)
        return historyError(400, 'Invalid request: count must be between 50 and 200.');
      if (q.nextToken !== undefined && q.pageOffset !== undefined)
        return historyError(400, 'Invalid request: nextToken and pageOffset are mutually exclusive.');
      let offset = q.pageOffset ?? 0;
      if (q.nextToken !== undefined) {
        const decoded = Number(Buffer.from(q.nextToken, 'base64url').toString('utf8'));
        if (!Number.isInteger(decoded) || decoded < 0)
          return historyError(400, 'Invalid request: bad nextToken.');
        offset = decoded;
      }
      if (offset > 10_000) return historyError(400, 'Invalid request: pageOffset may be at most 10000.');
      const account = adsAccount(sellerData(caller.sellingPartnerId));
      const matching = accountHistory(account, now).filter((e) => {
        if (e.timestamp < q.fromDate || e.timestamp > q.toDate) return false;
        const type = q.eventTypes[e.entityType];
        if (!type) return false;
        if (type.eventTypeIds?.length && !type.eventTypeIds.includes(e.entityId)) return false;
        // The ad group's BID_AMOUNT filter names its default bid.
        const filterOf = e.changeType === 'DEFAULT_BID_AMOUNT' ? 'BID_AMOUNT' : e.changeType;
        if (type.filters?.length && !(type.filters as string[]).includes(filterOf)) return false;
        if (
          type.parents?.length &&
          !type.parents.some(
            (p) =>
              (p.campaignId === undefined || p.campaignId === e.metadata.campaignId) &&
              (p.adGroupId === undefined || p.adGroupId === e.metadata.adGroupId),
          )
        )
          return false;
        return true;
      });
      if ((q.sort?.direction ?? 'DESC') === 'DESC') matching.reverse();
      const page = matching.slice(offset, offset + count);
      const more = offset + count < matching.length;
      return ok({
        events: page,
        ...(q.pageOffset !== undefined
          ? { totalResults: Math.min(10_000, matching.length) }
          : more
            ? { nextToken: Buffer.from(String(offset + count), 'utf8').toString('base64url') }
            : {}),
      });
    },
  });
}
