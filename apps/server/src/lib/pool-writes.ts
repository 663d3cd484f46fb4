import type pg from 'pg';

// Counts the writes a pool has finished, so that the auth cache can read this process's own writes: a
// change's NOTIFY travels to the listener on another connection and may arrive a moment after the writer
// had its answer, so a cache hit after a write of this process first waits until the listener has seen
// every notice up to now (one marker round trip, shared by the requests waiting). Reads leave the count
// alone, so a read-only load never waits.

/** Statements that change nothing by themselves (a transaction's writes are counted by its other ones). */
const READ_ONLY = /^\s*(select|begin|start|commit|end|rollback|savepoint|release|show|set|listen)\b/i;

type TQueryConfig = { text?: string; name?: string };

export function trackPoolWrites(pool: pg.Pool, options: { ignoreNames?: readonly string[] } = {}) {
  const ignored = new Set(options.ignoreNames ?? []);
  const wrapped = new WeakSet<pg.PoolClient>();
  const wrote = new WeakSet<pg.PoolClient>();
  let finished = 0;

  function isWrite(query: unknown): boolean {
    const config: TQueryConfig =
      typeof query === 'string' ? { text: query } : ((query as TQueryConfig) ?? {});
    if (config.name !== undefined && ignored.has(config.name)) return false;
    return typeof config.text !== 'string' || !READ_ONLY.test(config.text);
  }

  // Every checkout (pool.query's too) passes here, so clients connected before this ran are seen as well.
  pool.on('acquire', (client) => {
    if (wrapped.has(client)) return;
    wrapped.add(client);
    const query = client.query;
    client.query = function trackedQuery(this: pg.PoolClient, ...args: unknown[]) {
      if (isWrite(args[0])) wrote.add(client);
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof client.query;
  });
  // Released after its last statement finished (a transaction after COMMIT): the write is visible now.
  pool.on('release', (_err, client) => {
    if (!wrote.has(client)) return;
    wrote.delete(client);
    finished++;
  });

  return {
    /** Writes finished so far (only ever grows). */
    get finished(): number {
      return finished;
    },
  };
}

export type TPoolWrites = ReturnType<typeof trackPoolWrites>;
