// A list's page cursor: the last row's sort key as a base64url JSON array, opaque to the web. Each list
// checks the parts of its own key; a cursor that does not decode or check is refused (400) rather than
// silently restarting the list, since anyone can forge one.

export function encodePageCursor(parts: readonly unknown[]): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

/** The cursor's parts when it is a JSON array of `length` parts; else null. */
export function decodePageCursor(text: string, length: number): unknown[] | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    return Array.isArray(value) && value.length === length ? value : null;
  } catch {
    return null;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A row id part: a UUID as text. */
export const isUuidText = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
