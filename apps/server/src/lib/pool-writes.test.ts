import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../db/schema/index.ts';
import { useTestDatabase } from '../testing/test-database.ts';
import { trackPoolWrites } from './pool-writes.ts';

describe('pool writes', () => {
  const database = useTestDatabase();

  it('counts finished writes, not reads nor the statements it is told to ignore', async () => {
    // Clients connected before tracking began are tracked too.
    await database.db.execute(sql`select 1`);
    const writes = trackPoolWrites(database.pool, { ignoreNames: ['ignored_write'] });
    await database.db.select().from(companies).limit(1);
    await database.db.transaction(async (tx) => {
      await tx.select().from(companies).limit(1);
    });
    await database.pool.query({
      name: 'ignored_write',
      text: 'update companies set name = name where false',
    });
    expect(writes.finished).toBe(0);

    await database.db.update(companies).set({ name: sql`name` }).where(sql`false`);
    expect(writes.finished).toBe(1);
    // A transaction counts once, when its connection comes back after COMMIT.
    let inside = -1;
    await database.db.transaction(async (tx) => {
      await tx.update(companies).set({ name: sql`name` }).where(sql`false`);
      await tx.update(companies).set({ name: sql`name` }).where(sql`false`);
      inside = writes.finished;
    });
    expect(inside).toBe(1);
    expect(writes.finished).toBe(2);
  });
});
