import {
  KNOWN_USER_CONFIGS,
  type TUserConfig,
  USER_CONFIG_MAX_BYTES,
  USER_CONFIG_MESSAGES,
  USER_CONFIGS_MAX,
} from '@seller-tools/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { userConfigs } from '../../db/schema/index.ts';
import type { TClock } from '../../lib/clock.ts';
import { failure, type Outcome, success } from '../../lib/outcome.ts';

export type TUserConfigDeps = { db: TDb; clock: TClock };

type TRow = typeof userConfigs.$inferSelect;
const toConfig = (row: TRow): TUserConfig => ({
  config_id: row.id,
  name: row.name,
  data: row.data ?? null,
  updated_at: row.updatedAt.toISOString(),
});

/** A config's data: the shape of a known config, any JSON otherwise; either way a bounded size. */
function checkData(name: string, data: unknown): Outcome<unknown> {
  let value = data;
  const schema = (
    KNOWN_USER_CONFIGS as Record<string, (typeof KNOWN_USER_CONFIGS)[keyof typeof KNOWN_USER_CONFIGS]>
  )[name];
  if (schema && data !== null) {
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = ['data', ...(issue?.path ?? [])].join('.');
      return failure('invalid', `${where}: ${issue?.message ?? 'is invalid'}`);
    }
    value = parsed.data;
  }
  if (Buffer.byteLength(JSON.stringify(value), 'utf8') > USER_CONFIG_MAX_BYTES) {
    return failure('invalid', USER_CONFIG_MESSAGES.tooLarge);
  }
  return success(value);
}

/** Configs belong to one user; every query is keyed by the caller's id, so no other user's is reachable. */
export function createUserConfigService({ db, clock }: TUserConfigDeps) {
  return {
    async get(userId: string, name: string): Promise<TUserConfig | null> {
      const [row] = await db
        .select()
        .from(userConfigs)
        .where(and(eq(userConfigs.userId, userId), eq(userConfigs.name, name)))
        .limit(1);
      return row ? toConfig(row) : null;
    },

    async save(
      userId: string,
      request: { name: string; data: unknown; config_id?: string | null | undefined },
    ): Promise<Outcome<TUserConfig>> {
      const checked = checkData(request.name, request.data);
      if (!checked.ok) return checked;
      const now = clock.now();
      return db.transaction(async (tx): Promise<Outcome<TUserConfig>> => {
        if (request.config_id) {
          const [existing] = await tx
            .select({ id: userConfigs.id })
            .from(userConfigs)
            .where(and(eq(userConfigs.userId, userId), eq(userConfigs.name, request.name)))
            .limit(1);
          if (existing?.id !== request.config_id) {
            return failure('invalid', USER_CONFIG_MESSAGES.configIdMismatch);
          }
        }
        // At most USER_CONFIGS_MAX names per user (saving one it keeps is always fine); the lock makes two
        // parallel saves count one after the other.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`user_configs:${userId}`}))`);
        const kept = await tx
          .select({ name: userConfigs.name })
          .from(userConfigs)
          .where(eq(userConfigs.userId, userId));
        if (kept.length >= USER_CONFIGS_MAX && !kept.some((c) => c.name === request.name)) {
          return failure('conflict', USER_CONFIG_MESSAGES.tooMany);
        }
        const [row] = await tx
          .insert(userConfigs)
          .values({ userId, name: request.name, data: checked.value, createdAt: now, updatedAt: now })
          .onConflictDoUpdate({
            target: [userConfigs.userId, userConfigs.name],
            set: { data: checked.value, updatedAt: now },
          })
          .returning();
        if (!row) throw new Error('user config upsert returned no row');
        return success(toConfig(row));
      });
    },
  };
}
