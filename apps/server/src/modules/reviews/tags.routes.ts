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
import type { Outcome } from '../../lib/outcome.ts';
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

  // Tags and tag rules are edited alike: one save creates (no id) or updates (the id in the path), and a
  // delete takes the id; each answers the service's outcome.
  const create =
    <B, T>(save: (companyId: string, input: B) => Promise<Outcome<T>>) =>
    async (request: FastifyRequest & { body: B }) =>
      answer(await save(company(request), request.body));
  const update =
    <P, B, T>(
      idOf: (params: P) => string,
      save: (companyId: string, input: B, id: string) => Promise<Outcome<T>>,
    ) =>
    async (request: FastifyRequest & { params: P; body: B }) =>
      answer(await save(company(request), request.body, idOf(request.params)));
  const remove =
    <P, T>(idOf: (params: P) => string, drop: (companyId: string, id: string) => Promise<Outcome<T>>) =>
    async (request: FastifyRequest & { params: P }) =>
      answer(await drop(company(request), idOf(request.params)));
  const tagId = (params: { tagId: string }) => params.tagId;
  const ruleId = (params: { ruleId: string }) => params.ruleId;

  registerEndpoint(app, listTagsEndpoint, {
    preHandler: requireAuth,
    handler: async (request) => ok(await service.listTags(company(request))),
  });
  registerEndpoint(app, createTagEndpoint, { preHandler: manageTags, handler: create(service.saveTag) });
  registerEndpoint(app, updateTagEndpoint, {
    preHandler: manageTags,
    handler: update(tagId, service.saveTag),
  });
  registerEndpoint(app, deleteTagEndpoint, {
    preHandler: manageTags,
    handler: remove(tagId, service.deleteTag),
  });

  registerEndpoint(app, listTagRulesEndpoint, {
    preHandler: requireAuth,
    handler: async (request) => ok(await service.listRules(company(request))),
  });
  registerEndpoint(app, createTagRuleEndpoint, { preHandler: manageTags, handler: create(service.saveRule) });
  registerEndpoint(app, updateTagRuleEndpoint, {
    preHandler: manageTags,
    handler: update(ruleId, service.saveRule),
  });
  registerEndpoint(app, deleteTagRuleEndpoint, {
    preHandler: manageTags,
    handler: remove(ruleId, service.deleteRule),
  });

  registerEndpoint(app, applyTagRulesEndpoint, {
    preHandler: manageTags,
    handler: async (request) => ok(await service.applyToExisting(authOf(request))),
  });
};
