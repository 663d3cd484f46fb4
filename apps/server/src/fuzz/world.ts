import { FAVORITE_CHANNEL_CONFIG_NAME } from '@seller-tools/contract';
import { randomToken, sha256 } from '../lib/tokens.ts';
import { unsubscribeTokensOf } from '../lib/unsubscribe-tokens.ts';
import { insertUser, TEST_PASSWORD } from '../testing/accounts.ts';
import { insertStore, US_MARKETPLACE } from '../testing/channels.ts';
import { FIXTURE_ASINS, FIXTURE_REVIEWS, insertReviewFixture } from '../testing/review-fixtures.ts';
import { buildTestApp, TEST_NOW, type TTestApp, testConfig } from '../testing/test-app.ts';
import type { THints } from './inputs.ts';

// The world the fuzz suite runs in: two companies, each with an owner, a member, a finished store with
// reviews, a tag, a tag rule, a note and a saved setting, every text of theirs carrying the company's
// marker (a string no request ever sends), so that a response holding another company's marker is a
// leak; and a staff member (super-admin) of a third company.

export const MARKERS = { a: 'qzfuzzmarkeralpha', b: 'qzfuzzmarkerbravo' } as const;

export type TPersona = 'anonymous' | 'seller' | 'other-company' | 'staff';

type TCompany = {
  companyId: string;
  ownerId: string;
  memberId: string;
  store: string;
  sellerId: string;
  tagId: string;
  ruleId: string;
  noteId: string;
  unsubscribeToken: string;
};

export type TFuzzWorld = Awaited<ReturnType<typeof buildFuzzWorld>>;

async function seedCompany(t: TTestApp, key: 'a' | 'b'): Promise<TCompany> {
  const marker = MARKERS[key];
  const owner = await insertUser(t.db, {
    email: `owner@${marker}.test`,
    name: `Owner ${marker}`,
    companyName: `Company ${marker}`,
  });
  const member = await insertUser(t.db, {
    email: `member@${marker}.test`,
    name: `Member ${marker}`,
    companyId: owner.companyId,
  });
  const sellerId = `A1FUZZ${key.toUpperCase()}`;
  const store = await insertStore(t.db, { companyId: owner.companyId, sellerId });
  await insertReviewFixture(t.db, store);
  const q = t.database.pool;
  await q.query('update products set title = title || $2 where channel_id = $1', [store, ` ${marker}`]);
  await q.query(
    'update reviews set title = title || $2, body = body || $2, author = $3 where channel_id = $1',
    [store, ` ${marker}`, `Shopper ${marker}`],
  );
  const tag = await q.query<{ id: string }>(
    `insert into tags (company_id, name, color) values ($1, $2, 'red') returning id`,
    [owner.companyId, `Tag ${marker}`],
  );
  const tagId = tag.rows[0]?.id as string;
  const rule = await q.query<{ id: string }>(
    `insert into tag_rules (company_id, name, tag_id, keywords, stars, asins)
     values ($1, $2, $3, $4, '{1,2}', $5) returning id`,
    [owner.companyId, `Rule ${marker}`, tagId, [`word${marker}`], [FIXTURE_ASINS.board]],
  );
  await q.query(
    `insert into review_tags (channel_id, review_id, tag_id, source) values ($1, $2, $3, 'manual')`,
    [store, FIXTURE_REVIEWS[0]?.id, tagId],
  );
  const note = await q.query<{ id: string }>(
    'insert into review_notes (channel_id, review_id, user_id, text) values ($1, $2, $3, $4) returning id',
    [store, FIXTURE_REVIEWS[0]?.id, owner.id, `Note ${marker}`],
  );
  await q.query('insert into user_configs (user_id, name, data) values ($1, $2, $3), ($1, $4, $5)', [
    owner.id,
    FAVORITE_CHANNEL_CONFIG_NAME,
    JSON.stringify([store]),
    'fuzz_setting',
    JSON.stringify({ label: `Setting ${marker}` }),
  ]);
  return {
    companyId: owner.companyId,
    ownerId: owner.id,
    memberId: member.id,
    store,
    sellerId,
    tagId: tagId,
    ruleId: rule.rows[0]?.id as string,
    noteId: note.rows[0]?.id as string,
    unsubscribeToken: unsubscribeTokensOf(testConfig()).sign(owner.id, 'alerts'),
  };
}

const idsOf = (c: TCompany) => [c.companyId, c.ownerId, c.memberId, c.store, c.tagId, c.ruleId, c.noteId];

/** Plausible values for the fields of a request aimed at `target`'s data. */
function hintsFor(target: TCompany, extra: { planId?: string; codeId?: string }): THints {
  const ids = (...values: (string | undefined)[]) => values.filter((v): v is string => v !== undefined);
  return {
    channel_id: [target.store],
    channelId: [target.store],
    also_channel_id: [target.store],
    'channel_info[]': [target.store],
    companyId: [target.companyId],
    company_id: [target.companyId],
    id: ids(target.memberId, extra.codeId),
    user_id: [target.memberId],
    ids: [target.memberId],
    'ids[]': [target.memberId],
    'access_channel_list[]': [target.store],
    tagId: [target.tagId],
    tag_id: [target.tagId],
    'tag_ids[]': [target.tagId],
    ruleId: [target.ruleId],
    reviewId: FIXTURE_REVIEWS.map((r) => r.id),
    asin: [FIXTURE_ASINS.board, FIXTURE_ASINS.bottle],
    'asins[]': [FIXTURE_ASINS.board],
    sellerId: [target.sellerId],
    seller_id: [target.sellerId],
    marketplaceId: [US_MARKETPLACE],
    market_id: [US_MARKETPLACE],
    from: ['2026-10-01'],
    to: ['2026-11-22'],
    planId: ids(extra.planId),
    plan_id: ids(extra.planId),
    email: ['nobody@fuzz.example'],
    user_email: ['nobody@fuzz.example'],
    user_name: ['nobody@fuzz.example'],
    admin_email: ['nobody@fuzz.example'],
    password: [TEST_PASSWORD],
    current_password: [TEST_PASSWORD],
    new_password: ['N3w!passWord'],
    name: ['Fuzzed name'],
    passwordConfirm: [TEST_PASSWORD],
    timezone: ['America/New_York'],
    time_zone: ['America/New_York'],
    ppc_timezone: ['America/New_York'],
    period_days: [7, 30],
    message: ['Hello, this is a message from the fuzz suite.'],
    image: ['https://example.test/avatar.png'],
    redirect: ['https://example.test/return'],
    // Left out of plausible requests: values a client only echoes back from an earlier answer.
    cursor: [],
    config_id: [],
  };
}

/**
 * A trigger on every table of the test database counts the rows each statement writes, by table, in
 * fuzz_writes: comparing two reads of it shows any insert, update or delete between them, rolled-back
 * ones excepted (the counter is transactional), for the price of one small read.
 */
async function installWriteCounter(t: TTestApp): Promise<void> {
  const q = t.database.pool;
  await q.query(`
    create table fuzz_writes (name text primary key, n bigint not null);
    create function fuzz_count_writes() returns trigger language plpgsql as $$
    begin
      insert into fuzz_writes (name, n)
        values (tg_table_name, (select count(*) from counted))
        on conflict (name) do update set n = fuzz_writes.n + excluded.n;
      return null;
    end $$;`);
  const tables = await q.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'fuzz_writes'`,
  );
  for (const { name } of tables.rows) {
    const table = `"${name.replaceAll('"', '""')}"`;
    // Transition tables hold the rows a statement wrote: new ones for insert and update, old for delete.
    for (const [event, table_ref] of [
      ['insert', 'new table as counted'],
      ['update', 'new table as counted'],
      ['delete', 'old table as counted'],
    ] as const) {
      await q.query(
        `create trigger fuzz_${event}_writes after ${event} on ${table} referencing ${table_ref}
         for each statement execute function fuzz_count_writes()`,
      );
    }
  }
}

export async function buildFuzzWorld(options: Pick<Parameters<typeof buildTestApp>[0] & {}, 'routes'> = {}) {
  const t = await buildTestApp(options);
  const a = await seedCompany(t, 'a');
  const b = await seedCompany(t, 'b');
  const staff = await insertUser(t.db, {
    email: 'staff@fuzz-staff.test',
    companyName: 'Fuzz Staff',
    roles: ['super-admin'],
  });
  const q = t.database.pool;
  const plan = await q.query<{ id: string }>('select id from plans order by sort_order limit 1');
  const code = await q.query<{ id: string }>('select id from general_code limit 1');
  const extra = { planId: plan.rows[0]?.id, codeId: code.rows[0]?.id };

  await installWriteCounter(t);
  const personaUser: Record<
    Exclude<TPersona, 'anonymous'>,
    { id: string; companyId: string; roles: string[] }
  > = {
    seller: { id: a.ownerId, companyId: a.companyId, roles: [] },
    'other-company': { id: b.ownerId, companyId: b.companyId, roles: [] },
    staff: { id: staff.id, companyId: staff.companyId, roles: ['super-admin'] },
  };

  return {
    t,
    app: t.app,
    a,
    b,
    /** The fields of requests each persona sends: the seller aims at its own data, the other company at A's. */
    // Emails are never a real account's, whose forgot-password work runs after the answer and would write
    // during later requests; never another company's either, which hold its marker. (Team routes name
    // members by email: the seller names its own member.)
    hints: {
      anonymous: { ...hintsFor(a, extra), token: ['garbage-token-value'] },
      seller: {
        ...hintsFor(a, extra),
        token: [a.unsubscribeToken],
        user_email: [`member@${MARKERS.a}.test`],
      },
      'other-company': { ...hintsFor(a, extra), token: [b.unsubscribeToken] },
      staff: { ...hintsFor(a, extra), token: ['garbage-token-value'] },
    } satisfies Record<TPersona, THints>,
    /**
     * Values of opaque fields that decode but hold what the server must still refuse, by field name:
     * each is sent as a case of its own on every route having the field (no random string forges one).
     */
    forged: {
      cursor: [
        ['2024-99-99', FIXTURE_REVIEWS[0]?.id],
        ['2026-11-10', 'R1\u0000BOARD'],
        ['2026-11-10', 'x'.repeat(101)],
        ['2026-11-10'],
        [20261110, 1],
        { date: '2026-11-10', id: 'R1BOARD' },
      ].map((value) => Buffer.from(JSON.stringify(value)).toString('base64url')),
    } as Record<string, string[]>,
    /**
     * The ids a persona must never be shown unless its request named them: the other company's (anyone
     * but staff). An answer may echo an id it was sent, never reveal one.
     */
    forbiddenIds: {
      anonymous: [...idsOf(a), ...idsOf(b)],
      seller: idsOf(b),
      'other-company': idsOf(a),
      staff: [],
    } satisfies Record<TPersona, string[]>,
    /** The markers a persona must never see: the other company's (anyone but staff). */
    forbiddenMarkers: {
      anonymous: [MARKERS.a, MARKERS.b],
      seller: [MARKERS.b],
      'other-company': [MARKERS.a],
      staff: [],
    } satisfies Record<TPersona, string[]>,
    /**
     * The persona's user as seeded: an earlier fuzzed request may have deleted it or taken its rights, and
     * each route starts from the same footing.
     */
    async restore(persona: TPersona): Promise<void> {
      if (persona === 'anonymous') return;
      const user = personaUser[persona];
      await q.query(
        `update users set deleted_at = null, roles = $2, company_id = $3, is_company_admin = true,
           permissions = null, access_channel_list = null where id = $1`,
        [user.id, user.roles, user.companyId],
      );
    },
    /** Fresh sessions of the persona, in one statement (none for the anonymous). */
    async sessionsFor(persona: TPersona, count: number): Promise<(string | undefined)[]> {
      if (persona === 'anonymous') return Array.from({ length: count }, () => undefined);
      const user = personaUser[persona];
      const tokens = Array.from({ length: count }, () => randomToken());
      await q.query(
        `insert into sessions (user_id, token_hash, remember_me, expires_at)
         select $1, unnest($2::text[]), false, $3`,
        [user.id, tokens.map(sha256), new Date(TEST_NOW.getTime() + 86_400_000)],
      );
      return tokens;
    },
    /** Rows written (inserted, updated or deleted) so far, per table, in one small read. */
    async writes(): Promise<Map<string, number>> {
      const result = await q.query<{ name: string; n: number }>('select name, n::int as n from fuzz_writes');
      return new Map(result.rows.map((r) => [r.name, r.n]));
    },
    close: () => t.close(),
  };
}
