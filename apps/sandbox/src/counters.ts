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
  /** `sellingPartnerId`: the authenticated caller's, also counted under that seller. */
  record(operation: string, status: number, injected: boolean, sellingPartnerId?: string): void;
  /** Every caller's counts per operation, or one seller's (what a many-seller benchmark reads). */
  snapshot(sellingPartnerId?: string): Record<string, TOperationCounter>;
  reset(): void;
};

// Per-operation request counts, read by the server's rate benchmark (`GET /sandbox/counters`): with the
// first and last request times it can compute the sustained rate it achieved against each quota. Each
// seller's own counts too: Amazon's quotas are per seller, so is the rate a benchmark achieves.
export function createCounters(clock: TClock): TCounters {
  const byOperation = new Map<string, TOperationCounter>();
  const bySeller = new Map<string, Map<string, TOperationCounter>>();
  const count = (
    counters: Map<string, TOperationCounter>,
    operation: string,
    status: number,
    injected: boolean,
  ) => {
    const at = clock.now().toISOString();
    const c = counters.get(operation) ?? {
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
    counters.set(operation, c);
  };
  return {
    record(operation, status, injected, sellingPartnerId) {
      count(byOperation, operation, status, injected);
      if (sellingPartnerId === undefined) return;
      const own = bySeller.get(sellingPartnerId) ?? new Map<string, TOperationCounter>();
      bySeller.set(sellingPartnerId, own);
      count(own, operation, status, injected);
    },
    snapshot: (sellingPartnerId) => {
      const counters = sellingPartnerId === undefined ? byOperation : bySeller.get(sellingPartnerId);
      return Object.fromEntries([...(counters ?? [])].map(([k, v]) => [k, { ...v }]));
    },
    reset: () => {
      byOperation.clear();
      bySeller.clear();
    },
  };
}
