import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { insertUser } from '../testing/accounts.ts';
import { databaseUrl, uniqueDatabaseName, withAdminClient } from '../testing/database-server.ts';
import { dropDatabase } from '../testing/template-database.ts';
import { useTestDatabase } from '../testing/test-database.ts';
import { backupDatabase, findPgTool, restoreDatabase, serverMajor } from './backup.ts';

/** Per table of the app's schemas: its row count and a digest of its rows, to compare two databases. */
async function fingerprint(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables
        where schemaname in ('public', 'pgboss') order by 1`,
    );
    const result: Record<string, string> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ n: string; digest: string | null }>(
        `select count(*)::text as n, md5(string_agg(t::text, '|' order by t::text)) as digest from ${name} t`,
      );
      result[name] = `${rows[0]?.n}:${rows[0]?.digest ?? ''}`;
    }
    return result;
  } finally {
    await client.end();
  }
}

describe('db:backup / db:restore', () => {
  const database = useTestDatabase();
  const { adminUrl } = inject('testDatabase');
  const restoredName = uniqueDatabaseName('st_restore');
  let folder = '';

  afterAll(async () => {
    await dropDatabase(adminUrl, restoredName);
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('a backup restored into a fresh database holds the same rows in every table', async (ctx) => {
    const sourceUrl = databaseUrl(adminUrl, database.name);
    const major = await serverMajor(sourceUrl);
    const missing = await findPgTool('pg_dump', major).then(
      () => null,
      (err: Error) => err.message,
    );
    // Only where no client tools of the server's version exist (the embedded PostgreSQL is newer than
    // Debian's): CI's PostgreSQL has its own.
    if (missing) ctx.skip(missing);

    await insertUser(database.db, { email: 'owner@backup.test', companyName: 'Backup Goods' });
    await insertUser(database.db, { email: 'second@backup.test', companyName: 'Second Goods' });
    folder = await mkdtemp(path.join(os.tmpdir(), 'st-backup-'));
    const file = path.join(folder, 'seller-tools.dump');
    await backupDatabase(sourceUrl, file);
    expect((await stat(file)).size).toBeGreaterThan(0);

    await withAdminClient(adminUrl, (c) => c.query(`create database "${restoredName}"`));
    const restoredUrl = databaseUrl(adminUrl, restoredName);
    await restoreDatabase(restoredUrl, file);

    const [before, after] = await Promise.all([fingerprint(sourceUrl), fingerprint(restoredUrl)]);
    expect(Object.keys(before).length).toBeGreaterThan(40);
    expect(before['public.users']).toMatch(/^2:/);
    expect(after).toEqual(before);
  });

  it('says which client tools to install when none fits the server', async () => {
    await expect(findPgTool('pg_dump', 99)).rejects.toThrow(
      /pg_dump 99 or newer is needed.*postgresql-client-99/,
    );
  });
});
