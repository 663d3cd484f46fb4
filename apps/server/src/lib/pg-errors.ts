// Drizzle wraps driver errors (DrizzleQueryError with the pg error as `cause`); look through the chain.
function pgCode(err: unknown): string | null {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/** A unique constraint refused the write (e.g. two sign-ups with one email at the same moment). */
export function isUniqueViolation(err: unknown): boolean {
  return pgCode(err) === '23505';
}
