import { sanitizeBoardHtml } from '../lib/html.ts';
import type { TDb } from './client.ts';
import { referenceCodes } from './reference-data.ts';
import { boardPosts, generalCode, plans } from './schema/index.ts';
import { BOARD_SEEDS, PLAN_SEEDS } from './shell-seed-data.ts';

// Inserts reference rows that are missing and leaves existing ones alone, so a restart never undoes an
// operator's edit. Safe to run on every start and concurrently.
export async function seedReferenceData(db: TDb): Promise<void> {
  await db
    .insert(generalCode)
    .values(referenceCodes())
    .onConflictDoNothing({ target: [generalCode.class, generalCode.code] });
  await db.insert(plans).values(PLAN_SEEDS).onConflictDoNothing({ target: plans.name });
  await db
    .insert(boardPosts)
    .values(BOARD_SEEDS.map((post) => ({ ...post, contents: sanitizeBoardHtml(post.contents) })))
    .onConflictDoNothing({ target: boardPosts.seedKey });
}
