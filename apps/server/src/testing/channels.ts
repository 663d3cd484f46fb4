import { eq } from 'drizzle-orm';
import { connectDatabase, type TDb } from '../db/client.ts';
import { channels } from '../db/schema/index.ts';

export type TChannelSeed = {
  companyId: string;
  sellerId: string;
  /** Amazon marketplace id, e.g. ATVPDKIKX0DER. */
  marketplaceId: string;
  region?: string;
  /** importing (default, as after a connect) or done. */
  signupStep?: string;
};

/**
 * A connected store written straight to the database (tests only). The refresh token is a placeholder:
 * nothing that reads these stores in a test talks to Amazon.
 */
export async function insertChannel(db: TDb, seed: TChannelSeed): Promise<{ id: string }> {
  const [row] = await db
    .insert(channels)
    .values({
      companyId: seed.companyId,
      sellerId: seed.sellerId,
      marketplaceId: seed.marketplaceId,
      region: seed.region ?? 'North America',
      refreshTokenEnc: 'test-placeholder',
      signupStep: seed.signupStep ?? 'importing',
    })
    .returning({ id: channels.id });
  if (!row) throw new Error('channel insert returned no row');
  return row;
}

/** Amazon.com's marketplace id: the store most tests seed. */
export const US_MARKETPLACE = 'ATVPDKIKX0DER';
/** Amazon.co.uk's: the second store of the tests that need two marketplaces. */
export const UK_MARKETPLACE = 'A1F83G8C2ARO7P';

/**
 * A store whose initial import has finished (signup step done), answering its id: what API tests that
 * read a store's data start from. The marketplace is the US one unless given.
 */
export async function insertStore(
  db: TDb,
  seed: { companyId: string; sellerId: string; marketplaceId?: string },
): Promise<string> {
  const row = await insertChannel(db, { marketplaceId: US_MARKETPLACE, signupStep: 'done', ...seed });
  return row.id;
}

/** insertChannel against the database at `databaseUrl` (e2e, against a started server). */
export async function createChannel(databaseUrl: string, seed: TChannelSeed): Promise<{ id: string }> {
  const database = connectDatabase(databaseUrl, { max: 1 });
  try {
    return await insertChannel(database.db, seed);
  } finally {
    await database.close();
  }
}

/** Sets a store's signup step, as the initial import job does when it finishes. */
export async function setChannelSignupStep(
  databaseUrl: string,
  id: string,
  signupStep: string,
): Promise<void> {
  const database = connectDatabase(databaseUrl, { max: 1 });
  try {
    await database.db.update(channels).set({ signupStep }).where(eq(channels.id, id));
  } finally {
    await database.close();
  }
}

/** Rows per table in the database at `databaseUrl` (benchmarks: what an import wrote). */
export async function tableCounts(
  databaseUrl: string,
  tables: readonly string[],
): Promise<Record<string, number>> {
  const database = connectDatabase(databaseUrl, { max: 1 });
  try {
    const counts: Record<string, number> = {};
    for (const table of tables) {
      if (!/^[a-z_]+$/.test(table)) throw new Error(`not a table name: ${table}`);
      const result = await database.pool.query<{ n: number }>(`select count(*)::int as n from "${table}"`);
      counts[table] = result.rows[0]?.n ?? 0;
    }
    return counts;
  } finally {
    await database.close();
  }
}
