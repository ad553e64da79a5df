import { useState } from 'react';
import { PAGE_SIZE } from '@domain/constants';

// The offset of a paged list; a new `key` (search text, filter) starts again at the first page.
export function usePaging(key: string) {
  const [page, setPage] = useState({ key, offset: 0 });
  const offset = page.key === key ? page.offset : 0;
  const setOffset = (next: number) => setPage({ key, offset: Math.max(0, next) });
  // Deleting the last row of a page goes back one page rather than to an empty one.
  const afterDelete = (rowsOnPage: number) => {
    if (rowsOnPage === 1 && offset > 0) setOffset(offset - PAGE_SIZE);
  };
  return { offset, setOffset, afterDelete };
}
