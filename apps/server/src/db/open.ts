import path from 'node:path';
import { connectDatabase, type TDatabase } from './client.ts';
import { startEmbeddedPostgres } from './embedded.ts';
import { migrateDatabase } from './migrate.ts';
import { seedReferenceData } from './seed.ts';

export type TOpenedDatabase = TDatabase & { embedded: boolean; shutdown(): Promise<void> };

/**
 * DATABASE_URL set → that server. Unset → an embedded PostgreSQL with its data under DATA_DIR/pg.
 * Either way migrations are applied and reference data seeded before the app sees the database.
 */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedPort: number;
  poolMax?: number;
  /** The app's logger (db must not import lib/logger.ts; any pino logger fits). */
  logger: { debug(fields: object, message: string): void };
}): Promise<TOpenedDatabase> {
  const embedded = options.databaseUrl
    ? null
    : await startEmbeddedPostgres({
        dataDir: path.join(options.dataDir, 'pg'),
        port: options.embeddedPort,
        onLog: (line) => options.logger.debug({ postgres: line.trim() }, 'embedded postgres'),
      });
  const url = options.databaseUrl ?? embedded?.url;
  if (!url) throw new Error('no database url');
  const database = connectDatabase(url, { max: options.poolMax });
  try {
    await migrateDatabase(database.db);
    await seedReferenceData(database.db);
  } catch (err) {
    await database.close();
    await embedded?.stop();
    throw err;
  }
  return {
    ...database,
    embedded: embedded !== null,
    async shutdown() {
      await database.close();
      await embedded?.stop();
    },
  };
}
