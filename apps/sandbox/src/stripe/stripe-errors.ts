// Stripe's error object: `{ error: { type, code?, decline_code?, param?, message, doc_url? } }` with the
// HTTP status Stripe uses for it (400 invalid request, 401 authentication, 402 card error, 404 missing).

export type TStripeErrorBody = {
  type: 'invalid_request_error' | 'card_error' | 'idempotency_error' | 'api_error';
  code?: string;
  decline_code?: string;
  param?: string;
  message: string;
  doc_url?: string;
  /** On a card error: the object whose attempt failed (Stripe attaches it). */
  payment_intent?: unknown;
  setup_intent?: unknown;
  payment_method?: unknown;
};

export class StripeApiError extends Error {
  readonly status: number;
  readonly body: TStripeErrorBody;
  constructor(status: number, body: TStripeErrorBody) {
    super(body.message);
    this.status = status;
    this.body = body;
  }
}

const DOCS = 'https://stripe.com/docs/error-codes';

export function invalidRequest(message: string, extra: Partial<TStripeErrorBody> = {}): StripeApiError {
  return new StripeApiError(400, { type: 'invalid_request_error', message, ...extra });
}

export function missingParam(param: string): StripeApiError {
  return invalidRequest(`Missing required param: ${param}.`, {
    code: 'parameter_missing',
    param,
    doc_url: `${DOCS}/parameter-missing`,
  });
}

export function noSuch(kind: string, id: string, param = 'id'): StripeApiError {
  return new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${kind}: '${id}'`,
    doc_url: `${DOCS}/resource-missing`,
  });
}

/** The messages Stripe gives per decline code (the ones the test cards produce). */
export const DECLINE_MESSAGES: Record<string, string> = {
  generic_decline: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
};

export function cardDeclined(declineCode: string, extra: Partial<TStripeErrorBody> = {}): StripeApiError {
  return new StripeApiError(402, {
    type: 'card_error',
    code: 'card_declined',
    decline_code: declineCode,
    message: DECLINE_MESSAGES[declineCode] ?? 'Your card was declined.',
    doc_url: `${DOCS}/card-declined`,
    ...extra,
  });
}
