import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../testing/test-database.ts';
import { waitFor } from '../testing/wait-for.ts';
import type { TAuth } from './auth.ts';
import { createAuthCache } from './auth-cache.ts';
import { AUTH_CHANGED_CHANNEL, startAuthListener } from './auth-listener.ts';

const NOW = Date.now();
const session = { expiresAt: NOW + 3_600_000, rememberMe: false, lastSeenAt: NOW };
const caller = (userId: string) => ({ userId, companyId: 'company-1' }) as TAuth;

describe('auth listener', () => {
  const database = useTestDatabase();

  const listeners = async () => {
    const result = await database.pool.query(
      'select pid from pg_stat_activity where datname = current_database() and query = $1',
      [`LISTEN ${AUTH_CHANGED_CHANNEL}`],
    );
    return result.rows.map((row: { pid: number }) => row.pid);
  };

  function listening() {
    const cache = createAuthCache();
    const notices: string[] = [];
    const listener = startAuthListener(
      database.url,
      {
        onNotice: (notice) => {
          notices.push(notice);
          cache.invalidate(notice);
        },
        onConnected: cache.resume,
        onDisconnected: cache.suspend,
      },
      // A reconnection slow enough to watch the cache bypassed meanwhile.
      { timing: { retryMs: 400 } },
    );
    return { cache, notices, listener };
  }

  it("hands on the triggers' notices, in order, and none of its own markers", async () => {
    const { cache, notices, listener } = listening();
    await listener.started;
    expect(cache.serving).toBe(true);
    await database.db.execute(
      sql`select pg_notify(${AUTH_CHANGED_CHANNEL}, 'u:1'), pg_notify(${AUTH_CHANGED_CHANNEL}, 'c:2')`,
    );
    await listener.barrier();
    expect(notices).toEqual(['u:1', 'c:2']);
    await listener.close();
  });

  it('bypasses the cache while its connection is lost, then reconnects and starts empty', async () => {
    const { cache, listener } = listening();
    await listener.started;
    cache.store('t1', caller('u1'), session, cache.generation);
    const pid = listener.backendPid;
    const readBeforeLoss = cache.generation;
    await database.db.execute(sql`select pg_terminate_backend(${pid})`);
    await waitFor(() => !listener.connected, 'the loss to be noticed');
    expect(cache.serving).toBe(false);
    expect(cache.lookup('t1', NOW)).toBeNull();
    expect(cache.store('t1', caller('u1'), session, cache.generation)).toBe(false);
    await expect(listener.barrier()).rejects.toThrow();
    await waitFor(() => listener.connected, 'the reconnection');
    expect(listener.backendPid).not.toBe(pid);
    expect(cache.serving).toBe(true);
    expect(cache.size).toBe(0);
    // A read that began before the loss keeps nothing; a fresh one does.
    expect(cache.store('t1', caller('u1'), session, readBeforeLoss)).toBe(false);
    expect(cache.store('t1', caller('u1'), session, cache.generation)).toBe(true);
    await listener.close();
  });

  it('leaves no connection behind once closed, and does not come back', async () => {
    const { listener } = listening();
    await listener.started;
    const pid = listener.backendPid;
    expect(await listeners()).toContain(pid);
    await listener.close();
    await waitFor(() => !listener.connected, 'the close');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await listeners()).not.toContain(pid);
    expect(listener.connected).toBe(false);
  });
});
