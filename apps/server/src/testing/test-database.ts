import { inject } from 'vitest';
import { connectDatabase, type TDatabase } from '../db/client.ts';
import { databaseUrl, uniqueDatabaseName, withAdminClient } from './database-server.ts';
import { suiteFixture } from './suite-fixture.ts';
import { dropDatabase } from './template-database.ts';

export type TTestDatabase = TDatabase & { name: string; drop(): Promise<void> };

/** A fresh migrated database of this test file's own, copied from the run's template. Drop it in afterAll. */
export async function createTestDatabase(): Promise<TTestDatabase> {
  const { adminUrl, template } = inject('testDatabase');
  const name = uniqueDatabaseName('st_test');
  await withAdminClient(adminUrl, (c) => c.query(`create database "${name}" template "${template}"`));
  const database = connectDatabase(databaseUrl(adminUrl, name), { max: 4 });
  return {
    ...database,
    name,
    async drop() {
      await database.close();
      await dropDatabase(adminUrl, name);
    },
  };
}

/** A fresh database (createTestDatabase) for the tests of the enclosing describe, dropped after them. */
export const useTestDatabase = (): TTestDatabase =>
  suiteFixture(createTestDatabase, (database) => database.drop());
