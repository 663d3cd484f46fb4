// SP-API's error list: `{ errors: [{ code, message, details }] }` on every 4xx and 5xx.
export type TSpError = { code: string; message: string; details: string };
export type TAnswer = {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  contentType?: string;
};

export function spError(status: number, code: string, message: string, details = ''): TAnswer {
  return { status, body: { errors: [{ code, message, details } satisfies TSpError] } };
}

export const invalidInput = (message: string, details = '') => spError(400, 'InvalidInput', message, details);
export const notFound = (message: string) => spError(404, 'NotFound', message);
export const quotaExceeded = () =>
  spError(429, 'QuotaExceeded', 'You exceeded your quota for the requested resource.');
export const unauthorized = (details: string) =>
  spError(403, 'Unauthorized', 'Access to requested resource is denied.', details);

export function ok(body: unknown, status = 200): TAnswer {
  return { status, body };
}
