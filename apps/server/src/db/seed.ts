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
    // The seeds are stored as written: reference-data.test.ts proves the board's sanitizer (lib/html.ts,
    // which db must not import) leaves every one unchanged.
    .values(BOARD_SEEDS.map((post) => ({ ...post, publishAt: post.createdAt })))
    .onConflictDoNothing({ target: boardPosts.seedKey });
}
