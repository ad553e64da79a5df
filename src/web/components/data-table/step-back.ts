import { useEffect } from 'react';
import type { DataTablePaging } from './types';

// A page past the end (an old link, rows deleted elsewhere) moves to the last page that has
// rows, replacing the history entry so the back button does not bounce onto it again.
export function useStepBackFromEmptyPage(paging: DataTablePaging | undefined, emptyPage: boolean) {
  const lastPage = paging ? Math.max(1, Math.ceil(paging.total / paging.pageSize)) : 1;
  const beyond = Boolean(paging && emptyPage && paging.total > 0 && paging.page > lastPage);
  const onPageChange = paging?.onPageChange;
  useEffect(() => {
    if (beyond && onPageChange) onPageChange(lastPage, { replace: true });
  }, [beyond, lastPage, onPageChange]);
  return beyond;
}
