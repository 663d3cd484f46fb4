import { useState } from 'react';

/** Keyset pages: the current cursor, and the cursors of the pages before it (for going back). */
export function useKeysetPages() {
  const [cursor, setCursor] = useState<string | null>(null);
  const [previous, setPrevious] = useState<(string | null)[]>([]);
  return {
    cursor,
    /** Back to the first page (a filter changed). */
    reset: () => {
      setPrevious([]);
      setCursor(null);
    },
    back:
      previous.length > 0
        ? () => {
            setCursor(previous.at(-1) ?? null);
            setPrevious(previous.slice(0, -1));
          }
        : null,
    forward: (next: string | null) =>
      next === null
        ? null
        : () => {
            setPrevious([...previous, cursor]);
            setCursor(next);
          },
  };
}

export type TKeysetPages = ReturnType<typeof useKeysetPages>;

/**
 * A keyset-paged list's filters and pages: changing a filter starts again from the first page. `query`
 * is the filters with the current cursor, what the list's query hook takes.
 */
export function useKeysetFilters<TFilters extends object>(initial: TFilters) {
  const [filters, setFilters] = useState(initial);
  const pages = useKeysetPages();
  return {
    filters,
    pages,
    /** Whether any filter is set (not null, blank or off): an empty list then says to clear them. */
    filtered: Object.values(filters).some(
      (value) => value !== null && value !== undefined && value !== '' && value !== false,
    ),
    query: { ...filters, cursor: pages.cursor },
    filter: (next: Partial<TFilters>) => {
      pages.reset();
      setFilters((current) => ({ ...current, ...next }));
    },
  };
}
