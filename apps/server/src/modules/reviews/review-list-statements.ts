import type { ZReviewListQuery } from '@seller-tools/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import type { z } from 'zod';
import type { TDb } from '../../db/client.ts';
import { reviews } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import type { TReviewCursor } from './keyset-cursor.ts';
import { NEWEST_FIRST, reviewItemColumns, type TReviewItemRow } from './review-items.ts';

type TListQuery = z.output<typeof ZReviewListQuery>;

// The Review Observer list is the busiest read of the product. Its SQL depends only on which filters are
// present, so each such shape is built and prepared once (named, per connection in PostgreSQL) and every
// request after that only binds values: no query building here, no parsing and planning there.
// New filters go last: a statement's name is its filters' positions here.
const FILTERS = [
  'stars',
  'from',
  'to',
  'asin',
  'verified',
  'status',
  'q',
  'tag_id',
  'cursor',
  'removed',
] as const;
type TFilter = (typeof FILTERS)[number];

const param = (name: string) => sql.placeholder(name);

function condition(filter: TFilter): SQL {
  switch (filter) {
    case 'stars':
      return sql`${reviews.stars} = any(${param('stars')}::int[])`;
    case 'from':
      return sql`${reviews.reviewDate} >= ${param('from')}::date`;
    case 'to':
      return sql`${reviews.reviewDate} <= ${param('to')}::date`;
    case 'asin':
      return sql`${reviews.asin} = ${param('asin')}`;
    case 'verified':
      return sql`${reviews.verified} = ${param('verified')}::boolean`;
    case 'status':
      return sql`${reviews.status} = any(${param('status')}::text[])`;
    case 'q':
      return sql`(${reviews.title} ilike ${param('q')} or ${reviews.body} ilike ${param('q')})`;
    case 'tag_id':
      return sql`exists (select 1 from review_tags rt where rt.channel_id = ${reviews.channelId}
        and rt.review_id = ${reviews.reviewId} and rt.tag_id = any(${param('tagIds')}::uuid[]))`;
    case 'removed':
      return sql`(${reviews.removedAt} is not null) = ${param('removed')}::boolean`;
    case 'cursor':
      // A row comparison, not `date < d or (date = d and id < i)`: Postgres makes it a bound of the store's
      // (channel_id, review_date desc, review_id desc) index and starts the scan at the cursor, instead of
      // walking and discarding every newer review of the store.
      return sql`(${reviews.reviewDate}, ${reviews.reviewId}) < (${param('cursorDate')}::date, ${param('cursorId')})`;
  }
}

function present(query: TListQuery, cursor: TReviewCursor | null): TFilter[] {
  return FILTERS.filter((filter) => {
    if (filter === 'cursor') return cursor !== null;
    const value = query[filter];
    return Array.isArray(value) ? value.length > 0 : value !== undefined && value !== '';
  });
}

// The list's rows come back as arrays, in reviewItemColumns' order, and are named here in one pass:
// drizzle's per-column result mapping cost a noticeable share of the server's time on this route.
const ROW_FIELDS = Object.keys(reviewItemColumns) as (keyof TReviewItemRow)[];
// Dates stay the 'YYYY-MM-DD' text PostgreSQL sends, as drizzle's date columns give them.
const DATE_OID = 1082;
const TYPES = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    oid === DATE_OID ? (value: string) => value : pg.types.getTypeParser(oid, format),
};

function rowOf(values: unknown[]): TReviewItemRow {
  const row: Record<string, unknown> = {};
  for (let i = 0; i < ROW_FIELDS.length; i++) row[ROW_FIELDS[i] as string] = values[i];
  return row as TReviewItemRow;
}

type TStatement = { name: string; text: string; params: string[] };

export function createReviewListStatements(db: TDb) {
  const prepared = new Map<string, TStatement>();

  function statementFor(filters: TFilter[]): TStatement {
    const key = filters.join(',');
    let statement = prepared.get(key);
    if (!statement) {
      const query = db
        .select(reviewItemColumns)
        .from(reviews)
        .where(and(eq(reviews.channelId, param('channelId')), ...filters.map(condition)))
        .orderBy(...NEWEST_FIRST)
        .limit(param('limit'))
        .toSQL();
      statement = {
        name: `review_list_${filters.map((f) => FILTERS.indexOf(f)).join('_') || 'all'}`,
        text: query.sql,
        params: query.params.map((p) => (p as { name: string }).name),
      };
      prepared.set(key, statement);
    }
    return statement;
  }

  /** One page (plus one row that tells whether another exists) of the store's reviews, newest first. */
  return async function pageRows(
    channelId: string,
    query: TListQuery,
    cursor: TReviewCursor | null,
  ): Promise<TReviewItemRow[]> {
    const values: Record<string, unknown> = {
      channelId,
      limit: query.limit + 1,
      stars: query.stars,
      from: query.from,
      to: query.to,
      asin: query.asin?.toUpperCase(),
      verified: query.verified,
      status: query.status,
      q: query.q ? containsPattern(query.q) : undefined,
      tagIds: query.tag_id,
      removed: query.removed,
      cursorDate: cursor?.date,
      cursorId: cursor?.id,
    };
    const { name, text, params } = statementFor(present(query, cursor));
    const result = await db.$client.query<unknown[]>({
      name,
      text,
      values: params.map((p) => values[p]),
      rowMode: 'array',
      types: TYPES,
    });
    return result.rows.map(rowOf);
  };
}
