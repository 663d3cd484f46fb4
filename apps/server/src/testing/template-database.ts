import { connectDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { seedReferenceData } from '../db/seed.ts';
import { createJobQueues } from '../jobs/start-workers.ts';
import { createLogger } from '../lib/logger.ts';
import { startQueue, stopQueue } from '../queue/queue.ts';
import { databaseUrl, uniqueDatabaseName, withAdminClient } from './database-server.ts';

/**
 * A migrated, seeded database (with pg-boss's schema too) that each test file copies with
 * CREATE DATABASE … TEMPLATE, which takes milliseconds instead of re-running migrations.
 */
export async function createTemplateDatabase(
  adminUrl: string,
): Promise<{ name: string; drop(): Promise<void> }> {
  const name = uniqueDatabaseName('st_tpl');
  await withAdminClient(adminUrl, (c) => c.query(`create database "${name}"`));
  const database = connectDatabase(databaseUrl(adminUrl, name), { max: 2 });
  try {
    await migrateDatabase(database.db);
    await seedReferenceData(database.db);
  } finally {
    await database.close();
  }
  const queue = await startQueue({
    connectionString: databaseUrl(adminUrl, name),
    logger: createLogger('silent'),
  });
  await createJobQueues(queue);
  await stopQueue(queue);
  return { name, drop: () => dropDatabase(adminUrl, name) };
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdminClient(adminUrl, (c) => c.query(`drop database if exists "${name}" with (force)`));
}
