import {
  fail,
  ok,
  ZApplyRulesResponse,
  ZDeletedResponse,
  ZTagListResponse,
  ZTagParams,
  ZTagRequest,
  ZTagResponse,
  ZTagRuleInput,
  ZTagRuleListResponse,
  ZTagRuleParams,
  ZTagRuleResponse,
} from '@seller-tools/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TDb } from '../../db/client.ts';
import type { TClock } from '../../lib/clock.ts';
import { visibleChannelIds } from '../../lib/store-access.ts';
import { requireTeamPermission } from '../../lib/team-permissions.ts';
import { authOf, requireAuth } from '../../plugins/authenticate.ts';
import { REVIEW_ERRORS } from './route-helpers.ts';
import { createTagsService } from './tags.service.ts';

// Tags and tag automation rules of the caller's company.
export const tagsRoutes: FastifyPluginAsyncZod<{ db: TDb; clock: TClock }> = async (app, deps) => {
  const service = createTagsService(deps);
  const tags = ['tags'];
  const company = (request: Parameters<typeof authOf>[0]) => authOf(request).companyId;
  // Changing tags and rules is a team permission (issue 9); reading them is not.
  const manageTags = requireTeamPermission('manage_tags');

  app.get(
    '/api/review/tags',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: "The company's tags with review counts",
        response: { 200: ZTagListResponse, ...REVIEW_ERRORS },
      },
    },
    async (request) => ok(await service.listTags(company(request))),
  );

  app.post(
    '/api/review/tags',
    {
      preHandler: [requireAuth, manageTags],
      schema: {
        tags,
        summary: 'Create a tag',
        body: ZTagRequest,
        response: { 200: ZTagResponse, ...REVIEW_ERRORS },
      },
    },
    async (request, reply) => {
      const outcome = await service.saveTag(company(request), request.body);
      return outcome.ok ? ok(outcome.value) : reply.code(outcome.status).send(fail(outcome.message));
    },
  );

  app.put(
    '/api/review/tags/:tagId',
    {
      preHandler: [requireAuth, manageTags],
      schema: {
        tags,
        summary: 'Rename or recolour a tag',
        params: ZTagParams,
        body: ZTagRequest,
        response: { 200: ZTagResponse, ...REVIEW_ERRORS },
      },
    },
    async (request, reply) => {
      const outcome = await service.saveTag(company(request), request.body, request.params.tagId);
      return outcome.ok ? ok(outcome.value) : reply.code(outcome.status).send(fail(outcome.message));
    },
  );

  app.delete(
    '/api/review/tags/:tagId',
    {
      preHandler: [requireAuth, manageTags],
      schema: {
        tags,
        summary: 'Delete a tag (removes it from reviews, and its rules)',
        params: ZTagParams,
        response: { 200: ZDeletedResponse, ...REVIEW_ERRORS },
      },
    },
    async (request, reply) => {
      const outcome = await service.deleteTag(company(request), request.params.tagId);
      return outcome.ok ? ok(outcome.value) : reply.code(outcome.status).send(fail(outcome.message));
    },
  );

  app.get(
    '/api/review/tag-rules',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: "The company's tag rules",
        response: { 200: ZTagRuleListResponse, ...REVIEW_ERRORS },
      },
    },
    async (request) => ok(await service.listRules(company(request))),
  );

  app.post(
    '/api/review/tag-rules',
    {
      preHandler: [requireAuth, manageTags],
      schema: {
        tags,
        summary: 'Create a tag rule (applied to new reviews from now on)',
        body: ZTagRuleInput,
        response: { 200: ZTagRuleResponse, ...REVIEW_ERRORS },
      },
    },
    async (request, reply) => {
      const outcome = await service.saveRule(company(request), request.body);
      return outcome.ok ? ok(outcome.value) : reply.code(outcome.status).send(fail(outcome.message));
    },
  );

  app.put(
    '/api/review/tag-rules/:ruleId',
    {
      preHandler: [requireAuth, manageTags],
      schema: {
        tags,
        summary: 'Change a tag rule',
        params: ZTagRuleParams,
        body: ZTagRuleInput,
        response: { 200: ZTagRuleResponse, ...REVIEW_ERRORS },
      },
    },
    async (request, reply) => {
      const outcome = await service.saveRule(company(request), request.body, request.params.ruleId);
      return outcome.ok ? ok(outcome.value) : reply.code(outcome.status).send(fail(outcome.message));
    },
  );

  app.delete(
    '/api/review/tag-rules/:ruleId',
    {
      preHandler: [requireAuth, manageTags],
      schema: {
        tags,
        summary: 'Delete a tag rule (the tags it added stay)',
        params: ZTagRuleParams,
        response: { 200: ZDeletedResponse, ...REVIEW_ERRORS },
      },
    },
    async (request, reply) => {
      const outcome = await service.deleteRule(company(request), request.params.ruleId);
      return outcome.ok ? ok(outcome.value) : reply.code(outcome.status).send(fail(outcome.message));
    },
  );

  app.post(
    '/api/review/tag-rules/apply',
    {
      preHandler: [requireAuth, manageTags],
      schema: {
        tags,
        summary: "Apply the active rules to every existing review of the caller's stores",
        response: { 200: ZApplyRulesResponse, ...REVIEW_ERRORS },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const tagged = await service.applyToExisting(auth.companyId, await visibleChannelIds(deps.db, auth));
      return ok({ tagged });
    },
  );
};
