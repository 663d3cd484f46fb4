import os from 'node:os';
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

/**
 * Connections per process: twice the cores plus one, the usual PostgreSQL pool sizing. More connections
 * than that do not make queries finish sooner: on a busy machine they only make the database's backends
 * and this process take turns on the same cores, and every request's wait grows with the crowd (the
 * review list bench answered about a quarter more requests, with a lower p99, at 5 connections than at 10
 * on 2 cores). Requests beyond the pool queue here, in order. The server opens two such pools: one for
 * requests and one for its background jobs, so neither can take the other's connections.
 */
export function defaultPoolSize(cores = os.availableParallelism()): number {
  return 2 * cores + 1;
}

export function connectDatabase(url: string, options: { max?: number } = {}): TDatabase {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? defaultPoolSize() });
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
