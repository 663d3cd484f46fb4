import {
  createReviewRequestRuleEndpoint,
  deleteReviewRequestRuleEndpoint,
  exportReviewRequestLogEndpoint,
  listReviewRequestRulesEndpoint,
  ok,
  REVIEW_REQUEST_MESSAGES,
  RULE_LIST_MESSAGES,
  readReviewRequestRuleEndpoint,
  reorderReviewRequestRulesEndpoint,
  reviewRequestImpactEndpoint,
  reviewRequestLogEndpoint,
  reviewRequestSummaryEndpoint,
  saveReviewRequestRuleEndpoint,
  sendReviewRequestNowEndpoint,
  updateReviewRequestRuleEndpoint,
} from '@seller-tools/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { TDb } from '../../db/client.ts';
import type { TClock } from '../../lib/clock.ts';
import type { TLogger } from '../../lib/logger.ts';
import { requireTeamPermission } from '../../lib/team-permissions.ts';
import { authOf, requireAuth } from '../../plugins/authenticate.ts';
import { sendDownload } from '../../plugins/download.ts';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import { requireStore, storeOf } from '../../plugins/require-store.ts';
import { createActivityService } from './activity.service.ts';
import { createImpactService } from './impact.service.ts';
import { createRuleService } from './rule.service.ts';
import { createRuleListService } from './rule-list.service.ts';
import { createSendNowService } from './send-now.ts';
import type { TSendDeps } from './send-requests.ts';

// Review Request Automation: the store's rule, its counters, the log of every order and its CSV. Every
// call is checked against the caller's company and access_channel_list before anything is read.
export const reviewRequestsRoutes: FastifyPluginAsync<{
  db: TDb;
  clock: TClock;
  logger: TLogger;
  /** Amazon's Solicitations API, for "send now". */
  solicitations: () => TSendDeps['marketplace']['spApi'];
}> = async (app, deps) => {
  const rules = createRuleService(deps);
  const ruleList = createRuleListService(deps);
  const activity = createActivityService(deps);
  const impact = createImpactService(deps);
  // The marketplace adapters are built on the first "send now", not with the app.
  const sendNow = createSendNowService({
    ...deps,
    marketplace: {
      spApi: {
        getSolicitationActions: (...args) => deps.solicitations().getSolicitationActions(...args),
        requestReview: (...args) => deps.solicitations().requestReview(...args),
      },
    },
  });
  const storeInQuery = [requireAuth, requireStore()];

  registerEndpoint(app, readReviewRequestRuleEndpoint, {
    preHandler: storeInQuery,
    handler: async (request) => {
      const store = storeOf(request);
      return ok(await rules.read(store.channelId, store.marketplaceId));
    },
  });

  registerEndpoint(app, saveReviewRequestRuleEndpoint, {
    // Reading the rule needs only the store; changing it needs the team permission too (issue 9),
    // checked after the store so a store the caller may not see answers the store's refusal first.
    preHandler: [requireAuth, requireStore('body'), requireTeamPermission('manage_review_requests')],
    handler: async (request) => {
      const store = storeOf(request);
      const { channel_id: _, ...rule } = request.body;
      const saved = await rules.save(store.channelId, rule, authOf(request).userId);
      return ok(saved, REVIEW_REQUEST_MESSAGES.ruleSaved);
    },
  });

  // The store's ordered rules (issue 25): reading needs the store, changing needs the team permission.
  registerEndpoint(app, listReviewRequestRulesEndpoint, {
    preHandler: storeInQuery,
    handler: async (request) => ok(await ruleList.list(storeOf(request).channelId)),
  });

  const manageInBody = [requireAuth, requireStore('body'), requireTeamPermission('manage_review_requests')];

  registerEndpoint(app, createReviewRequestRuleEndpoint, {
    preHandler: manageInBody,
    handler: async (request) => {
      const { channel_id: _, ...rule } = request.body;
      const answer = await ruleList.create(storeOf(request).channelId, rule, authOf(request).userId);
      return ok(answer, RULE_LIST_MESSAGES.created);
    },
  });

  registerEndpoint(app, updateReviewRequestRuleEndpoint, {
    preHandler: manageInBody,
    handler: async (request) => {
      const { channel_id: _, ...rule } = request.body;
      const channelId = storeOf(request).channelId;
      const answer = await ruleList.update(channelId, request.params.ruleId, rule, authOf(request).userId);
      return ok(answer, RULE_LIST_MESSAGES.updated);
    },
  });

  registerEndpoint(app, deleteReviewRequestRuleEndpoint, {
    preHandler: [requireAuth, requireStore(), requireTeamPermission('manage_review_requests')],
    handler: async (request) => {
      const answer = await ruleList.remove(storeOf(request).channelId, request.params.ruleId);
      return ok(answer, RULE_LIST_MESSAGES.deleted);
    },
  });

  registerEndpoint(app, reorderReviewRequestRulesEndpoint, {
    preHandler: manageInBody,
    handler: async (request) => {
      const answer = await ruleList.reorder(storeOf(request).channelId, request.body.rule_ids);
      return ok(answer, RULE_LIST_MESSAGES.reordered);
    },
  });

  registerEndpoint(app, sendReviewRequestNowEndpoint, {
    // Sending is changing: the same team permission as the rule, after the store check.
    preHandler: [requireAuth, requireStore('body'), requireTeamPermission('manage_review_requests')],
    handler: async (request) => {
      const store = storeOf(request);
      const result = await sendNow.sendNow(store.channelId, request.body.amazon_order_id);
      return ok(
        result,
        result.status === 'test' ? REVIEW_REQUEST_MESSAGES.sentNowTest : REVIEW_REQUEST_MESSAGES.sentNow,
      );
    },
  });

  registerEndpoint(app, reviewRequestSummaryEndpoint, {
    preHandler: storeInQuery,
    handler: async (request) => {
      const store = storeOf(request);
      return ok(await activity.summary(store.channelId, request.query.from, request.query.to));
    },
  });

  registerEndpoint(app, reviewRequestImpactEndpoint, {
    preHandler: storeInQuery,
    handler: async (request) => ok(await impact.impact(storeOf(request).channelId)),
  });

  registerEndpoint(app, reviewRequestLogEndpoint, {
    preHandler: storeInQuery,
    handler: async (request) => {
      const store = storeOf(request);
      const { q, status, page, page_size } = request.query;
      return ok(await activity.log(store.channelId, { q, status }, page, page_size));
    },
  });

  registerEndpoint(app, exportReviewRequestLogEndpoint, {
    preHandler: [requireAuth, requireTeamPermission('export_reports'), requireStore()],
    handler: async (request, reply) => {
      const store = storeOf(request);
      const body = await activity.exportCsv(store.channelId, request.query);
      const day = deps.clock.now().toISOString().slice(0, 10);
      return sendDownload(reply, {
        body,
        type: 'text/csv; charset=utf-8',
        filename: `review-requests-${day}.csv`,
      });
    },
  });
};
