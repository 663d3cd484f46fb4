import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { tagRules } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

// Applies a company's active tag rules in the database, one statement per rule: a review matches when it
// contains any keyword (title or text, case-insensitive) AND has one of the stars AND is for one of the
// ASINs, an empty list matching anything. Existing tags are kept (on conflict do nothing), so applying
// twice adds nothing. `onlyUnprocessed` narrows it to reviews the review-events job has not seen yet.
// Arrays go as one parameter each (sql.param); a bare array in drizzle's sql expands to a list.
export async function applyTagRules(
  db: TDb,
  scope: { companyId: string; channelIds: string[]; onlyUnprocessed?: boolean },
): Promise<number> {
  const rules = await db
    .select()
    .from(tagRules)
    .where(and(eq(tagRules.companyId, scope.companyId), eq(tagRules.active, true)));
  let added = 0;
  for (const rule of rules) {
    const patterns = rule.keywords.map(containsPattern);
    const result = await db.execute(sql`
      insert into review_tags (channel_id, review_id, tag_id, source)
      select r.channel_id, r.review_id, ${rule.tagId}, ${`rule:${rule.id}`}
      from reviews r
      where r.channel_id in ${scope.channelIds}
        ${scope.onlyUnprocessed ? sql`and r.processed_at is null` : sql``}
        ${rule.stars.length ? sql`and r.stars = any(${sql.param(rule.stars)}::int[])` : sql``}
        ${rule.asins.length ? sql`and r.asin = any(${sql.param(rule.asins)}::text[])` : sql``}
        ${patterns.length ? sql`and (r.title ilike any(${sql.param(patterns)}::text[]) or r.body ilike any(${sql.param(patterns)}::text[]))` : sql``}
      on conflict do nothing
    `);
    added += result.rowCount ?? 0;
  }
  return added;
}
