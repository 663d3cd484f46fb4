// One outcome model for every service (issue 16). A service answers an Outcome: its value, or a domain
// error (a code and the message the user reads). It may also throw an AppError where unwinding is simpler.
// Services know nothing of HTTP: the error plugin maps each code to its status in one place
// (plugins/error-handling.ts ERROR_STATUS), and jobs read the same codes.

/** What went wrong, in domain terms. */
export type TErrorCode =
  | 'invalid' // the input breaks a rule the schema cannot say (400)
  | 'unauthenticated' // no valid session or credentials (401)
  | 'forbidden' // signed in, but not allowed: role, permission, another company's or store's data (403)
  | 'not-found' // the thing does not exist, or is not the caller's to know of (404)
  | 'conflict' // it exists already, or changed under the caller (409)
  | 'rate-limited' // too many attempts; retryAfterSeconds says when to try again (429)
  | 'unavailable'; // a dependency (Amazon, mail) failed; trying later may work (503)

export type TErrorDetails = {
  retryAfterSeconds?: number;
  /** Sent as the error envelope's data: what the client may offer next (e.g. the marketplaces to connect). */
  data?: unknown;
};

/** A domain error: thrown by a service, or carried by a failed Outcome. */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: TErrorCode;
  readonly details: TErrorDetails;
  constructor(code: TErrorCode, message: string, details: TErrorDetails = {}) {
    super(message);
    this.code = code;
    this.details = details;
  }
}

export type TFailure = { ok: false; error: AppError };
export type Outcome<T> = { ok: true; value: T } | TFailure;

export function success<T>(value: T): Outcome<T> {
  return { ok: true, value };
}

export function failure(code: TErrorCode, message: string, details?: TErrorDetails): TFailure {
  return { ok: false, error: new AppError(code, message, details) };
}

/** The value of a successful outcome; a failed one is thrown (the error plugin answers it). */
export function unwrap<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}
