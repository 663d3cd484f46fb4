import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import pg from 'pg';

// `npm run db:backup` / `db:restore` (issue 23): PostgreSQL's own pg_dump custom format, so a backup
// restores with the standard tools anywhere. pg_dump refuses a server newer than itself, so the tool is
// chosen by the server's major version: Debian's /usr/lib/postgresql/<major>/bin first, then PATH.

const run = promisify(execFile);

/** The server's major version (15, 18, …). */
export async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>("select current_setting('server_version_num') as v");
    return Math.floor(Number(rows[0]?.v) / 10_000);
  } finally {
    await client.end();
  }
}

async function toolMajor(file: string): Promise<number | null> {
  try {
    const { stdout } = await run(file, ['--version']);
    const match = /(\d+)(?:\.\d+)?/.exec(stdout.replace(/^[^)]*\)/, ''));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** The pg_dump or pg_restore able to talk to a server of `major`, or an error saying what to install. */
export async function findPgTool(tool: 'pg_dump' | 'pg_restore', major: number): Promise<string> {
  const found: string[] = [];
  for (const candidate of [`/usr/lib/postgresql/${major}/bin/${tool}`, tool]) {
    if (candidate.includes('/') && !existsSync(candidate)) continue;
    const version = await toolMajor(candidate);
    if (version === null) continue;
    if (version >= major) return candidate;
    found.push(`${candidate} is ${version}`);
  }
  throw new Error(
    `${tool} ${major} or newer is needed for this PostgreSQL ${major} server` +
      (found.length ? ` (${found.join('; ')})` : ` (none found)`) +
      `: install postgresql-client-${major}, or back up an external DATABASE_URL of a version you have.`,
  );
}

/** The tool for the server at `url`. */
const toolFor = async (tool: 'pg_dump' | 'pg_restore', url: string) =>
  findPgTool(tool, await serverMajor(url));

/** Runs pg_dump or pg_restore on the database at `url`, never with owners or grants: restorable anywhere. */
async function runPgTool(tool: 'pg_dump' | 'pg_restore', url: string, args: string[]): Promise<void> {
  await run(await toolFor(tool, url), ['--no-owner', '--no-privileges', `--dbname=${url}`, ...args]);
}

/** Writes the whole database to `file` in pg_dump's custom format. */
export async function backupDatabase(url: string, file: string): Promise<void> {
  await runPgTool('pg_dump', url, ['--format=custom', `--file=${file}`]);
}

/**
 * Restores `file` into the database at `url` in one transaction: what the backup holds replaces what is
 * there (its objects are dropped first), and a failure leaves the database as it was.
 */
export async function restoreDatabase(url: string, file: string): Promise<void> {
  await runPgTool('pg_restore', url, [
    '--clean',
    '--if-exists',
    '--single-transaction',
    '--exit-on-error',
    file,
  ]);
}
