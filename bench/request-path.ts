// Issue 16's lean request path: a bare Fastify hello-world and the authenticated store lookup every shell
// page makes (GET /api/market/channel), loaded back to back in one run at the same connections, recorded
// with their ratio, the store lookup's p99 and the load average (the machine is shared: compare figures
// within one run only). `node bench/request-path.ts` runs it alone; `npm run bench` runs it too.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import {
  createChannel,
  createVerifiedUser,
  startHelloWorldProcess,
  startServerProcess,
} from '@seller-tools/server/testing';
import { loadTarget, type TLoadResult, WARMUP_S } from './load.ts';
import { recordResult } from './results.ts';
import { signInToken, withDatabase } from './seeding.ts';

export const REQUEST_PATH_BENCH = {
  connections: 64,
  /** The store lookup must answer at least this share of the hello-world's requests per second… */
  ratioTarget: 0.15,
  /** …with a p99 no higher than this. */
  p99TargetMs: 25,
  stores: 6,
} as const;

const PASSWORD = 'Bench!Passw0rd';
const MARKETPLACES = [
  'ATVPDKIKX0DER',
  'A2EUQ1WTGCTBG2',
  'A1AM78C64UM0Y8',
  'A1F83G8C2ARO7P',
  'A1PA6795UKMFR9',
];

/** A signed-in user of a company with a few stores (one a favourite); answers the Bearer token. */
export async function prepareStoreLookup(databaseUrl: string, baseUrl: string): Promise<string> {
  const user = await createVerifiedUser(databaseUrl, {
    email: 'request-path@bench.test',
    password: PASSWORD,
    companyName: 'Bench request path',
  });
  for (let i = 0; i < REQUEST_PATH_BENCH.stores; i++) {
    await createChannel(databaseUrl, {
      companyId: user.companyId,
      sellerId: `APATH${Math.floor(i / 2)}`,
      marketplaceId: MARKETPLACES[i % MARKETPLACES.length] ?? 'ATVPDKIKX0DER',
      signupStep: 'done',
    });
  }
  await withDatabase(databaseUrl, (client) =>
    client.query(
      `insert into user_configs (user_id, name, data) values ($1, 'favorite_channel', $2::jsonb)`,
      [user.id, JSON.stringify([{ seller_id: 'APATH1', market_id: MARKETPLACES[2] }])],
    ),
  );
  return signInToken(baseUrl, user.email, PASSWORD);
}

const CLOCK_TICK_MS = 10;

/**
 * CPU time (user + system, ms) of the processes a filter picks, from /proc: the part of each request that
 * contention on this shared machine barely moves, unlike requests per second.
 */
function cpuMs(pick: (command: string, pid: number) => boolean): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (!pick(command, Number(entry))) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended while we read
    }
  }
  return ticks * CLOCK_TICK_MS;
}

/** Transactions ended so far in the database at `url`, by PostgreSQL's statistics. */
async function databaseTransactions(url: string): Promise<number> {
  return withDatabase(url, async (client) => {
    // The statistics of the transactions just ended reach pg_stat_database within a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const result = await client.query<{ commits: string }>(
      'select xact_commit + xact_rollback as commits from pg_stat_database where datname = current_database()',
    );
    return Number(result.rows[0]?.commits ?? 0);
  });
}

const loadAverage = () => os.loadavg().map((l) => Math.round(l * 100) / 100);

export async function runRequestPathBench(durationS: number) {
  const { connections } = REQUEST_PATH_BENCH;
  const loadBefore = loadAverage();
  let helloWorld: TLoadResult;
  let storeLookup: TLoadResult;
  let cpuPerRequestUs = { server: 0, postgres: 0 };
  let transactionsPerRequest = 0;
  const hello = await startHelloWorldProcess();
  // A server that does not start must not leave the hello-world running.
  const server = await startServerProcess().catch(async (err: unknown) => {
    await hello.stop();
    throw err;
  });
  try {
    const token = await prepareStoreLookup(server.databaseUrl, server.baseUrl);
    helloWorld = await loadTarget(
      hello.baseUrl,
      { name: 'hello-world', path: '/' },
      { durationS, connections },
    );
    await hello.stop();
    const path = '/api/market/channel?moduleType=review';
    const serverPid = server.child.pid;
    const transactionsBefore = await databaseTransactions(server.databaseUrl);
    const cpuBefore = {
      server: cpuMs((_, pid) => pid === serverPid),
      postgres: cpuMs((c) => c === 'postgres'),
    };
    storeLookup = await loadTarget(
      server.baseUrl,
      { name: 'store-lookup', path, variants: [{ path, headers: { authorization: `Bearer ${token}` } }] },
      { durationS, connections },
    );
    // Counted over the warm-up and the measured run, so divided by the requests of both (estimated).
    const requests = storeLookup.requests * (1 + WARMUP_S / durationS);
    const perRequest = (ms: number) => Math.round((ms / requests) * 1000);
    cpuPerRequestUs = {
      server: perRequest(cpuMs((_, pid) => pid === serverPid) - cpuBefore.server),
      postgres: perRequest(cpuMs((c) => c === 'postgres') - cpuBefore.postgres),
    };
    transactionsPerRequest =
      Math.round(
        (((await databaseTransactions(server.databaseUrl)) - transactionsBefore) / requests) * 1000,
      ) / 1000;
  } finally {
    await hello.stop();
    await server.stop();
  }
  const ratio =
    Math.round((storeLookup.requestsPerSecond / Math.max(1, helloWorld.requestsPerSecond)) * 1000) / 1000;
  const figures = {
    durationS,
    warmupS: WARMUP_S,
    connections,
    helloWorld,
    storeLookup,
    /** CPU per store lookup, µs: the server process, and every PostgreSQL process of the machine. */
    cpuPerRequestUs,
    /**
     * Transactions the bench database committed per store lookup (the server's and its job queue's): the
     * auth cache answers a repeated token from memory, so this stays far below one.
     */
    transactionsPerRequest,
    ratio,
    ratioTarget: REQUEST_PATH_BENCH.ratioTarget,
    p99TargetMs: REQUEST_PATH_BENCH.p99TargetMs,
    loadAverageBefore: loadBefore,
    loadAverageAfter: loadAverage(),
    met:
      ratio >= REQUEST_PATH_BENCH.ratioTarget &&
      storeLookup.latencyP99Ms <= REQUEST_PATH_BENCH.p99TargetMs &&
      storeLookup.non2xx === 0 &&
      storeLookup.errors === 0,
  };
  recordResult('requestPath', figures);
  process.stdout.write(
    `bench: request path at ${connections} connections: hello-world ${helloWorld.requestsPerSecond} req/s p99 ${helloWorld.latencyP99Ms} ms | GET /api/market/channel ${storeLookup.requestsPerSecond} req/s p50 ${storeLookup.latencyP50Ms} ms p99 ${storeLookup.latencyP99Ms} ms, non-2xx ${storeLookup.non2xx}, CPU per request: server ${cpuPerRequestUs.server} µs, PostgreSQL ${cpuPerRequestUs.postgres} µs, database transactions per request ${transactionsPerRequest} | ratio ${ratio} (target ≥ ${REQUEST_PATH_BENCH.ratioTarget}, p99 ≤ ${REQUEST_PATH_BENCH.p99TargetMs} ms) | load average ${loadBefore.join(' ')} → ${figures.loadAverageAfter.join(' ')}\n`,
  );
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await runRequestPathBench(Number(process.env.BENCH_DURATION_S ?? 10));
  if (!figures.met)
    process.stderr.write(
      `bench: request path ratio ${figures.ratio} / p99 ${figures.storeLookup.latencyP99Ms} ms misses ≥ ${figures.ratioTarget} / ≤ ${figures.p99TargetMs} ms\n`,
    );
  // The embedded database's exit hook ends the process with 0 whatever exitCode says (as in run.ts).
  process.exit(figures.met ? 0 : 1);
}
