import {
  listReviewsEndpoint,
  REVIEW_MESSAGES,
  reviewDetailEndpoint,
  reviewNoteEndpoint,
  reviewStatusEndpoint,
  reviewTagsEndpoint,
} from '@seller-tools/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { TDb } from '../../db/client.ts';
import type { TClock } from '../../lib/clock.ts';
import { uncheckedJson } from '../../lib/unchecked-json.ts';
import { authOf, requireAuth } from '../../plugins/authenticate.ts';
import { answer, registerEndpoint } from '../../plugins/endpoint.ts';
import { requireStore, storeOf } from '../../plugins/require-store.ts';
import { createReviewListService } from './review-list.service.ts';

// Review Observer: the list (keyset pages), one review with notes and likely order, its status, notes, tags.
export const reviewListRoutes: FastifyPluginAsync<{ db: TDb; clock: TClock }> = async (app, deps) => {
  const service = createReviewListService(deps);
  const inQuery = [requireAuth, requireStore()];
  const inBody = [requireAuth, requireStore('body')];

  registerEndpoint(app, listReviewsEndpoint, {
    preHandler: inQuery,
    handler: async (request) => answer(await service.list(storeOf(request), request.query)),
    // The busiest read: its page is written without checking it against the schema (see uncheckedJson).
    options: { serializerCompiler: uncheckedJson },
  });

  registerEndpoint(app, reviewDetailEndpoint, {
    preHandler: inQuery,
    handler: async (request) => answer(await service.detail(storeOf(request), request.params.reviewId)),
  });

  registerEndpoint(app, reviewStatusEndpoint, {
    preHandler: inBody,
    handler: async (request) =>
      answer(
        await service.setStatus(storeOf(request), request.params.reviewId, request.body.status),
        REVIEW_MESSAGES.statusSaved,
      ),
  });

  registerEndpoint(app, reviewNoteEndpoint, {
    preHandler: inBody,
    handler: async (request) =>
      answer(
        await service.addNote(
          storeOf(request),
          request.params.reviewId,
          authOf(request).userId,
          request.body.text,
        ),
        REVIEW_MESSAGES.noteSaved,
      ),
  });

  registerEndpoint(app, reviewTagsEndpoint, {
    preHandler: inBody,
    handler: async (request) =>
      answer(
        await service.setTags(storeOf(request), request.params.reviewId, request.body.tag_ids),
        REVIEW_MESSAGES.tagsSaved,
      ),
  });
};
