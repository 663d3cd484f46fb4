import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZStoreQuery } from './common.ts';
import { ZReviewNote, ZReviewParams } from './review-model.ts';

export const NOTE_MAX_LENGTH = 2000;
/** POST /api/review/reviews/:reviewId/notes */
export const ZReviewNoteRequest = ZStoreQuery.extend({
  text: z.string().trim().min(1, 'Write a note first.').max(NOTE_MAX_LENGTH),
});
export const ZReviewNoteResponse = ZEnvelope(ZReviewNote);

export const reviewNoteEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/review/reviews/:reviewId/notes',
  tags: ['reviews'],
  summary: 'Add a note to a review',
  params: ZReviewParams,
  body: ZReviewNoteRequest,
  response: ZReviewNoteResponse,
});
