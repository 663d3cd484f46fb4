import {
  fail,
  ok,
  REVIEW_REQUEST_MESSAGES,
  TEAM_MESSAGES,
  ZErrorEnvelope,
  ZReviewRequestExportQuery,
  ZReviewRequestLogQuery,
  ZReviewRequestLogResponse,
  ZReviewRequestRuleQuery,
  ZReviewRequestRuleRequest,
  ZReviewRequestRuleResponse,
  ZReviewRequestSummaryQuery,
  ZReviewRequestSummaryResponse,
} from '@seller-tools/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TDb } from '../../db/client.ts';
import type { TClock } from '../../lib/clock.ts';
import { hasTeamPermission, requireTeamPermission } from '../../lib/team-permissions.ts';
import { authOf, requireAuth } from '../../plugins/authenticate.ts';
import { requireStore, storeOf } from '../../plugins/require-store.ts';
import { createActivityService } from './activity.service.ts';
import { createRuleService } from './rule.service.ts';

const ERRORS = { 400: ZErrorEnvelope, 401: ZErrorEnvelope, 403: ZErrorEnvelope } as const;

// Review Request Automation: the store's rule, its counters, the log of every order and its CSV. Every
// call is checked against the caller's company and access_channel_list before anything is read.
export const reviewRequestsRoutes: FastifyPluginAsyncZod<{ db: TDb; clock: TClock }> = async (app, deps) => {
  const rules = createRuleService(deps);
  const activity = createActivityService(deps);
  const tags = ['review requests'];

  app.get(
    '/api/review-requests/rule',
    {
      preHandler: [requireAuth, requireStore(deps.db)],
      schema: {
        tags,
        summary: "The store's review request rule",
        querystring: ZReviewRequestRuleQuery,
        response: { 200: ZReviewRequestRuleResponse, ...ERRORS },
      },
    },
    async (request) => {
      const store = storeOf(request);
      return ok(await rules.read(store.channelId, store.marketplaceId));
    },
  );

  app.put(
    '/api/review-requests/rule',
    {
      preHandler: [requireAuth, requireStore(deps.db, 'body')],
      schema: {
        tags,
        summary: 'Save the rule; switching it on schedules every order still inside Amazon’s window',
        body: ZReviewRequestRuleRequest,
        response: { 200: ZReviewRequestRuleResponse, ...ERRORS },
      },
    },
    async (request, reply) => {
      const store = storeOf(request);
      // Reading the rule needs only the store; changing it needs the team permission (issue 9).
      if (!(await hasTeamPermission(deps.db, authOf(request).userId, 'manage_review_requests')))
        return reply.code(403).send(fail(TEAM_MESSAGES.permissionMissing));
      const { channel_id: _, ...rule } = request.body;
      const saved = await rules.save(store.channelId, rule, authOf(request).userId);
      return ok(saved, REVIEW_REQUEST_MESSAGES.ruleSaved);
    },
  );

  app.get(
    '/api/review-requests/summary',
    {
      preHandler: [requireAuth, requireStore(deps.db)],
      schema: {
        tags,
        summary: 'Sent, waiting, skipped and failed requests of a period, per day and by reason',
        querystring: ZReviewRequestSummaryQuery,
        response: { 200: ZReviewRequestSummaryResponse, ...ERRORS },
      },
    },
    async (request) => {
      const store = storeOf(request);
      return ok(await activity.summary(store.channelId, request.query.from, request.query.to));
    },
  );

  app.get(
    '/api/review-requests/log',
    {
      preHandler: [requireAuth, requireStore(deps.db)],
      schema: {
        tags,
        summary: 'One row per order with every attempt, searchable by order id or ASIN',
        querystring: ZReviewRequestLogQuery,
        response: { 200: ZReviewRequestLogResponse, ...ERRORS },
      },
    },
    async (request) => {
      const store = storeOf(request);
      const { q, status, page, page_size } = request.query;
      return ok(await activity.log(store.channelId, { q, status }, page, page_size));
    },
  );

  app.get(
    '/api/review-requests/export',
    {
      preHandler: [requireAuth, requireTeamPermission('export_reports'), requireStore(deps.db)],
      schema: {
        tags,
        summary: 'The log as a CSV file',
        querystring: ZReviewRequestExportQuery,
        response: { 200: z.any(), ...ERRORS },
      },
    },
    async (request, reply) => {
      const store = storeOf(request);
      const body = await activity.exportCsv(store.channelId, request.query);
      const day = deps.clock.now().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="review-requests-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};
