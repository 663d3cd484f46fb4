import {
  CATALOG_MESSAGES,
  type TCatalogPage,
  type TSystemCode,
  type ZSystemCodeListQuery,
  type ZSystemCodeRequest,
} from '@seller-tools/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TDb } from '../../db/client.ts';
import { generalCode } from '../../db/schema/index.ts';
import { recordAdminAction } from '../../lib/admin-audit.ts';
import type { TActor } from '../../lib/auth.ts';
import type { TClock } from '../../lib/clock.ts';
import { codeFields } from '../../lib/general-code.ts';
import { readOffsetPage } from '../../lib/offset-page.ts';
import { failure, type Outcome, success } from '../../lib/outcome.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { anyColumnContains } from '../../lib/search-columns.ts';

type TCodeRow = typeof generalCode.$inferSelect;
type TListQuery = z.output<typeof ZSystemCodeListQuery>;
type TCodeInput = z.output<typeof ZSystemCodeRequest>;

function toSystemCode(row: TCodeRow): TSystemCode {
  return {
    id: row.id,
    ...codeFields(row),
    sort_order: row.sortOrder,
    is_active: row.isActive,
  };
}

function toColumns(input: TCodeInput) {
  return {
    class: input.class,
    code: input.code,
    name: input.name || input.code,
    value1: input.value_1,
    value2: input.value_2,
    value3: input.value_3,
    value4: input.value_4,
    value5: input.value_5,
    value6: input.value_6,
    value7: input.value_7,
    sortOrder: input.sort_order,
    isActive: input.is_active,
  };
}

/** System > General code: every row of general_code, which GET /api/code/common shows while active. */
export function createCatalogCodesService({ db, clock }: { db: TDb; clock: TClock }) {
  type TTx = Parameters<Parameters<typeof db.transaction>[0]>[0];

  /** Writes a code and its audit record together; a class/code pair already taken is a conflict. */
  async function saveCode(
    actor: TActor,
    input: TCodeInput,
    action: 'code.create' | 'code.update',
    write: (tx: TTx) => Promise<TCodeRow | undefined>,
  ): Promise<Outcome<TSystemCode>> {
    try {
      return await db.transaction(async (tx) => {
        const row = await write(tx);
        if (!row) return failure('not-found', CATALOG_MESSAGES.codeNotFound);
        await recordAdminAction(tx, actor, {
          action,
          target: `${row.class}/${row.code}`,
          detail: { id: row.id },
        });
        return success(toSystemCode(row));
      });
    } catch (err) {
      if (isUniqueViolation(err))
        return failure('conflict', CATALOG_MESSAGES.codeDuplicate(input.class, input.code));
      throw err;
    }
  }

  return {
    async list(query: TListQuery): Promise<TCatalogPage<TSystemCode> & { classes: string[] }> {
      const condition = and(
        query.class ? eq(generalCode.class, query.class) : undefined,
        anyColumnContains(query.search, generalCode.code, generalCode.name, generalCode.class),
      );
      const [page, classes] = await Promise.all([
        readOffsetPage(
          query,
          db
            .select()
            .from(generalCode)
            .where(condition)
            .orderBy(asc(generalCode.class), asc(generalCode.sortOrder), asc(generalCode.id))
            .$dynamic(),
          db.select({ n: count() }).from(generalCode).where(condition),
          toSystemCode,
        ),
        db.selectDistinct({ class: generalCode.class }).from(generalCode).orderBy(asc(generalCode.class)),
      ]);
      return { ...page, classes: classes.map((c) => c.class) };
    },

    create(actor: TActor, input: TCodeInput): Promise<Outcome<TSystemCode>> {
      return saveCode(actor, input, 'code.create', async (tx) => {
        const [row] = await tx.insert(generalCode).values(toColumns(input)).returning();
        return row;
      });
    },

    update(actor: TActor, id: number, input: TCodeInput): Promise<Outcome<TSystemCode>> {
      return saveCode(actor, input, 'code.update', async (tx) => {
        const [row] = await tx
          .update(generalCode)
          .set({ ...toColumns(input), updatedAt: clock.now() })
          .where(eq(generalCode.id, id))
          .returning();
        return row;
      });
    },

    async setActive(actor: TActor, id: number, isActive: boolean): Promise<Outcome<TSystemCode>> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(generalCode)
          .set({ isActive, updatedAt: clock.now() })
          .where(eq(generalCode.id, id))
          .returning();
        if (!row) return failure('not-found', CATALOG_MESSAGES.codeNotFound);
        await recordAdminAction(tx, actor, {
          action: isActive ? 'code.reactivate' : 'code.deactivate',
          target: `${row.class}/${row.code}`,
          detail: { id: row.id },
        });
        return success(toSystemCode(row));
      });
    },
  };
}
