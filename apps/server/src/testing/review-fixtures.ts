import { connectDatabase, type TDb } from '../db/client.ts';
import {
  notificationSettings,
  orderItems,
  orders,
  products,
  ratingSnapshots,
  reviews,
} from '../db/schema/index.ts';
import type { TClock } from '../lib/clock.ts';
import { createLogger } from '../lib/logger.ts';
import { createUnsubscribeTokens } from '../lib/unsubscribe-tokens.ts';
import { createMailer } from '../mail/mailer.ts';
import type { TReviewEventsDeps } from '../modules/reviews/events/review-events.ts';
import { insertUser, type TSeededUser } from './accounts.ts';
import { insertStore } from './channels.ts';

// A small, hand-made review history for one store (tests and e2e), dated around TEST_NOW (2026-11-22):
// the cutting board's displayed rating moves 4.3 → 4.2 on 2026-11-16 after a 1-star and a 2-star review;
// the bottle's rises 4.5 → 4.6.

export const FIXTURE_ASINS = { board: 'B0AAA00001', bottle: 'B0AAA00002' } as const;

type TReviewSeed = {
  id: string;
  asin: string;
  stars: number;
  title: string;
  body: string;
  date: string;
  verified: boolean;
};

export const FIXTURE_REVIEWS: TReviewSeed[] = [
  {
    id: 'R1BOARD',
    asin: FIXTURE_ASINS.board,
    stars: 1,
    title: 'Cracked after a week',
    body: 'The board cracked along the grain.',
    date: '2026-11-16',
    verified: true,
  },
  {
    id: 'R2BOARD',
    asin: FIXTURE_ASINS.board,
    stars: 2,
    title: 'Warped',
    body: 'It warped after washing, 100% disappointed.',
    date: '2026-11-15',
    verified: false,
  },
  {
    id: 'R3BOARD',
    asin: FIXTURE_ASINS.board,
    stars: 5,
    title: 'Love it',
    body: 'Great board, sturdy and heavy.',
    date: '2026-11-10',
    verified: true,
  },
  {
    id: 'R4BOARD',
    asin: FIXTURE_ASINS.board,
    stars: 4,
    title: 'Good',
    body: 'Nice bamboo, a little thin.',
    date: '2026-10-01',
    verified: true,
  },
  {
    id: 'R5BOTTLE',
    asin: FIXTURE_ASINS.bottle,
    stars: 5,
    title: 'Keeps water cold',
    body: 'Cold for 24 hours.',
    date: '2026-11-20',
    verified: true,
  },
  {
    id: 'R6BOTTLE',
    asin: FIXTURE_ASINS.bottle,
    stars: 3,
    title: 'Lid leaks',
    body: 'The lid leaks a bit.',
    date: '2026-11-21',
    verified: true,
  },
];

function days(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

export async function insertReviewFixture(db: TDb, channelId: string): Promise<void> {
  await db.insert(products).values([
    {
      channelId,
      sku: 'CB-1',
      asin: FIXTURE_ASINS.board,
      title: 'Bamboo Cutting Board',
      imageUrl: '/img/board.svg',
    },
    {
      channelId,
      sku: 'WB-1',
      asin: FIXTURE_ASINS.bottle,
      title: 'Steel Water Bottle',
      imageUrl: '/img/bottle.svg',
    },
  ]);
  const board = days('2026-10-01', '2026-11-22').map((date) => ({
    channelId,
    asin: FIXTURE_ASINS.board,
    snapshotDate: date,
    average: date < '2026-11-15' ? '4.34' : date === '2026-11-15' ? '4.26' : '4.24',
    ratingsCount: date < '2026-11-15' ? 120 : date === '2026-11-15' ? 121 : 122,
  }));
  const bottle = days('2026-10-01', '2026-11-22').map((date) => ({
    channelId,
    asin: FIXTURE_ASINS.bottle,
    snapshotDate: date,
    average: date < '2026-11-20' ? '4.50' : '4.61',
    ratingsCount: date < '2026-11-20' ? 40 : 42,
  }));
  await db.insert(ratingSnapshots).values([...board, ...bottle]);
  await db.insert(reviews).values(
    FIXTURE_REVIEWS.map((r) => ({
      channelId,
      reviewId: r.id,
      asin: r.asin,
      stars: r.stars,
      title: r.title,
      body: r.body,
      reviewDate: r.date,
      verified: r.verified,
      helpfulVotes: 0,
      author: 'A shopper',
      processedAt: new Date('2026-11-22T00:00:00Z'),
    })),
  );
  const order = (id: string, purchase: string, status = 'Shipped') => ({
    channelId,
    amazonOrderId: id,
    status,
    purchaseDate: new Date(`${purchase}T10:00:00Z`),
    lastUpdateDate: new Date(`${purchase}T10:00:00Z`),
  });
  await db
    .insert(orders)
    .values([
      order('111-0000001-0000001', '2026-11-05'),
      order('111-0000001-0000002', '2026-10-20'),
      order('111-0000001-0000003', '2026-11-12', 'Canceled'),
      order('111-0000001-0000004', '2026-11-18'),
    ]);
  const item = (id: string, asin: string, sku: string) => ({
    channelId,
    amazonOrderId: id,
    asin,
    sku,
    quantity: 1,
  });
  await db
    .insert(orderItems)
    .values([
      item('111-0000001-0000001', FIXTURE_ASINS.board, 'CB-1'),
      item('111-0000001-0000002', FIXTURE_ASINS.board, 'CB-1'),
      item('111-0000001-0000003', FIXTURE_ASINS.board, 'CB-1'),
      item('111-0000001-0000004', FIXTURE_ASINS.bottle, 'WB-1'),
    ]);
}

/** insertReviewFixture against the database at `databaseUrl` (e2e). */
export async function createReviewFixture(databaseUrl: string, channelId: string): Promise<void> {
  const database = connectDatabase(databaseUrl, { max: 1 });
  try {
    await insertReviewFixture(database.db, channelId);
  } finally {
    await database.close();
  }
}

/** Acme (owner@acme.test, its administrator) with one finished US store, seller A1ACME, holding the history above. */
export async function seedAcmeReviews(db: TDb): Promise<{ owner: TSeededUser; store: string }> {
  const owner = await insertUser(db, {
    email: 'owner@acme.test',
    companyName: 'Acme',
  });
  const store = await insertStore(db, { companyId: owner.companyId, sellerId: 'A1ACME' });
  await insertReviewFixture(db, store);
  return { owner, store };
}

/** Another company (rival@rival.test) with a finished US store of its own, seller A1RIVAL, without reviews. */
export async function seedRival(db: TDb): Promise<{ rival: TSeededUser; rivalStore: string }> {
  const rival = await insertUser(db, {
    email: 'rival@rival.test',
    companyName: 'Rival',
  });
  return { rival, rivalStore: await insertStore(db, { companyId: rival.companyId, sellerId: 'A1RIVAL' }) };
}

/**
 * What the review event and summary runs take, on a test database: a silent logger, the outbox mailer
 * sending from `from`, unsubscribe links signed with a key of `keyByte`s, links to https://app.example.
 */
export function reviewEventsDeps(
  db: TDb,
  clock: TClock,
  mail: { from: string; keyByte: number },
): TReviewEventsDeps {
  const logger = createLogger('silent');
  return {
    db,
    clock,
    logger,
    mailer: createMailer({ db, from: mail.from, logger }),
    unsubscribeTokens: createUnsubscribeTokens(Buffer.alloc(32, mail.keyByte)),
    publicUrl: 'https://app.example',
  };
}

/**
 * One company (Acme unless named; the first member its owner) whose members get mail at 8 in their own time zone,
 * every review alert on and the daily summary unless `dailySummary` is false: whom the mail runs serve.
 */
export async function insertMailTeam(
  db: TDb,
  members: { email: string; timezone: string; dailySummary?: boolean }[],
  companyName = 'Acme',
): Promise<TSeededUser[]> {
  const team: TSeededUser[] = [];
  for (const member of members) {
    const companyId = team[0]?.companyId;
    team.push(
      await insertUser(db, {
        email: member.email,
        password: 'x',
        ...(companyId ? { companyId } : { companyName }),
      }),
    );
  }
  await db.insert(notificationSettings).values(
    members.map((member, i) => ({
      userId: (team[i] as TSeededUser).id,
      dailySummary: member.dailySummary ?? true,
      summaryHour: 8,
      timezone: member.timezone,
      negativeReviewAlert: true,
      negativeStars: [1, 2, 3],
      ratingDropAlert: true,
    })),
  );
  return team;
}
