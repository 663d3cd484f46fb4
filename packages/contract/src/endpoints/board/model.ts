import { z } from 'zod';

// News boards (spec §3 "news item", §7 GET /api/board/{type}): the news modal "{product} news" lists the
// news board, and "What's new?" opens the changelog board. Contents are HTML, sanitized by the server
// when saved; the web sanitizes again when it renders.

export const BOARD_TYPES = ['news', 'changelog'] as const;
export const ZBoardType = z.enum(BOARD_TYPES, {
  error: `Unknown board. Use one of: ${BOARD_TYPES.join(', ')}.`,
});
export type TBoardType = z.infer<typeof ZBoardType>;

export const BOARD_TITLE_MAX_LENGTH = 200;
export const BOARD_CONTENTS_MAX_LENGTH = 100_000;
export const BOARD_BULLET_MAX_ITEMS = 20;

export const BOARD_MESSAGES = {
  titleRequired: 'Please enter a title.',
  contentsRequired: 'Please enter the contents.',
  contentsEmptyAfterSanitizing: 'The contents are empty once unsafe HTML is removed.',
  created: 'The post is saved.',
  updated: 'The post is saved.',
  notFound: 'Post not found.',
} as const;

/** The user config holding when the caller last opened a board (ISO date): posts after it are new. */
export const boardSeenConfigName = (type: TBoardType) => `board_seen.${type}`;

/** The news item of spec §3. */
export const ZBoardPost = z.object({
  _id: z.string(),
  type: ZBoardType,
  title: z.string(),
  /** Sanitized HTML. */
  contents: z.string(),
  cover_image: z.string().nullable(),
  bullet_content_list: z.array(z.string()),
  /** A link or short note on where to read more; null when none. */
  reference_content: z.string().nullable(),
  /** UTC, ISO 8601: when it was written. */
  created_at: z.string(),
  /** UTC, ISO 8601: the publish date; the modal shows it as NEWS_DATE_FORMAT. */
  publish_at: z.string(),
  /** False for a draft or an unpublished post (only staff ever see those). */
  published: z.boolean(),
  /** Published after the caller last opened this board (always false in the staff list). */
  is_new: z.boolean(),
});
export type TBoardPost = z.infer<typeof ZBoardPost>;

/** The board a call names in its path. */
export const ZBoardParams = z.object({ type: ZBoardType });
export type TBoardParams = z.infer<typeof ZBoardParams>;
