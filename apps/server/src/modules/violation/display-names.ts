import { inArray } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** The name each of these users shows under in the module (their email when they gave no name); one query. */
export async function displayNames(db: TDb, ids: Iterable<string | null>): Promise<Map<string, string>> {
  const people = [...new Set([...ids].filter((id): id is string => !!id))];
  if (people.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, people));
  return new Map(rows.map((u) => [u.id, u.name || u.email]));
}
