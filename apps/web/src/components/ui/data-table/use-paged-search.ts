import { useState } from 'react';

/** A server list's search text and page: a new search starts again from page 1. */
export function usePagedSearch() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const onSearch = (value: string) => {
    setSearch(value);
    setPage(1);
  };
  return { search, page, setPage, onSearch };
}
