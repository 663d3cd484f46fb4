import { BOARD_MESSAGES, type TBoardPost, type TBoardType, ZBoardType } from '@seller-tools/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { boardPosts } from '../../db/schema/index.ts';
import type { TClock } from '../../lib/clock.ts';
import { hasVisibleContent, sanitizeBoardHtml } from '../../lib/html.ts';
import { failure, type Outcome, success } from '../../lib/outcome.ts';

export type TBoardDeps = { db: TDb; clock: TClock };

type TRow = typeof boardPosts.$inferSelect;

function toPost(row: TRow): TBoardPost {
  return {
    _id: row.id,
    // Rows are written only through ZBoardType; an unknown type read back would fail the response schema.
    type: ZBoardType.parse(row.type),
    title: row.title,
    contents: row.contents,
    cover_image: row.coverImage,
    bullet_content_list: row.bulletContentList,
    reference_content: row.referenceContent,
    created_at: row.createdAt.toISOString(),
  };
}

export type TNewPost = {
  title: string;
  contents: string;
  cover_image?: string | null | undefined;
  bullet_content_list: string[];
  reference_content?: string | null | undefined;
  published: boolean;
};

export function createBoardService({ db, clock }: TBoardDeps) {
  return {
    /** The published posts of one board, newest first. */
    async list(type: TBoardType): Promise<TBoardPost[]> {
      const rows = await db
        .select()
        .from(boardPosts)
        .where(and(eq(boardPosts.type, type), eq(boardPosts.published, true)))
        .orderBy(desc(boardPosts.createdAt), desc(boardPosts.id));
      return rows.map(toPost);
    },

    /** Stores a post with its HTML sanitized; contents that are nothing but unsafe markup are refused. */
    async create(type: TBoardType, authorId: string, post: TNewPost): Promise<Outcome<TBoardPost>> {
      const contents = sanitizeBoardHtml(post.contents);
      if (!hasVisibleContent(contents)) {
        return failure('invalid', `contents: ${BOARD_MESSAGES.contentsEmptyAfterSanitizing}`);
      }
      const [row] = await db
        .insert(boardPosts)
        .values({
          type,
          title: post.title,
          contents,
          coverImage: post.cover_image ?? null,
          bulletContentList: post.bullet_content_list,
          referenceContent: post.reference_content ?? null,
          published: post.published,
          createdBy: authorId,
          createdAt: clock.now(),
        })
        .returning();
      if (!row) throw new Error('board post insert returned no row');
      return success(toPost(row));
    },
  };
}
