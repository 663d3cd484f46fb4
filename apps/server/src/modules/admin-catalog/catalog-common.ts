export function offsetOf(query: { page: number; page_size: number }): number {
  return (query.page - 1) * query.page_size;
}
