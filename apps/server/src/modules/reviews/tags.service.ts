import {
  DEFAULT_TAG_NAME,
  dupTitle,
  isNameDefault,
  REVIEW_MESSAGES,
  TAG_RULES_MAX,
  type TTag,
  type TTagRule,
  type ZTagRequest,
  type ZTagRuleInput,
} from '@seller-tools/contract';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TDb } from '../../db/client.ts';
import { tagRules, tags } from '../../db/schema/index.ts';
import type { TAuth } from '../../lib/auth.ts';
import type { TClock } from '../../lib/clock.ts';
import { failure, type Outcome, success } from '../../lib/outcome.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { applyTagRules } from './tag-rules-sql.ts';

type TTagInput = z.output<typeof ZTagRequest>;
type TRuleInput = z.output<typeof ZTagRuleInput>;

const notFound = (message: string) => failure('not-found', message);
const invalid = (message: string) => failure('invalid', message);

// Tags and tag rules belong to a company; every store of it shares them. Names follow the contract's
// isNameDefault and dupTitle rules, and the unique index on lower(name) settles a race between two saves.
export function createTagsService({ db, clock }: { db: TDb; clock: TClock }) {
  async function listTags(companyId: string): Promise<TTag[]> {
    const rows = await db
      .select({
        id: tags.id,
        name: tags.name,
        color: tags.color,
        reviewCount: sql<number>`(select count(*)::int from review_tags rt where rt.tag_id = "tags"."id")`,
      })
      .from(tags)
      .where(eq(tags.companyId, companyId))
      .orderBy(asc(sql`lower(${tags.name})`));
    return rows.map((r) => ({ tag_id: r.id, name: r.name, color: r.color, review_count: r.reviewCount }));
  }

  async function nameProblem(companyId: string, name: string, exceptId?: string): Promise<string | null> {
    if (!isNameDefault(DEFAULT_TAG_NAME).test(name)) return REVIEW_MESSAGES.tagNameDefault;
    const others = await db
      .select({ name: tags.name })
      .from(tags)
      .where(and(eq(tags.companyId, companyId), exceptId ? ne(tags.id, exceptId) : undefined));
    return dupTitle(others.map((o) => o.name)).test(name) ? null : REVIEW_MESSAGES.tagNameTaken;
  }

  async function saveTag(companyId: string, input: TTagInput, tagId?: string): Promise<Outcome<TTag>> {
    const problem = await nameProblem(companyId, input.name, tagId);
    if (problem) return invalid(problem);
    try {
      const [row] = tagId
        ? await db
            .update(tags)
            .set({ name: input.name, color: input.color })
            .where(and(eq(tags.id, tagId), eq(tags.companyId, companyId)))
            .returning()
        : await db.insert(tags).values({ companyId, name: input.name, color: input.color }).returning();
      if (!row) return notFound(REVIEW_MESSAGES.tagNotFound);
      const [withCount] = (await listTags(companyId)).filter((t) => t.tag_id === row.id);
      return success(withCount ?? { tag_id: row.id, name: row.name, color: row.color, review_count: 0 });
    } catch (err) {
      if (isUniqueViolation(err)) return invalid(REVIEW_MESSAGES.tagNameTaken);
      throw err;
    }
  }

  /** Deletes the company's tag or tag rule `id`: its id, or not found with `missing`. */
  async function deleteOwned(
    table: typeof tags | typeof tagRules,
    companyId: string,
    id: string,
    missing: string,
  ): Promise<Outcome<{ id: string }>> {
    const deleted = await db
      .delete(table)
      .where(and(eq(table.id, id), eq(table.companyId, companyId)))
      .returning({ id: table.id });
    return deleted.length > 0 ? success({ id }) : notFound(missing);
  }

  async function deleteTag(companyId: string, tagId: string): Promise<Outcome<{ id: string }>> {
    // Its review tags and rules go with it (on delete cascade).
    return deleteOwned(tags, companyId, tagId, REVIEW_MESSAGES.tagNotFound);
  }

  async function listRules(companyId: string, ruleId?: string): Promise<TTagRule[]> {
    const rows = await db
      .select({ rule: tagRules, tag: { id: tags.id, name: tags.name, color: tags.color } })
      .from(tagRules)
      .innerJoin(tags, eq(tags.id, tagRules.tagId))
      .where(and(eq(tagRules.companyId, companyId), ruleId ? eq(tagRules.id, ruleId) : undefined))
      .orderBy(asc(tagRules.createdAt), asc(tagRules.id));
    return rows.map(({ rule, tag }) => ({
      rule_id: rule.id,
      name: rule.name,
      tag: { tag_id: tag.id, name: tag.name, color: tag.color },
      keywords: rule.keywords,
      stars: rule.stars,
      asins: rule.asins,
      active: rule.active,
      updated_at: rule.updatedAt.toISOString(),
    }));
  }

  async function saveRule(companyId: string, input: TRuleInput, ruleId?: string): Promise<Outcome<TTagRule>> {
    const [tag] = await db
      .select({ id: tags.id })
      .from(tags)
      .where(and(eq(tags.id, input.tag_id), eq(tags.companyId, companyId)));
    if (!tag) return invalid(REVIEW_MESSAGES.tagNotFound);
    const values = {
      name: input.name,
      tagId: input.tag_id,
      keywords: [...new Set(input.keywords)],
      stars: [...new Set(input.stars)].sort(),
      asins: [...new Set(input.asins.map((a) => a.toUpperCase()))],
      active: input.active,
      updatedAt: clock.now(),
    };
    const [row] = ruleId
      ? await db
          .update(tagRules)
          .set(values)
          .where(and(eq(tagRules.id, ruleId), eq(tagRules.companyId, companyId)))
          .returning({ id: tagRules.id })
      : await db.transaction(async (tx) => {
          // At most TAG_RULES_MAX per company; the lock makes two parallel saves count one after the other.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`tag_rules:${companyId}`}))`);
          const [kept] = await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(tagRules)
            .where(eq(tagRules.companyId, companyId));
          if ((kept?.n ?? 0) >= TAG_RULES_MAX) return [null];
          return tx
            .insert(tagRules)
            .values({ companyId, ...values, createdAt: clock.now() })
            .returning({ id: tagRules.id });
        });
    if (row === null) return failure('conflict', REVIEW_MESSAGES.tooManyRules);
    if (!row) return notFound(REVIEW_MESSAGES.ruleNotFound);
    const [saved] = await listRules(companyId, row.id);
    return saved ? success(saved) : notFound(REVIEW_MESSAGES.ruleNotFound);
  }

  async function deleteRule(companyId: string, ruleId: string): Promise<Outcome<{ id: string }>> {
    return deleteOwned(tagRules, companyId, ruleId, REVIEW_MESSAGES.ruleNotFound);
  }

  /** Runs the company's active rules over the reviews of the stores the caller sees; answers how many tags were added. */
  async function applyToExisting(auth: TAuth): Promise<{ tagged: number }> {
    // The stores the request's auth statement read with the access policy.
    const channelIds = auth.stores.map((store) => store.channelId);
    if (channelIds.length === 0) return { tagged: 0 };
    return { tagged: await applyTagRules(db, { companyId: auth.companyId, channelIds }) };
  }

  return { listTags, saveTag, deleteTag, listRules, saveRule, deleteRule, applyToExisting };
}

export type TTagsService = ReturnType<typeof createTagsService>;
