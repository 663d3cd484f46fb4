import type { ChildProcess } from 'node:child_process';
import {
  databaseUrl,
  startTestDatabaseServer,
  uniqueDatabaseName,
  withAdminClient,
} from './database-server.ts';
import { freePort } from './free-port.ts';
import { spawnServer, stopChild, waitForOk } from './server-process.ts';
import { dropDatabase } from './template-database.ts';

export type TFleetProcess = { role: 'api' | 'worker'; baseUrl: string; child: ChildProcess };

export type TFleet = {
  databaseUrl: string;
  api: TFleetProcess;
  workers: TFleetProcess[];
  /** Starts one more `ROLE=worker` process on the fleet's database. */
  startWorker(): Promise<TFleetProcess>;
  /** Starts one more `ROLE=api` process on the fleet's database (a second one behind a load balancer). */
  startApi(): Promise<TFleetProcess>;
  stop(): Promise<void>;
};

/**
 * The product as a fleet (issue 23): one `ROLE=api` process, then workers added by the test, all real
 * `main.ts` processes on one fresh database (dropped when stopped).
 */
export async function startFleet(options: { env?: Record<string, string> } = {}): Promise<TFleet> {
  const dbServer = await startTestDatabaseServer();
  const name = uniqueDatabaseName('st_fleet');
  await withAdminClient(dbServer.adminUrl, (c) => c.query(`create database "${name}"`));
  const url = databaseUrl(dbServer.adminUrl, name);
  const all: TFleetProcess[] = [];
  const start = async (role: TFleetProcess['role']) => {
    const port = await freePort();
    const child = spawnServer({ port, databaseUrl: url, env: { ...options.env, ROLE: role } });
    const started = { role, baseUrl: `http://127.0.0.1:${port}`, child };
    all.push(started);
    await waitForOk(`${started.baseUrl}/readyz`, [child]);
    return started;
  };
  const stop = async () => {
    await Promise.all(all.map((p) => stopChild(p.child)));
    await dropDatabase(dbServer.adminUrl, name);
    await dbServer.stop();
  };
  try {
    const api = await start('api');
    const workers: TFleetProcess[] = [];
    return {
      databaseUrl: url,
      api,
      workers,
      startWorker: async () => {
        const worker = await start('worker');
        workers.push(worker);
        return worker;
      },
      startApi: () => start('api'),
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** The jobs a worker process has completed, per queue, from its /metrics. */
export async function jobsCompletedBy(worker: TFleetProcess): Promise<Record<string, number>> {
  const text = await (await fetch(`${worker.baseUrl}/metrics`)).text();
  const counts: Record<string, number> = {};
  for (const match of text.matchAll(
    /^seller_tools_jobs_run_total\{queue="([^"]+)",outcome="completed"\} (\d+)$/gm,
  )) {
    counts[match[1] as string] = Number(match[2]);
  }
  return counts;
}
