import { textProblem } from '@seller-tools/contract';
import { decodePageCursor, encodePageCursor } from '../../lib/page-cursor.ts';

// A PPC table's page cursor: the last row's (sort key, id), opaque to the web (see lib/page-cursor.ts). One
// that does not decode, or whose key is not of the sort's kind, is refused (400) rather than silently
// restarting the list.

export type TPpcCursor = { key: number | string; id: string };

export function encodePpcCursor(cursor: TPpcCursor): string {
  return encodePageCursor([cursor.key, cursor.id]);
}

export function decodePpcCursor(text: string, keyKind: 'number' | 'string'): TPpcCursor | null {
  const [key, id] = decodePageCursor(text, 2) ?? [];
  if (typeof id !== 'string' || id.length === 0 || id.length > 100 || textProblem(id)) return null;
  if (keyKind === 'number' && (typeof key !== 'number' || !Number.isFinite(key))) return null;
  if (keyKind === 'string' && (typeof key !== 'string' || key.length > 1000 || textProblem(key))) return null;
  return { key: key as number | string, id };
}
