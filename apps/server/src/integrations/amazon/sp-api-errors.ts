// Typed SP-API failures, so callers tell "slow down" from "fix the request" from "Amazon is down".
export type TSpApiErrorKind = 'throttled' | 'auth' | 'client' | 'server' | 'network';

export class SpApiError extends Error {
  readonly kind: TSpApiErrorKind;
  readonly status: number | null;
  readonly operation: string;
  readonly code: string | null;
  constructor(
    kind: TSpApiErrorKind,
    operation: string,
    message: string,
    options: { status?: number | null; code?: string | null; cause?: unknown } = {},
  ) {
    super(`${operation}: ${message}`, { cause: options.cause });
    this.name = 'SpApiError';
    this.kind = kind;
    this.operation = operation;
    this.status = options.status ?? null;
    this.code = options.code ?? null;
  }
  /** Worth another try later: throttling, Amazon's own errors and the network. */
  get retryable(): boolean {
    return this.kind === 'throttled' || this.kind === 'server' || this.kind === 'network';
  }
}

export function kindOfStatus(status: number): TSpApiErrorKind {
  if (status === 429) return 'throttled';
  if (status === 401 || status === 403) return 'auth';
  if (status >= 500) return 'server';
  return 'client';
}
