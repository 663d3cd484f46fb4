import type { TClock } from './clock.ts';

export type TOperationCounter = {
  requests: number;
  succeeded: number;
  throttled: number;
  faulted: number;
  rejected: number;
  firstAt: string | null;
  lastAt: string | null;
};

export type TCounters = {
  record(operation: string, status: number, injected: boolean): void;
  snapshot(): Record<string, TOperationCounter>;
  reset(): void;
};

// Per-operation request counts, read by the server's rate benchmark (`GET /sandbox/counters`): with the
// first and last request times it can compute the sustained rate it achieved against each quota.
export function createCounters(clock: TClock): TCounters {
  const byOperation = new Map<string, TOperationCounter>();
  return {
    record(operation, status, injected) {
      const at = clock.now().toISOString();
      const c = byOperation.get(operation) ?? {
        requests: 0,
        succeeded: 0,
        throttled: 0,
        faulted: 0,
        rejected: 0,
        firstAt: at,
        lastAt: at,
      };
      c.requests++;
      c.lastAt = at;
      if (status === 429) c.throttled++;
      else if (injected) c.faulted++;
      else if (status < 400) c.succeeded++;
      else c.rejected++;
      byOperation.set(operation, c);
    },
    snapshot: () => Object.fromEntries([...byOperation].map(([k, v]) => [k, { ...v }])),
    reset: () => byOperation.clear(),
  };
}
