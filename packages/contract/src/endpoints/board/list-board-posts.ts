import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZBoardParams, ZBoardPost } from './model.ts';

/** GET /api/board/{type} — the published posts of that board, newest first. */
export const ZBoardListResponse = ZEnvelope(z.array(ZBoardPost));
export type TBoardListResponse = z.infer<typeof ZBoardListResponse>;

export const listBoardPostsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/board/:type',
  tags: ['board'],
  summary: 'The published posts of a board (news, changelog), newest first',
  params: ZBoardParams,
  query: z.object({}),
  response: ZBoardListResponse,
});
