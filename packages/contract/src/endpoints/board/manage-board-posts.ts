import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZBoardPostFields } from './create-board-post.ts';
import { ZBoardParams, ZBoardPost } from './model.ts';

const tags = ['board'];

/** GET /api/system/board/{type} — every post of a board, drafts and unpublished ones too (super-admin). */
export const staffBoardListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/system/board/:type',
  tags,
  summary: 'Every post of a board, published or not, newest publish date first (super-admin)',
  params: ZBoardParams,
  query: z.object({}),
  response: ZEnvelope(z.array(ZBoardPost)),
});

/** PUT /api/system/board/{type}/{id} — edit, publish or unpublish a post (super-admin). */
export const ZUpdateBoardPostRequest = ZBoardPostFields.partial();
export type TUpdateBoardPostRequest = z.input<typeof ZUpdateBoardPostRequest>;
export const updateBoardPostEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/system/board/:type/:id',
  tags,
  summary: 'Edit, publish or unpublish a post; its HTML is sanitized again (super-admin)',
  params: ZBoardParams.extend({ id: z.uuid() }),
  body: ZUpdateBoardPostRequest,
  response: ZEnvelope(ZBoardPost),
});

/** GET /api/board/{type}/unseen — how many published posts came since the caller last opened the board. */
export const ZBoardUnseen = z.object({ count: z.number().int().nonnegative() });
export const boardUnseenEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/board/:type/unseen',
  tags,
  summary: 'How many posts are new since the caller last opened the board',
  params: ZBoardParams,
  query: z.object({}),
  response: ZEnvelope(ZBoardUnseen),
});

/** POST /api/board/{type}/seen — the caller has opened the board: nothing published so far is new any more. */
export const boardSeenEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/board/:type/seen',
  tags,
  summary: 'Marks the board seen by the caller (their last-seen marker, kept in user config)',
  params: ZBoardParams,
  response: ZEnvelope(ZBoardUnseen),
});
