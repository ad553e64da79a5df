import { useState } from 'react';

// The offset of a paged list; a new `key` (search text, filter) starts again at the first page.
export function usePaging(key: string) {
  const [page, setPage] = useState({ key, offset: 0 });
  const offset = page.key === key ? page.offset : 0;
  return { offset, setOffset: (next: number) => setPage({ key, offset: Math.max(0, next) }) };
}
