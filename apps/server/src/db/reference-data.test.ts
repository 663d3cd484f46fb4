import { FLAG_CODES } from '@seller-tools/contract';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sanitizeBoardHtml } from '../lib/html.ts';
import { useTestDatabase } from '../testing/test-database.ts';
import { CODE_CLASSES, REGIONS, referenceCodes } from './reference-data.ts';
import { generalCode } from './schema/index.ts';
import { seedReferenceData } from './seed.ts';
import { BOARD_SEEDS } from './shell-seed-data.ts';

describe('reference data', () => {
  const database = useTestDatabase();

  const rowsOf = (cls: string) =>
    database.db
      .select()
      .from(generalCode)
      .where(eq(generalCode.class, cls))
      .orderBy(asc(generalCode.sortOrder));

  it('seeds board posts the board would store unchanged (seed.ts does not run the sanitizer)', () => {
    for (const post of BOARD_SEEDS) expect(sanitizeBoardHtml(post.contents)).toBe(post.contents);
  });

  it('lists a gmail-type email domain first', async () => {
    const domains = await rowsOf(CODE_CLASSES.emailDomain);
    expect(domains[0]?.value3).toBe('gmail.com');
    expect(domains.length).toBeGreaterThan(3);
  });

  it('has the three regions and marketplaces under each', async () => {
    expect((await rowsOf(CODE_CLASSES.region)).map((r) => r.name)).toEqual([...REGIONS]);
    const markets = await rowsOf(CODE_CLASSES.marketplace);
    for (const region of REGIONS) expect(markets.some((m) => m.value1 === region)).toBe(true);
    const us = markets.find((m) => m.code === 'ATVPDKIKX0DER');
    expect(us).toMatchObject({ name: 'United States', value2: 'us', value7: 'amazon.com' });
    expect(markets.find((m) => m.value2 === 'uk')?.value7).toBe('amazon.co.uk');
    for (const m of markets) expect(FLAG_CODES).toContain(m.value2);
  });

  it('never overwrites an operator edit when seeded again', async () => {
    const where = and(eq(generalCode.class, CODE_CLASSES.emailDomain), eq(generalCode.code, 'aol.com'));
    await database.db.update(generalCode).set({ name: 'AOL (edited)' }).where(where);
    await seedReferenceData(database.db);
    const [row] = await database.db.select().from(generalCode).where(where);
    expect(row?.name).toBe('AOL (edited)');
    expect(await database.db.$count(generalCode)).toBe(referenceCodes().length);
  });
});
