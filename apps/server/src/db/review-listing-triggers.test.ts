import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertUser } from '../testing/accounts.ts';
import { insertChannel } from '../testing/channels.ts';
import { createTestDatabase, type TTestDatabase } from '../testing/test-database.ts';
import { products, reviewNotes, reviews, reviewTags, tags } from './schema/index.ts';

// Migration 0010's triggers keep each review's product title and image, tag count and note count, which
// the Review Observer reads instead of looking them up per row. Whatever writes products, tags or notes,
// and in whatever order, the columns must equal what the lookups would answer.
describe('review listing columns', () => {
  let database: TTestDatabase;
  let store: string;
  let userId: string;
  let companyId: string;

  const review = (id: string, asin = 'B0LISTING1') => ({
    channelId: store,
    reviewId: id,
    asin,
    stars: 4,
    title: 'Fine',
    body: 'Works.',
    reviewDate: '2026-11-20',
    verified: true,
    helpfulVotes: 0,
  });

  async function listing(id: string) {
    const { rows } = await database.db.execute<{
      product_title: string | null;
      product_image_url: string | null;
      tag_count: number;
      note_count: number;
    }>(sql`select product_title, product_image_url, tag_count, note_count from reviews
      where channel_id = ${store} and review_id = ${id}`);
    return rows[0];
  }

  async function newTag(name: string) {
    const [row] = await database.db.insert(tags).values({ companyId, name, color: 'blue' }).returning();
    if (!row) throw new Error('no tag');
    return row.id;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    const user = await insertUser(database.db, { email: 'listing@acme.test', password: 'Corr3ct!horse' });
    userId = user.id;
    companyId = user.companyId;
  });
  beforeEach(async () => {
    store = (
      await insertChannel(database.db, {
        companyId,
        sellerId: `A${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
        marketplaceId: 'ATVPDKIKX0DER',
        signupStep: 'done',
      })
    ).id;
  });
  afterAll(() => database.drop());

  it('a new review takes the title and image of its ASIN’s first SKU with a title', async () => {
    await database.db.insert(products).values([
      { channelId: store, sku: 'A-UNTITLED', asin: 'B0LISTING1', title: null, imageUrl: '/a.png' },
      { channelId: store, sku: 'C-LATER', asin: 'B0LISTING1', title: 'Later SKU', imageUrl: '/c.png' },
      { channelId: store, sku: 'B-FIRST', asin: 'B0LISTING1', title: 'Board', imageUrl: '/b.png' },
    ]);
    await database.db.insert(reviews).values([review('R1'), review('R2', 'B0NOPRODUCT')]);
    expect(await listing('R1')).toEqual({
      product_title: 'Board',
      product_image_url: '/b.png',
      tag_count: 0,
      note_count: 0,
    });
    expect((await listing('R2'))?.product_title).toBeNull();
  });

  it('follows its products as they arrive, change and go', async () => {
    await database.db.insert(reviews).values(review('R1'));
    expect((await listing('R1'))?.product_title).toBeNull();

    await database.db
      .insert(products)
      .values({ channelId: store, sku: 'S-2', asin: 'B0LISTING1', title: 'Second', imageUrl: '/2.png' });
    expect((await listing('R1'))?.product_title).toBe('Second');

    await database.db
      .insert(products)
      .values({ channelId: store, sku: 'S-1', asin: 'B0LISTING1', title: 'First', imageUrl: '/1.png' });
    expect(await listing('R1')).toMatchObject({ product_title: 'First', product_image_url: '/1.png' });

    // The catalogue sync's upsert path (insert … on conflict do update).
    await database.db.execute(sql`insert into products (channel_id, sku, asin, title, image_url)
      values (${store}, 'S-1', 'B0LISTING1', 'First, renamed', '/1b.png')
      on conflict (channel_id, sku) do update set title = excluded.title, image_url = excluded.image_url`);
    expect(await listing('R1')).toMatchObject({
      product_title: 'First, renamed',
      product_image_url: '/1b.png',
    });

    // A SKU moved to another ASIN leaves this one with its remaining SKU.
    await database.db.execute(
      sql`update products set asin = 'B0ELSEWHERE' where channel_id = ${store} and sku = 'S-1'`,
    );
    expect((await listing('R1'))?.product_title).toBe('Second');

    await database.db.execute(sql`delete from products where channel_id = ${store}`);
    expect(await listing('R1')).toMatchObject({ product_title: null, product_image_url: null });
  });

  it('a review moved to another ASIN shows that product', async () => {
    await database.db.insert(products).values([
      { channelId: store, sku: 'S-1', asin: 'B0LISTING1', title: 'One' },
      { channelId: store, sku: 'S-2', asin: 'B0LISTING2', title: 'Two' },
    ]);
    await database.db.insert(reviews).values(review('R1'));
    await database.db.execute(
      sql`update reviews set asin = 'B0LISTING2' where channel_id = ${store} and review_id = 'R1'`,
    );
    expect((await listing('R1'))?.product_title).toBe('Two');
  });

  it('counts tags and notes through single and bulk writes, and a deleted tag', async () => {
    await database.db.insert(reviews).values([review('R1'), review('R2'), review('R3')]);
    const [red, blue] = [await newTag(`Red ${store}`), await newTag(`Blue ${store}`)];
    await database.db.insert(reviewTags).values([
      { channelId: store, reviewId: 'R1', tagId: red, source: 'manual' },
      { channelId: store, reviewId: 'R1', tagId: blue, source: 'manual' },
      { channelId: store, reviewId: 'R2', tagId: red, source: 'manual' },
    ]);
    // A repeat that inserts nothing must not count.
    await database.db
      .insert(reviewTags)
      .values({ channelId: store, reviewId: 'R1', tagId: red, source: 'rule:x' })
      .onConflictDoNothing();
    await database.db.insert(reviewNotes).values([
      { channelId: store, reviewId: 'R1', userId, text: 'Called the buyer' },
      { channelId: store, reviewId: 'R3', userId, text: 'One' },
      { channelId: store, reviewId: 'R3', userId, text: 'Two' },
    ]);
    expect((await listing('R1'))?.tag_count).toBe(2);
    expect((await listing('R2'))?.tag_count).toBe(1);
    expect((await listing('R1'))?.note_count).toBe(1);
    expect((await listing('R3'))?.note_count).toBe(2);

    // Deleting a tag removes it from every review (on delete cascade).
    await database.db.execute(sql`delete from tags where id = ${red}`);
    expect((await listing('R1'))?.tag_count).toBe(1);
    expect((await listing('R2'))?.tag_count).toBe(0);

    await database.db.execute(sql`delete from review_notes where channel_id = ${store} and review_id = 'R3'`);
    expect((await listing('R3'))?.note_count).toBe(0);
  });

  it('a review stored again keeps its counts, and one deleted and stored again finds its tags and notes', async () => {
    await database.db.insert(reviews).values(review('R1'));
    const tag = await newTag(`Green ${store}`);
    await database.db
      .insert(reviewTags)
      .values({ channelId: store, reviewId: 'R1', tagId: tag, source: 'manual' });
    await database.db.insert(reviewNotes).values({ channelId: store, reviewId: 'R1', userId, text: 'Note' });

    // The review sync's upsert path.
    await database.db.execute(sql`insert into reviews (channel_id, review_id, asin, stars, title, body,
        review_date, verified, helpful_votes)
      values (${store}, 'R1', 'B0LISTING1', 2, 'Changed', 'Changed', '2026-11-20', true, 3)
      on conflict (channel_id, review_id) do update set stars = excluded.stars, title = excluded.title`);
    expect(await listing('R1')).toMatchObject({ tag_count: 1, note_count: 1 });

    await database.db.execute(sql`delete from reviews where channel_id = ${store} and review_id = 'R1'`);
    await database.db.insert(reviews).values(review('R1'));
    expect(await listing('R1')).toMatchObject({ tag_count: 1, note_count: 1 });
  });

  // The catalogue and review stages of an import run side by side. A product renamed while its reviews are
  // being stored again makes both statements write the same review rows; both take them in key order,
  // so one waits for the other instead of the two deadlocking.
  it('a product renamed while its reviews are stored again never deadlocks', async () => {
    const ids = Array.from({ length: 300 }, (_, i) => `R${String(i).padStart(3, '0')}`);
    // Newest first by id, so the ASIN's date index orders them against their keys.
    const rows = (votes: number) =>
      ids.map((id, i) => ({
        ...review(id),
        reviewDate: new Date(Date.UTC(2026, 10, 20) - i * 86_400_000).toISOString().slice(0, 10),
        helpfulVotes: votes,
      }));
    await database.db
      .insert(products)
      .values({ channelId: store, sku: 'S-1', asin: 'B0LISTING1', title: 'Title 0' });
    await database.db.insert(reviews).values(rows(0));
    for (let round = 1; round <= 15; round++) {
      await Promise.all([
        database.db.execute(
          sql`update products set title = ${`Title ${round}`} where channel_id = ${store} and sku = 'S-1'`,
        ),
        database.db
          .insert(reviews)
          .values(rows(round))
          .onConflictDoUpdate({
            target: [reviews.channelId, reviews.reviewId],
            set: { helpfulVotes: sql`excluded.helpful_votes` },
          }),
      ]);
    }
    const { rows: titles } = await database.db.execute<{ product_title: string; n: number }>(
      sql`select product_title, count(*)::int as n from reviews where channel_id = ${store} group by 1`,
    );
    expect(titles).toEqual([{ product_title: 'Title 15', n: 300 }]);
  });
});
