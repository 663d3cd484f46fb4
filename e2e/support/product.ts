import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort, startServerProcess, stopChild, waitForOk } from '@seller-tools/server/testing';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export type TRunningProduct = {
  baseUrl: string;
  sandboxUrl: string;
  /** The server's own database, for specs that seed accounts directly. */
  databaseUrl: string;
  stop(): Promise<void>;
};

/**
 * The built product as `npm start` runs it: the marketplace sandbox, and the server serving the built web
 * app with a fresh database of its own, on free ports.
 */
export async function startProduct(): Promise<TRunningProduct> {
  const sandboxPort = await freePort();
  const sandbox: ChildProcess = spawn(process.execPath, ['apps/sandbox/src/main.ts'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, SANDBOX_PORT: String(sandboxPort), LOG_LEVEL: 'warn' },
  });
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  try {
    await waitForOk(`${sandboxUrl}/healthz`, [sandbox]);
    const server = await startServerProcess({ env: { SANDBOX_PORT: String(sandboxPort) } });
    return {
      baseUrl: server.baseUrl,
      sandboxUrl,
      databaseUrl: server.databaseUrl,
      async stop() {
        await server.stop();
        await stopChild(sandbox);
      },
    };
  } catch (err) {
    await stopChild(sandbox);
    throw err;
  }
}
