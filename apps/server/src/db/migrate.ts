import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { TDb } from './client.ts';

// drizzle-kit writes SQL migrations here (npm run db:generate); they are committed and applied at start.
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Any number shared by every process of the product: the lock that lets one of them migrate at a time. */
const MIGRATION_LOCK = 7_231_905;

/**
 * Applies the pending migrations. Processes that start together (API and workers, issue 23) take turns
 * on an advisory lock, held on a connection of its own: the first applies, the others then find nothing
 * left to apply.
 */
export async function migrateDatabase(db: TDb): Promise<void> {
  const lock = await db.$client.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lock.release();
  }
}
