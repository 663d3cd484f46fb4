import { type Column, ilike, or, type SQL } from 'drizzle-orm';
import { containsPattern } from './like-pattern.ts';

/**
 * A list's search box: rows where any of the columns contains the text, ignoring case (the text's % and _
 * are taken literally). No text is no condition.
 */
export function anyColumnContains(text: string | null | undefined, ...columns: Column[]): SQL | undefined {
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(...columns.map((column) => ilike(column, pattern)));
}
