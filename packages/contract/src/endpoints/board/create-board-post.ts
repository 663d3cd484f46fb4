import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import {
  BOARD_BULLET_MAX_ITEMS,
  BOARD_CONTENTS_MAX_LENGTH,
  BOARD_MESSAGES,
  BOARD_TITLE_MAX_LENGTH,
  ZBoardParams,
  ZBoardPost,
} from './model.ts';

// An image every reader's browser loads: https (the content security policy blocks plain http images
// anyway) or a path of this site; never a protocol-relative //host (issue 17).
export const BOARD_COVER_IMAGE_FORMAT = 'Must be an https address or a path starting with /.';
const ZImageUrl = z
  .string()
  .trim()
  .max(2000)
  .regex(/^(https:\/\/[^/\s]+|\/(?!\/))/i, BOARD_COVER_IMAGE_FORMAT);

/** The fields of a post as staff write them (no defaults: an edit sends only what changes). */
export const ZBoardPostFields = z.object({
  title: z.string().trim().min(1, BOARD_MESSAGES.titleRequired).max(BOARD_TITLE_MAX_LENGTH),
  contents: z.string().trim().min(1, BOARD_MESSAGES.contentsRequired).max(BOARD_CONTENTS_MAX_LENGTH),
  cover_image: ZImageUrl.nullable().optional(),
  bullet_content_list: z.array(z.string().trim().min(1).max(500)).max(BOARD_BULLET_MAX_ITEMS),
  reference_content: z.string().trim().max(2000).nullable().optional(),
  published: z.boolean(),
  /** The publish date; now when left out. A later date keeps the post from users until then. */
  publish_at: z.iso.datetime({ offset: true }).optional(),
});

/** POST /api/board/{type} — write a post (super-admin only). HTML is sanitized before it is stored. */
export const ZCreateBoardPostRequest = ZBoardPostFields.extend({
  bullet_content_list: ZBoardPostFields.shape.bullet_content_list.default([]),
  published: z.boolean().default(true),
});
export type TCreateBoardPostRequest = z.input<typeof ZCreateBoardPostRequest>;
export const ZCreateBoardPostResponse = ZEnvelope(ZBoardPost);
export type TCreateBoardPostResponse = z.infer<typeof ZCreateBoardPostResponse>;

export const createBoardPostEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/board/:type',
  tags: ['board'],
  summary:
    'Write a post (published or a draft); its HTML is sanitized before it is stored (super-admin only)',
  params: ZBoardParams,
  body: ZCreateBoardPostRequest,
  response: ZCreateBoardPostResponse,
});
