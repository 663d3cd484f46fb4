/**
 * A fixture builder: an API answer as the server sends it, with what a test overrides replaced. The
 * defaults are built afresh on every call (no test can change another's arrays), and may read the
 * overrides where one field follows from another (an id in a URL).
 */
export function fixture<T extends object>(defaults: (overrides: Partial<T>) => T) {
  return (overrides: Partial<T> = {}): T => ({ ...defaults(overrides), ...overrides });
}
