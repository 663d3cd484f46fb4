import { describe, expect, it } from 'vitest';
import { connectDatabase, defaultPoolSize } from './client.ts';

describe('database pool size', () => {
  it('defaults to twice the cores plus one', () => {
    expect(defaultPoolSize(2)).toBe(5);
    expect(defaultPoolSize(8)).toBe(17);
  });

  it('takes DATABASE_POOL_MAX when given', async () => {
    const database = connectDatabase('postgres://nobody@127.0.0.1:1/none', { max: 12 });
    expect(database.pool.options.max).toBe(12);
    await database.close();
  });
});
