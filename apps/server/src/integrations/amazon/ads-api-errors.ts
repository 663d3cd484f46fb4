import type { TSpApiErrorKind } from './sp-api-errors.ts';

// Typed Amazon Ads failures, the same kinds as the SP-API's: "slow down", "fix the request", "no
// access", "Amazon is down". Ads writes `{ code, details }` (reporting v3: `detail`).
export class AdsApiError extends Error {
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
    this.name = 'AdsApiError';
    this.kind = kind;
    this.operation = operation;
    this.status = options.status ?? null;
    this.code = options.code ?? null;
  }
  get retryable(): boolean {
    return this.kind === 'throttled' || this.kind === 'server' || this.kind === 'network';
  }
}

/** `{ code, details }` or reporting's `{ code, detail }`; nulls when the body is not Ads JSON. */
export function adsErrorOf(body: string): { code: string | null; message: string | null } {
  try {
    const parsed = JSON.parse(body) as { code?: unknown; details?: unknown; detail?: unknown };
    const message = typeof parsed.details === 'string' ? parsed.details : parsed.detail;
    return {
      code: typeof parsed.code === 'string' ? parsed.code : null,
      message: typeof message === 'string' ? message : null,
    };
  } catch {
    return { code: null, message: null };
  }
}
