import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type TDb = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** The handle inside `db.transaction(async (tx) => …)`. */
export type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
/** What a query helper runs on: the database, or a transaction it is part of. */
export type TDbOrTx = TDb | TTx;

export type TDatabase = {
  db: TDb;
  pool: pg.Pool;
  url: string;
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

export function connectDatabase(url: string, options: { max?: number } = {}): TDatabase {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema }) as TDb;
  return {
    db,
    pool,
    url,
    async ping() {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => pool.end(),
  };
}
