import {
  fail,
  ok,
  REVIEW_MESSAGES,
  ZReviewDetailResponse,
  ZReviewListQuery,
  ZReviewListResponse,
  ZReviewNoteRequest,
  ZReviewNoteResponse,
  ZReviewParams,
  ZReviewStatusRequest,
  ZReviewStatusResponse,
  ZReviewTagsRequest,
  ZReviewTagsResponse,
  ZStoreQuery,
} from '@seller-tools/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TDb } from '../../db/client.ts';
import type { TClock } from '../../lib/clock.ts';
import { uncheckedJson } from '../../lib/unchecked-json.ts';
import { authOf, requireAuth } from '../../plugins/authenticate.ts';
import { requireStore, storeOf } from '../../plugins/require-store.ts';
import { createReviewListService } from './review-list.service.ts';
import { REVIEW_ERRORS } from './route-helpers.ts';

// Review Observer: the list (keyset pages), one review with notes and likely order, its status, notes, tags.
export const reviewListRoutes: FastifyPluginAsyncZod<{ db: TDb; clock: TClock }> = async (app, deps) => {
  const service = createReviewListService(deps);
  const tags = ['reviews'];

  app.get(
    '/api/review/reviews',
    {
      preHandler: [requireAuth, requireStore(deps.db)],
      schema: {
        tags,
        summary: 'Reviews of a store, newest first, filtered, one keyset page at a time',
        querystring: ZReviewListQuery,
        response: { 200: ZReviewListResponse, ...REVIEW_ERRORS },
      },
      serializerCompiler: uncheckedJson,
    },
    async (request, reply) => {
      const store = storeOf(request);
      const outcome = await service.list(store, request.query);
      if (!outcome.ok) return reply.code(outcome.status).send(fail(outcome.message));
      return ok(outcome.value);
    },
  );

  app.get(
    '/api/review/reviews/:reviewId',
    {
      preHandler: [requireAuth, requireStore(deps.db)],
      schema: {
        tags,
        summary: 'One review with its notes and the order it most likely came from (opening marks it read)',
        params: ZReviewParams,
        querystring: ZStoreQuery,
        response: { 200: ZReviewDetailResponse, ...REVIEW_ERRORS },
      },
    },
    async (request, reply) => {
      const store = storeOf(request);
      const outcome = await service.detail(store, request.params.reviewId);
      if (!outcome.ok) return reply.code(outcome.status).send(fail(outcome.message));
      return ok(outcome.value);
    },
  );

  app.put(
    '/api/review/reviews/:reviewId/status',
    {
      preHandler: [requireAuth, requireStore(deps.db, 'body')],
      schema: {
        tags,
        summary: 'Mark a review new, read or handled',
        params: ZReviewParams,
        body: ZReviewStatusRequest,
        response: { 200: ZReviewStatusResponse, ...REVIEW_ERRORS },
      },
    },
    async (request, reply) => {
      const store = storeOf(request);
      const { reviewId } = request.params;
      if (!(await service.setStatus(store, reviewId, request.body.status)))
        return reply.code(404).send(fail(REVIEW_MESSAGES.reviewNotFound));
      return ok({ review_id: reviewId, status: request.body.status }, REVIEW_MESSAGES.statusSaved);
    },
  );

  app.post(
    '/api/review/reviews/:reviewId/notes',
    {
      preHandler: [requireAuth, requireStore(deps.db, 'body')],
      schema: {
        tags,
        summary: 'Add a note to a review',
        params: ZReviewParams,
        body: ZReviewNoteRequest,
        response: { 200: ZReviewNoteResponse, ...REVIEW_ERRORS },
      },
    },
    async (request, reply) => {
      const store = storeOf(request);
      const note = await service.addNote(
        store,
        request.params.reviewId,
        authOf(request).userId,
        request.body.text,
      );
      if (!note) return reply.code(404).send(fail(REVIEW_MESSAGES.reviewNotFound));
      return ok(note, REVIEW_MESSAGES.noteSaved);
    },
  );

  app.put(
    '/api/review/reviews/:reviewId/tags',
    {
      preHandler: [requireAuth, requireStore(deps.db, 'body')],
      schema: {
        tags,
        summary: "Replace a review's tags (tags of the caller's company only)",
        params: ZReviewParams,
        body: ZReviewTagsRequest,
        response: { 200: ZReviewTagsResponse, ...REVIEW_ERRORS },
      },
    },
    async (request, reply) => {
      const store = storeOf(request);
      const outcome = await service.setTags(store, request.params.reviewId, request.body.tag_ids);
      if (!outcome.ok) return reply.code(404).send(fail(outcome.message));
      return ok({ review_id: request.params.reviewId, tag_ids: outcome.value }, REVIEW_MESSAGES.tagsSaved);
    },
  );
};
