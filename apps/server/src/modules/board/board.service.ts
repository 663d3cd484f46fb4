import {
  BOARD_MESSAGES,
  boardSeenConfigName,
  type TBoardPost,
  type TBoardType,
  ZBoardType,
} from '@seller-tools/contract';
import { and, count, desc, eq, gt, lte } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { boardPosts, userConfigs } from '../../db/schema/index.ts';
import type { TClock } from '../../lib/clock.ts';
import { hasVisibleContent, sanitizeBoardHtml } from '../../lib/html.ts';
import { failure, type Outcome, success } from '../../lib/outcome.ts';

export type TBoardDeps = { db: TDb; clock: TClock };

type TRow = typeof boardPosts.$inferSelect;

function toPost(row: TRow, lastSeen: Date | null = null, staff = false): TBoardPost {
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
    publish_at: row.publishAt.toISOString(),
    published: row.published,
    is_new: !staff && (lastSeen === null || row.publishAt > lastSeen),
  };
}

export type TNewPost = {
  title: string;
  contents: string;
  cover_image?: string | null | undefined;
  bullet_content_list: string[];
  reference_content?: string | null | undefined;
  published: boolean;
  publish_at?: string | undefined;
};

/** Sanitized contents, or the refusal when nothing readable survives sanitizing. */
function cleanContents(html: string): Outcome<string> {
  const contents = sanitizeBoardHtml(html);
  if (!hasVisibleContent(contents)) {
    return failure('invalid', `contents: ${BOARD_MESSAGES.contentsEmptyAfterSanitizing}`);
  }
  return success(contents);
}

export function createBoardService({ db, clock }: TBoardDeps) {
  // Users see a post once it is published and its publish date has come.
  const visible = (type: TBoardType) =>
    and(eq(boardPosts.type, type), eq(boardPosts.published, true), lte(boardPosts.publishAt, clock.now()));

  /** The caller's last-seen marker of a board (user config), null before their first visit. */
  async function lastSeen(userId: string, type: TBoardType): Promise<Date | null> {
    const [config] = await db
      .select({ data: userConfigs.data })
      .from(userConfigs)
      .where(and(eq(userConfigs.userId, userId), eq(userConfigs.name, boardSeenConfigName(type))))
      .limit(1);
    const at = typeof config?.data === 'string' ? new Date(config.data) : null;
    return at && !Number.isNaN(at.getTime()) ? at : null;
  }

  async function unseen(userId: string, type: TBoardType): Promise<{ count: number }> {
    const since = await lastSeen(userId, type);
    const [row] = await db
      .select({ n: count() })
      .from(boardPosts)
      .where(since ? and(visible(type), gt(boardPosts.publishAt, since)) : visible(type));
    return { count: row?.n ?? 0 };
  }

  return {
    /** The posts users see, newest publish date first, each marked new when after the caller's last visit. */
    async list(type: TBoardType, userId: string): Promise<TBoardPost[]> {
      const since = await lastSeen(userId, type);
      const rows = await db
        .select()
        .from(boardPosts)
        .where(visible(type))
        .orderBy(desc(boardPosts.publishAt), desc(boardPosts.id));
      return rows.map((row) => toPost(row, since));
    },

    /** Every post of a board for the staff screen: drafts, unpublished and scheduled ones too. */
    async staffList(type: TBoardType): Promise<TBoardPost[]> {
      const rows = await db
        .select()
        .from(boardPosts)
        .where(eq(boardPosts.type, type))
        .orderBy(desc(boardPosts.publishAt), desc(boardPosts.id));
      return rows.map((row) => toPost(row, null, true));
    },

    unseen,

    /** Moves the caller's last-seen marker to now: every post visible so far stops being new. */
    // Written here rather than through the user-config module (modules stay apart); the same user_configs
    // row GET /api/user/config?name=board_seen.<type> reads.
    async markSeen(userId: string, type: TBoardType): Promise<{ count: number }> {
      const now = clock.now();
      await db
        .insert(userConfigs)
        .values({
          userId,
          name: boardSeenConfigName(type),
          data: now.toISOString(),
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [userConfigs.userId, userConfigs.name],
          set: { data: now.toISOString(), updatedAt: now },
        });
      return unseen(userId, type);
    },

    /** Stores a post with its HTML sanitized; contents that are nothing but unsafe markup are refused. */
    async create(type: TBoardType, authorId: string, post: TNewPost): Promise<Outcome<TBoardPost>> {
      const contents = cleanContents(post.contents);
      if (!contents.ok) return contents;
      const now = clock.now();
      const [row] = await db
        .insert(boardPosts)
        .values({
          type,
          title: post.title,
          contents: contents.value,
          coverImage: post.cover_image ?? null,
          bulletContentList: post.bullet_content_list,
          referenceContent: post.reference_content ?? null,
          published: post.published,
          publishAt: post.publish_at ? new Date(post.publish_at) : now,
          createdBy: authorId,
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error('board post insert returned no row');
      return success(toPost(row, null, true));
    },

    /** Edits, publishes or unpublishes a post; new contents are sanitized like a new post's. */
    async update(type: TBoardType, id: string, patch: Partial<TNewPost>): Promise<Outcome<TBoardPost>> {
      let contents: string | undefined;
      if (patch.contents !== undefined) {
        const cleaned = cleanContents(patch.contents);
        if (!cleaned.ok) return cleaned;
        contents = cleaned.value;
      }
      const [row] = await db
        .update(boardPosts)
        .set({
          title: patch.title,
          contents,
          coverImage: patch.cover_image,
          bulletContentList: patch.bullet_content_list,
          referenceContent: patch.reference_content,
          published: patch.published,
          publishAt: patch.publish_at ? new Date(patch.publish_at) : undefined,
        })
        .where(and(eq(boardPosts.id, id), eq(boardPosts.type, type)))
        .returning();
      if (!row) return failure('not-found', BOARD_MESSAGES.notFound);
      return success(toPost(row, null, true));
    },
  };
}
