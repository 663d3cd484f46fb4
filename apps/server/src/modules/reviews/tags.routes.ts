import {
  applyTagRulesEndpoint,
  createTagEndpoint,
  createTagRuleEndpoint,
  deleteTagEndpoint,
  deleteTagRuleEndpoint,
  listTagRulesEndpoint,
  listTagsEndpoint,
  ok,
  updateTagEndpoint,
  updateTagRuleEndpoint,
} from '@seller-tools/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TDb } from '../../db/client.ts';
import type { TClock } from '../../lib/clock.ts';
import { requireTeamPermission } from '../../lib/team-permissions.ts';
import { authOf, requireAuth } from '../../plugins/authenticate.ts';
import { answer, registerEndpoint } from '../../plugins/endpoint.ts';
import { createTagsService } from './tags.service.ts';

// Tags and tag automation rules of the caller's company.
export const tagsRoutes: FastifyPluginAsync<{ db: TDb; clock: TClock }> = async (app, deps) => {
  const service = createTagsService(deps);
  const company = (request: FastifyRequest) => authOf(request).companyId;
  // Changing tags and rules is a team permission (issue 9); reading them is not.
  const manageTags = [requireAuth, requireTeamPermission('manage_tags')];

  registerEndpoint(app, listTagsEndpoint, {
    preHandler: requireAuth,
    handler: async (request) => ok(await service.listTags(company(request))),
  });

  registerEndpoint(app, createTagEndpoint, {
    preHandler: manageTags,
    handler: async (request) => answer(await service.saveTag(company(request), request.body)),
  });

  registerEndpoint(app, updateTagEndpoint, {
    preHandler: manageTags,
    handler: async (request) =>
      answer(await service.saveTag(company(request), request.body, request.params.tagId)),
  });

  registerEndpoint(app, deleteTagEndpoint, {
    preHandler: manageTags,
    handler: async (request) => answer(await service.deleteTag(company(request), request.params.tagId)),
  });

  registerEndpoint(app, listTagRulesEndpoint, {
    preHandler: requireAuth,
    handler: async (request) => ok(await service.listRules(company(request))),
  });

  registerEndpoint(app, createTagRuleEndpoint, {
    preHandler: manageTags,
    handler: async (request) => answer(await service.saveRule(company(request), request.body)),
  });

  registerEndpoint(app, updateTagRuleEndpoint, {
    preHandler: manageTags,
    handler: async (request) =>
      answer(await service.saveRule(company(request), request.body, request.params.ruleId)),
  });

  registerEndpoint(app, deleteTagRuleEndpoint, {
    preHandler: manageTags,
    handler: async (request) => answer(await service.deleteRule(company(request), request.params.ruleId)),
  });

  registerEndpoint(app, applyTagRulesEndpoint, {
    preHandler: manageTags,
    handler: async (request) => ok(await service.applyToExisting(authOf(request))),
  });
};
