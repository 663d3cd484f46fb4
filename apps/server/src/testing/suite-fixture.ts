import { afterAll, beforeAll } from 'vitest';

/**
 * Something the tests of the enclosing describe share (a database, an app): made before them and closed
 * after them. It stands for the value it makes; reading it before the suite has started throws.
 */
export function suiteFixture<T extends object>(
  make: () => Promise<T>,
  close: (value: T) => Promise<void>,
  /** How long `make` may take (Vitest's hook timeout unless given). */
  timeoutMs?: number,
): T {
  let value: T | undefined;
  beforeAll(async () => {
    value = await make();
  }, timeoutMs);
  afterAll(async () => {
    if (value) await close(value);
  });
  return new Proxy({} as T, {
    get: (_target, key) => {
      if (!value) throw new Error('a suite fixture is made before the suite: read it inside a test');
      return Reflect.get(value, key);
    },
  });
}
