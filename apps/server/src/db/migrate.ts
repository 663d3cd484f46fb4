import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { TDb } from './client.ts';

// drizzle-kit writes SQL migrations here (npm run db:generate); they are committed and applied at start.
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url));

export async function migrateDatabase(db: TDb): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
}
