import type { ChildProcess } from 'node:child_process';
import { createLogger } from '../lib/logger.ts';
import { startQueue, stopQueue, type TQueue } from '../queue/queue.ts';
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
export async function startFleet(
  options: {
    env?: Record<string, string> /** Per process (a loaded machine starts slowly). */;
    startTimeoutMs?: number;
  } = {},
): Promise<TFleet> {
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
    await waitForOk(`${started.baseUrl}/readyz`, [child], options.startTimeoutMs);
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

export type TJobsRun = Record<string, { completed: number; seconds: number }>;

/** The jobs a worker process has completed per queue, and the seconds its handlers took, from its /metrics. */
export async function jobsRunBy(worker: TFleetProcess): Promise<TJobsRun> {
  const text = await (await fetch(`${worker.baseUrl}/metrics`)).text();
  const runs: TJobsRun = {};
  const of = (queue: string) => {
    runs[queue] ??= { completed: 0, seconds: 0 };
    return runs[queue];
  };
  for (const [, queue, n] of text.matchAll(
    /^seller_tools_jobs_run_total\{queue="([^"]+)",outcome="completed"\} (\d+)$/gm,
  )) {
    of(queue as string).completed = Number(n);
  }
  for (const [, queue, n] of text.matchAll(
    /^seller_tools_jobs_run_seconds_total\{queue="([^"]+)"\} ([\d.]+)$/gm,
  )) {
    of(queue as string).seconds = Number(n);
  }
  return runs;
}

/** Sends jobs to the fleet's queues from outside any process of it (as the API's connect would). */
export async function withFleetQueue<T>(databaseUrl: string, use: (queue: TQueue) => Promise<T>): Promise<T> {
  const queue = await startQueue({ connectionString: databaseUrl, logger: createLogger('silent') });
  try {
    return await use(queue);
  } finally {
    await stopQueue(queue);
  }
}
