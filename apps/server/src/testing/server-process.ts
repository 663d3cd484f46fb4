import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  databaseUrl,
  startTestDatabaseServer,
  uniqueDatabaseName,
  withAdminClient,
} from './database-server.ts';
import { freePort } from './free-port.ts';
import { dropDatabase } from './template-database.ts';
import { UNLIMITED_RATE_LIMITS } from './test-config.ts';

/**
 * How long a start that must fail may take (tests that spawn main.ts with a bad environment): main.ts
 * loads the whole server before it reads the environment, which took 17 s at load average 9 (CI's
 * parallel workers) for about 5 s of CPU.
 */
export const FAILING_START_TIMEOUT_MS = 60_000;

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

export type TServerProcess = {
  baseUrl: string;
  port: number;
  child: ChildProcess;
  /** The process's own database, for seeding (e.g. createVerifiedUser). */
  databaseUrl: string;
  stop(): Promise<void>;
};

/**
 * The real server process (`node apps/server/src/main.ts`, as `npm start` runs it) on a free port with a
 * fresh database of its own, dropped when stopped. Used by the e2e suite and the benchmarks.
 */
export async function startServerProcess(
  options: { env?: Record<string, string>; readyTimeoutMs?: number } = {},
): Promise<TServerProcess> {
  const dbServer = await startTestDatabaseServer();
  const database = uniqueDatabaseName('st_proc');
  await withAdminClient(dbServer.adminUrl, (c) => c.query(`create database "${database}"`));
  const port = await freePort();
  const url = databaseUrl(dbServer.adminUrl, database);
  const child = spawnServer({ port, databaseUrl: url, env: options.env });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(child);
    await dropDatabase(dbServer.adminUrl, database);
    await dbServer.stop();
  };
  try {
    await waitForOk(`${baseUrl}/readyz`, [child], options.readyTimeoutMs);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl, port, child, databaseUrl: url, stop };
}

/** `node apps/server/src/main.ts` on `port` against `databaseUrl`, its output on the test's. */
export function spawnServer(options: {
  port: number;
  databaseUrl: string;
  env?: Record<string, string> | undefined;
}): ChildProcess {
  const { port } = options;
  return spawn(process.execPath, [MAIN], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // The e2e suite and the benchmarks sign in far more often than a person (options.env may lower them).
      ...UNLIMITED_RATE_LIMITS,
      ...options.env,
      PORT: String(port),
      // Links in mails and the Amazon redirect must point at this very process.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: options.databaseUrl,
    },
  });
}

// Three minutes: a process that dies is seen at once (its exit code), so the wait is long only for one that is
// still loading — on a machine at load 25 the server's first import alone took 50 s.
export async function waitForOk(url: string, children: ChildProcess[], timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (children.some((c) => c.exitCode !== null)) throw new Error(`a process exited before ${url} answered`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export function stopChild(child: ChildProcess, graceMs = 15_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
