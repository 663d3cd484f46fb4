import {
  listPpcTagsEndpoint,
  ok,
  PPC_TAG_MESSAGES,
  readPpcEntityTagsEndpoint,
  tagPpcEntitiesEndpoint,
} from '@seller-tools/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { TDb } from '../../../db/client.ts';
import { registerEndpoint } from '../../../plugins/endpoint.ts';
import { storeOf } from '../../../plugins/require-store.ts';
import { ppcGuard } from '../shared/ppc-guard.routes.ts';
import { createPpcTagsService } from './tags.service.ts';

// PPC tags API (issue 21): list, the tags of a table page, tag/untag selected rows.
export const ppcTagRoutes: FastifyPluginAsync<{ db: TDb }> = async (app, deps) => {
  const tags = createPpcTagsService(deps);

  registerEndpoint(app, listPpcTagsEndpoint, {
    preHandler: ppcGuard('query'),
    handler: async (request) => ok({ items: await tags.list(storeOf(request).channelId) }),
  });

  registerEndpoint(app, readPpcEntityTagsEndpoint, {
    preHandler: ppcGuard('query'),
    handler: async (request) =>
      ok({
        items: await tags.ofEntities(
          storeOf(request).channelId,
          request.query.entity_type,
          request.query.ids ?? [],
        ),
      }),
  });

  registerEndpoint(app, tagPpcEntitiesEndpoint, {
    preHandler: ppcGuard('body'),
    handler: async (request) =>
      ok(await tags.tag(storeOf(request).channelId, request.body), PPC_TAG_MESSAGES.updated),
  });
};
