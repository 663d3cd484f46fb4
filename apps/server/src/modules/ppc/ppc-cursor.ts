import { textProblem } from '@seller-tools/contract';

// A PPC table's page cursor: the last row's (sort key, id), opaque to the web. One that does not decode,
// or whose key is not of the sort's kind, is refused (400) rather than silently restarting the list.

export type TPpcCursor = { key: number | string; id: string };

export function encodePpcCursor(cursor: TPpcCursor): string {
  return Buffer.from(JSON.stringify([cursor.key, cursor.id])).toString('base64url');
}

export function decodePpcCursor(text: string, keyKind: 'number' | 'string'): TPpcCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [key, id] = value;
    if (typeof id !== 'string' || id.length === 0 || id.length > 100 || textProblem(id)) return null;
    if (keyKind === 'number' && (typeof key !== 'number' || !Number.isFinite(key))) return null;
    if (keyKind === 'string' && (typeof key !== 'string' || key.length > 1000 || textProblem(key)))
      return null;
    return { key, id };
  } catch {
    return null;
  }
}
