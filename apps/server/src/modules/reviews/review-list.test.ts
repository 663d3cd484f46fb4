import {
  CHANNEL_MESSAGES,
  REVIEW_MESSAGES,
  ZReviewDetailResponse,
  ZReviewItem,
  ZReviewListResponse,
} from '@seller-tools/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reviews, tags } from '../../db/schema/index.ts';
import { insertUser, TEST_PASSWORD } from '../../testing/accounts.ts';
import { acmeReviewsSuite } from '../../testing/acme-reviews-suite.ts';
import { insertStore } from '../../testing/channels.ts';
import { FIXTURE_ASINS } from '../../testing/review-fixtures.ts';
import { injectAs, signInToken } from '../../testing/sign-in.ts';

describe('Review Observer API', () => {
  const s = acmeReviewsSuite({ rival: true });
  const { get } = s;
  let limitedToken: string;
  let rivalTag: string;

  const send = (method: 'PUT' | 'POST', url: string, payload: object, as = s.token) =>
    injectAs(s.t.app, as, method, url, payload);
  const ids = async (query: string) => {
    const res = await get(`/api/review/reviews?channel_id=${s.store}&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return ZReviewListResponse.parse(res.json()).data.items.map((r) => r.review_id);
  };

  beforeAll(async () => {
    // Members of Acme who see only some sellers' stores: one without A1ACME, one with it.
    await insertUser(s.t.db, {
      email: 'limited@acme.test',
      companyId: s.companyId,
      accessChannelList: ['A1OTHER'],
    });
    await insertUser(s.t.db, {
      email: 'granted@acme.test',
      companyId: s.companyId,
      accessChannelList: ['A1OTHER', 'A1ACME'],
    });
    const [tag] = await s.t.db
      .insert(tags)
      .values({ companyId: s.rivalCompanyId, name: 'Rival tag', color: 'red' })
      .returning();
    rivalTag = tag?.id ?? '';
    limitedToken = await signInToken(s.t.app, 'limited@acme.test', TEST_PASSWORD);
  });

  it('lists every review of the store newest first', async () => {
    expect(await ids('')).toEqual(['R6BOTTLE', 'R5BOTTLE', 'R1BOARD', 'R2BOARD', 'R3BOARD', 'R4BOARD']);
  });

  // The list's reply is written without a check against the response schema (lib/unchecked-json.ts), so
  // this holds it to the contract strictly: every field of the schema, of its type, and nothing more.
  it('answers pages that match the contract exactly', async () => {
    const res = await get(`/api/review/reviews?channel_id=${s.store}&limit=2`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(() => ZReviewListResponse.strict().parse(body)).not.toThrow();
    for (const item of body.data.items) {
      expect(() => ZReviewItem.strict().parse(item)).not.toThrow();
      expect(Object.keys(item).sort()).toEqual(Object.keys(ZReviewItem.shape).sort());
    }
    expect(body.data.items[0]).toMatchObject({
      review_id: 'R6BOTTLE',
      product_title: 'Steel Water Bottle',
      image_url: '/img/bottle.svg',
      review_date: '2026-11-21',
      tags: [],
      note_count: 0,
      removed_at: null,
    });
    expect(typeof body.data.next_cursor).toBe('string');
  });

  it('filters by stars, dates, ASIN, verified, keyword and status', async () => {
    expect(await ids('stars=1,2')).toEqual(['R1BOARD', 'R2BOARD']);
    expect(await ids('from=2026-11-15&to=2026-11-20')).toEqual(['R5BOTTLE', 'R1BOARD', 'R2BOARD']);
    expect(await ids(`asin=${FIXTURE_ASINS.bottle.toLowerCase()}`)).toEqual(['R6BOTTLE', 'R5BOTTLE']);
    expect(await ids('verified=false')).toEqual(['R2BOARD']);
    expect(await ids('q=CRACKED')).toEqual(['R1BOARD']);
    expect(await ids('q=grain')).toEqual(['R1BOARD']);
    // % is a literal character, not a pattern.
    expect(await ids('q=100%25')).toEqual(['R2BOARD']);
    expect(await ids('q=%25')).toEqual(['R2BOARD']);
    expect(await ids('status=handled')).toEqual([]);
  });

  it('filters the reviews Amazon removed, with the date they went, and refuses a bad flag', async () => {
    const removedAt = new Date('2026-11-22T08:30:00.000Z');
    await s.t.db
      .update(reviews)
      .set({ removedAt })
      .where(and(eq(reviews.channelId, s.store), inArray(reviews.reviewId, ['R5BOTTLE', 'R2BOARD'])));
    try {
      expect(await ids('removed=true')).toEqual(['R5BOTTLE', 'R2BOARD']);
      expect(await ids('removed=false')).toEqual(['R6BOTTLE', 'R1BOARD', 'R3BOARD', 'R4BOARD']);
      // With the other filters, and paged by the same cursor.
      expect(await ids('removed=true&stars=1,2')).toEqual(['R2BOARD']);
      const page = ZReviewListResponse.parse(
        (await get(`/api/review/reviews?channel_id=${s.store}&removed=true&limit=1`)).json(),
      ).data;
      expect(page.items.map((r) => [r.review_id, r.removed_at])).toEqual([
        ['R5BOTTLE', removedAt.toISOString()],
      ]);
      const next = ZReviewListResponse.parse(
        (
          await get(
            `/api/review/reviews?channel_id=${s.store}&removed=true&limit=1&cursor=${page.next_cursor}`,
          )
        ).json(),
      ).data;
      expect(next.items.map((r) => r.review_id)).toEqual(['R2BOARD']);
      const bad = await get(`/api/review/reviews?channel_id=${s.store}&removed=maybe`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ error: true });
      // Another company's member sees none of them.
      const rival = await injectAs(
        s.t.app,
        s.rivalToken,
        'GET',
        `/api/review/reviews?channel_id=${s.store}&removed=true`,
      );
      expect(rival.statusCode).toBe(403);
    } finally {
      await s.t.db.update(reviews).set({ removedAt: null }).where(eq(reviews.channelId, s.store));
    }
  });

  it('pages with a keyset cursor, without repeats or gaps', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await get(
        `/api/review/reviews?channel_id=${s.store}&limit=4${cursor ? `&cursor=${cursor}` : ''}`,
      );
      const page = ZReviewListResponse.parse(res.json()).data;
      seen.push(...page.items.map((r) => r.review_id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual(['R6BOTTLE', 'R5BOTTLE', 'R1BOARD', 'R2BOARD', 'R3BOARD', 'R4BOARD']);
    // A cursor of the right shape with an impossible day was a 500 from PostgreSQL (issue 17).
    const impossibleDay = Buffer.from(JSON.stringify(['2024-99-99', 'r1'])).toString('base64url');
    const badDay = await get(`/api/review/reviews?channel_id=${s.store}&cursor=${impossibleDay}`);
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json()).toEqual({ error: true, message: REVIEW_MESSAGES.cursorInvalid });
    const bad = await get(`/api/review/reviews?channel_id=${s.store}&cursor=nonsense`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: true, message: REVIEW_MESSAGES.cursorInvalid });
  });

  // Issue 17: a forged cursor that decodes, with an impossible day or a NUL in its id, was a 500.
  it('refuses a forged cursor naming an impossible day or an id with a control character', async () => {
    const forge = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const cursor of [
      forge(['2024-99-99', 'R1BOARD']),
      forge(['2026-02-30', 'R1BOARD']),
      forge(['2026-11-10', 'R1\u0000BOARD']),
    ]) {
      const res = await get(`/api/review/reviews?channel_id=${s.store}&cursor=${cursor}`);
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json()).toEqual({ error: true, message: REVIEW_MESSAGES.cursorInvalid });
    }
  });

  it('pages through reviews that share a date, at every page size, with and without a filter', async () => {
    // A second store of the same seller (UK): several reviews a day, so page ends fall inside a day.
    const uk = await insertStore(s.t.db, {
      companyId: s.companyId,
      sellerId: 'A1ACME',
      marketplaceId: 'A1F83G8C2ARO7P',
    });
    const rows = ['2026-11-20', '2026-11-19', '2026-11-18'].flatMap((date, d) =>
      ['RZ', 'RM', 'RB', 'RA'].map((prefix, i) => ({
        channelId: uk,
        reviewId: `${prefix}${d}`,
        asin: FIXTURE_ASINS.bottle,
        stars: 1 + ((d + i) % 5),
        title: 'Same day',
        body: 'One of several on this day',
        reviewDate: date,
        verified: true,
        helpfulVotes: 0,
      })),
    );
    await s.t.db.insert(reviews).values(rows);
    const newestFirst = [...rows]
      .sort((a, b) =>
        a.reviewDate === b.reviewDate
          ? a.reviewId < b.reviewId
            ? 1
            : -1
          : a.reviewDate < b.reviewDate
            ? 1
            : -1,
      )
      .map((r) => ({ id: r.reviewId, stars: r.stars }));
    const walk = async (query: string) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const res = await get(
          `/api/review/reviews?channel_id=${uk}&${query}${cursor ? `&cursor=${cursor}` : ''}`,
        );
        expect(res.statusCode, res.body).toBe(200);
        const page = ZReviewListResponse.parse(res.json()).data;
        seen.push(...page.items.map((r) => r.review_id));
        cursor = page.next_cursor;
      } while (cursor);
      return seen;
    };
    for (const limit of [1, 2, 3, 5]) {
      expect(await walk(`limit=${limit}`), `limit=${limit}`).toEqual(newestFirst.map((r) => r.id));
      expect(await walk(`limit=${limit}&stars=1,2`), `limit=${limit}, 1–2 stars`).toEqual(
        newestFirst.filter((r) => r.stars <= 2).map((r) => r.id),
      );
    }
  });

  it('refuses bad filters with a readable 400', async () => {
    for (const query of [
      'stars=6',
      'from=2026-13-01',
      'from=2026-11-20&to=2026-11-01',
      'limit=1000',
      'status=lost',
    ]) {
      const res = await get(`/api/review/reviews?channel_id=${s.store}&${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toBe(true);
    }
    expect((await get('/api/review/reviews')).statusCode).toBe(400);
  });

  it("answers 403 for another company's store and one outside the access list, revealing nothing", async () => {
    // With and without filters: each filter shape is its own statement, and each checks the store.
    for (const filter of ['', '&stars=1,2', '&q=cracked&verified=true']) {
      for (const [as, channel] of [
        [s.token, s.rivalStore],
        [s.rivalToken, s.store],
        [limitedToken, s.store],
      ] as const) {
        const res = await get(`/api/review/reviews?channel_id=${channel}${filter}`, as);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ error: true, message: CHANNEL_MESSAGES.storeForbidden });
      }
    }
    // A member whose access list names the store reads it; the same list without it does not.
    const granted = await signInToken(s.t.app, 'granted@acme.test', TEST_PASSWORD);
    const allowed = await get(`/api/review/reviews?channel_id=${s.store}&stars=1,2`, granted);
    expect(allowed.statusCode).toBe(200);
    expect(ZReviewListResponse.parse(allowed.json()).data.items.map((r) => r.review_id)).toEqual([
      'R1BOARD',
      'R2BOARD',
    ]);
    // An empty page of a readable store is a 200 with no items, not a 403.
    const empty = await get(`/api/review/reviews?channel_id=${s.store}&q=nothing-says-this`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toEqual({ items: [], next_cursor: null });
    const detail = await get(`/api/review/reviews/R1BOARD?channel_id=${s.store}`, s.rivalToken);
    expect(detail.statusCode).toBe(403);
    expect((await get(`/api/review/reviews?channel_id=${s.store}`, 'not-a-token')).statusCode).toBe(401);
  });

  it('shows one review with its likely order and marks it read; notes, status and tags are saved', async () => {
    const res = await get(`/api/review/reviews/R1BOARD?channel_id=${s.store}`);
    expect(res.statusCode).toBe(200);
    const { review, likely_order, notes } = ZReviewDetailResponse.parse(res.json()).data;
    expect(review.status).toBe('read');
    expect(review.product_title).toBe('Bamboo Cutting Board');
    expect(review.product_url).toBe(`https://www.amazon.com/dp/${FIXTURE_ASINS.board}`);
    // The nearest non-cancelled order of the ASIN before the review; two candidates in the window.
    expect(likely_order).toMatchObject({ amazon_order_id: '111-0000001-0000001', candidates: 2 });
    expect(notes).toEqual([]);

    const note = await send('POST', '/api/review/reviews/R1BOARD/notes', {
      channel_id: s.store,
      text: '  Called the buyer  ',
    });
    expect(note.statusCode).toBe(200);
    expect(note.json().data.text).toBe('Called the buyer');
    expect(
      (await send('POST', '/api/review/reviews/R1BOARD/notes', { channel_id: s.store, text: '   ' }))
        .statusCode,
    ).toBe(400);

    const handled = await send('PUT', '/api/review/reviews/R1BOARD/status', {
      channel_id: s.store,
      status: 'handled',
    });
    expect(handled.statusCode).toBe(200);
    expect(await ids('status=handled')).toEqual(['R1BOARD']);
    expect(await ids('status=new')).not.toContain('R1BOARD');

    const tag = await send('POST', '/api/review/tags', { name: 'Quality' });
    const tagId = tag.json().data.tag_id as string;
    const tagged = await send('PUT', '/api/review/reviews/R1BOARD/tags', {
      channel_id: s.store,
      tag_ids: [tagId],
    });
    expect(tagged.statusCode).toBe(200);
    expect(await ids(`tag_id=${tagId}`)).toEqual(['R1BOARD']);
    const after = ZReviewDetailResponse.parse(
      (await get(`/api/review/reviews/R1BOARD?channel_id=${s.store}`)).json(),
    ).data;
    expect(after.review.tags.map((x) => x.name)).toEqual(['Quality']);
    // Each review carries its own tags and notes only (a correlated subquery must not match them all).
    const listed = ZReviewListResponse.parse((await get(`/api/review/reviews?channel_id=${s.store}`)).json())
      .data.items;
    expect(listed.filter((r) => r.tags.length > 0).map((r) => r.review_id)).toEqual(['R1BOARD']);
    expect(listed.filter((r) => r.note_count > 0).map((r) => r.review_id)).toEqual(['R1BOARD']);
    expect(after.review.note_count).toBe(1);
    expect(after.notes[0]?.author_name).toBeTruthy();
    // Another company's tag cannot be attached; an unknown review is 404.
    const foreign = await send('PUT', '/api/review/reviews/R1BOARD/tags', {
      channel_id: s.store,
      tag_ids: [rivalTag],
    });
    expect(foreign.statusCode).toBe(404);
    expect((await get(`/api/review/reviews/NOPE?channel_id=${s.store}`)).statusCode).toBe(404);
    expect(
      (await send('PUT', '/api/review/reviews/NOPE/status', { channel_id: s.store, status: 'read' }))
        .statusCode,
    ).toBe(404);
  });
});
