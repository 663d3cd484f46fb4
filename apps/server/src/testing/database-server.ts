import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { freePort } from './free-port.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export type TTestDatabaseServer = { adminUrl: string; stop(): Promise<void> };

/**
 * A PostgreSQL server where tests may create databases: TEST_DATABASE_URL when set (CI uses the
 * machine's PostgreSQL), otherwise an embedded server in a fresh temporary folder, removed afterwards.
 */
export async function startTestDatabaseServer(
  env: Record<string, string | undefined> = process.env,
): Promise<TTestDatabaseServer> {
  if (env.TEST_DATABASE_URL) {
    const adminUrl = env.TEST_DATABASE_URL;
    await assertReachable(adminUrl);
    return { adminUrl, stop: async () => {} };
  }
  const tmpRoot = path.join(REPO_ROOT, '.data', 'tmp');
  await mkdir(tmpRoot, { recursive: true });
  const dir = await mkdtemp(path.join(tmpRoot, 'pg-test-'));
  // As root, PostgreSQL runs as the "postgres" user, which must be able to enter the folder.
  await chmod(dir, 0o755);
  const server = await startEmbeddedPostgres({
    dataDir: path.join(dir, 'pg'),
    port: await freePort(),
    database: 'postgres',
  });
  return {
    adminUrl: server.adminUrl,
    async stop() {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function assertReachable(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (err) {
    throw new Error(`TEST_DATABASE_URL is set but its server cannot be reached: ${(err as Error).message}`);
  } finally {
    await client.end().catch(() => {});
  }
}

/** The URL of another database on the same server. */
export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function withAdminClient<T>(
  adminUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}
