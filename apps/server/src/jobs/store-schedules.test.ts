import { describe, expect, it } from 'vitest';
import { insertUser } from '../testing/accounts.ts';
import { insertChannel, insertStore } from '../testing/channels.ts';
import { useTestApp } from '../testing/test-app.ts';
import { testSyncCrons } from '../testing/test-config.ts';
import { scheduleMissingStoreSyncs } from './definitions/store-schedules.ts';
import { STORE_SYNC_JOBS } from './queues.ts';

const CRONS = testSyncCrons();

// A store imported before listing protection existed has only the four older schedules; the start of
// the workers gives it sync-offers and sync-listings, and leaves stores still importing alone.
describe('scheduled syncs added after a store was imported', () => {
  const t = useTestApp();

  it('schedules only what an imported store lacks, once', async () => {
    const { companyId } = await insertUser(t.db, { email: 'sched@example.com', password: 'Corr3ct!horse' });
    const old = await insertStore(t.db, { companyId, sellerId: 'A0OLDSTORE01' });
    const importing = (
      await insertChannel(t.db, {
        companyId,
        sellerId: 'A0IMPORTING1',
        marketplaceId: 'ATVPDKIKX0DER',
        signupStep: 'importing',
      })
    ).id;
    for (const name of ['sync-orders', 'sync-reviews', 'sync-reports', 'sync-ads'] as const)
      await t.queue.schedule(name, '0 0 * * *', { channelId: old }, { key: old });
    expect(await scheduleMissingStoreSyncs({ db: t.db, queue: t.queue, config: CRONS })).toBe(2);
    const schedules = await t.queue.getSchedules();
    const of = (id: string) => schedules.filter((s) => s.key === id);
    expect(
      of(old)
        .map((s) => s.name)
        .sort(),
    ).toEqual([...STORE_SYNC_JOBS].sort());
    expect(of(old).find((s) => s.name === 'sync-offers')?.cron).toBe(CRONS.SYNC_OFFERS_CRON);
    // The older schedules keep their own cron.
    expect(of(old).find((s) => s.name === 'sync-orders')?.cron).toBe('0 0 * * *');
    expect(of(importing)).toEqual([]);
    expect(await scheduleMissingStoreSyncs({ db: t.db, queue: t.queue, config: CRONS })).toBe(0);
  });
});
