import { vi } from 'vitest';

/**
 * Waits (up to 5 s) until `read` finds at least `count` of `what` (rows, or a number), and answers what it
 * read last: work that runs after its answer (mails, codes) lands a moment later.
 */
export function settledCount<T extends readonly unknown[] | number>(
  read: () => Promise<T>,
  count: number,
  what: string,
): Promise<T> {
  return vi.waitFor(
    async () => {
      const found = await read();
      const n = typeof found === 'number' ? found : found.length;
      if (n < count) throw new Error(`${n} of ${count} ${what} so far`);
      return found;
    },
    { timeout: 5000, interval: 25 },
  );
}
