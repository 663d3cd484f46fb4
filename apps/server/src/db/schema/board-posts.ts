import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, ts } from './columns.ts';

// News and changelog posts (GET /api/board/{type}). contents is HTML, stored only after sanitizing.
export const boardPosts = pgTable(
  'board_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    /** Set on posts the server seeds, so seeding at every start inserts each one once. */
    seedKey: text('seed_key'),
    title: text('title').notNull(),
    contents: text('contents').notNull(),
    coverImage: text('cover_image'),
    bulletContentList: jsonb('bullet_content_list').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    referenceContent: text('reference_content'),
    published: boolean('published').notNull().default(true),
    /** The publish date: shown to users, who see the post once it has come (and it is published). */
    publishAt: ts('publish_at').notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('board_posts_seed_key_uq').on(t.seedKey),
    index('board_posts_type_created_idx').on(t.type, t.createdAt),
  ],
);
