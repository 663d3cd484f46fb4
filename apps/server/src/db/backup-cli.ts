import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { loadConfig } from '../config.ts';
import { backupDatabase, restoreDatabase } from './backup.ts';
import { EMBEDDED_DATABASE, embeddedPassword, startEmbeddedPostgres } from './embedded.ts';

// `npm run db:backup [-- <file>]` and `npm run db:restore -- <file>`: the database the product uses
// (DATABASE_URL, or the embedded one under DATA_DIR, started for the call when the product is not running).

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The database's URL, and what to stop afterwards (an embedded server this command started). */
async function openTarget(
  config: ReturnType<typeof loadConfig>,
): Promise<{ url: string; close(): Promise<void> }> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, close: async () => {} };
  const dataDir = path.join(path.resolve(REPO_ROOT, config.DATA_DIR), 'pg');
  const { password } = await embeddedPassword(dataDir);
  const running = `postgres://postgres:${password}@127.0.0.1:${config.EMBEDDED_PG_PORT}/${EMBEDDED_DATABASE}`;
  if (await answers(running)) return { url: running, close: async () => {} };
  const embedded = await startEmbeddedPostgres({ dataDir, port: config.EMBEDDED_PG_PORT });
  return { url: embedded.url, close: () => embedded.stop() };
}

async function main(): Promise<void> {
  const [command, fileArg] = process.argv.slice(2);
  if (command !== 'backup' && command !== 'restore')
    throw new Error('usage: backup-cli.ts backup|restore [file]');
  if (command === 'restore' && !fileArg)
    throw new Error('usage: npm run db:restore -- <file made by db:backup>');
  const config = loadConfig();
  const target = await openTarget(config);
  try {
    if (command === 'backup') {
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.resolve(
        fileArg ??
          path.join(path.resolve(REPO_ROOT, config.DATA_DIR), 'backups', `seller-tools-${stamp}.dump`),
      );
      await mkdir(path.dirname(file), { recursive: true });
      await backupDatabase(target.url, file);
      console.log(`Backed up to ${file}`);
    } else {
      const file = path.resolve(fileArg as string);
      await restoreDatabase(target.url, file);
      console.log(`Restored ${file}: the database now holds what the backup held.`);
    }
  } finally {
    await target.close();
  }
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
