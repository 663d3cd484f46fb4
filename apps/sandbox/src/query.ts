// Query-string helpers: SP-API takes lists either repeated (`a=1&a=2`) or comma-separated (`a=1,2`).
export function listParam(query: unknown, name: string): string[] {
  const raw = (query as Record<string, unknown> | null)?.[name];
  const values = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  return values
    .flatMap((v) => String(v).split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');
}

export function param(query: unknown, name: string): string | undefined {
  const raw = (query as Record<string, unknown> | null)?.[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Milliseconds of an ISO 8601 date-time, or null when absent; NaN when malformed. */
export function dateParam(query: unknown, name: string): number | null {
  const value = param(query, name);
  if (value === undefined) return null;
  if (!/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value)) return Number.NaN;
  return Date.parse(value);
}

/** Opaque pagination tokens: the query and cursor, so a token alone continues the listing. */
export function encodeToken(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function decodeToken<T>(token: string, kind: string): T | null {
  try {
    const value = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as { kind?: string };
    return value && value.kind === kind ? (value as T) : null;
  } catch {
    return null;
  }
}
