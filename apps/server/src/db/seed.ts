import type { TDb } from './client.ts';
import { referenceCodes } from './reference-data.ts';
import { generalCode } from './schema/index.ts';

// Inserts reference rows that are missing and leaves existing ones alone, so a restart never undoes an
// operator's edit. Safe to run on every start and concurrently.
export async function seedReferenceData(db: TDb): Promise<void> {
  await db
    .insert(generalCode)
    .values(referenceCodes())
    .onConflictDoNothing({ target: [generalCode.class, generalCode.code] });
}
