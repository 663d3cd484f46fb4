export function offsetOf(query: { page: number; page_size: number }): number {
  return (query.page - 1) * query.page_size;
}

/** What a catalog change came to: a value, or a client error with its status. */
export type TCatalogOutcome<T> =
  | { ok: true; value: T }
  | { ok: false; status: 403 | 404 | 409; message: string };

export const done = <T>(value: T): TCatalogOutcome<T> => ({ ok: true, value });
export const refuse = (status: 403 | 404 | 409, message: string): TCatalogOutcome<never> => ({
  ok: false,
  status,
  message,
});
