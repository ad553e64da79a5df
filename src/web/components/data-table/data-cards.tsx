import { Fragment, type ReactNode } from 'react';
import { LoadError } from '@web/components/load-error';
import { PaginationFooter } from '@web/components/ui/pagination-footer';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import type { DataTableFailure, DataTablePaging } from './types';
import { staleRows } from './stale-rows';
import { useStepBackFromEmptyPage } from './step-back';
import { useShownPage } from './use-shown-page';

export type DataCardsProps<Row> = {
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  // A row as its card (the transactions' list: a row holds more than a table line shows).
  card: (row: Row) => ReactNode;
  loading: boolean;
  failure?: DataTableFailure | null;
  empty: ReactNode;
  paging?: DataTablePaging;
  // What the skeleton says to assistive technology while the first rows load.
  loadingLabel: string;
  skeletonCards?: number;
};

// DataTable's states for a list of cards: skeleton cards while loading, the error state with
// Retry, the empty state, or the cards and the paging footer ('Showing x to y of n {noun}').
export function DataCards<Row>(props: DataCardsProps<Row>) {
  const { paging } = props;
  const rows = props.rows ?? [];
  const beyond = useStepBackFromEmptyPage(
    paging,
    !props.loading && !props.failure && rows.length === 0,
  );
  const shownPage = useShownPage(paging?.page ?? 1, paging?.placeholder ?? false);

  if (props.failure) return <LoadError {...props.failure} />;
  if (props.loading || beyond) {
    return (
      <div className="grid gap-3" aria-busy="true" aria-label={props.loadingLabel}>
        {Array.from({ length: props.skeletonCards ?? 4 }, (_, i) => (
          <Skeleton key={i} className="h-28 w-full" />
        ))}
      </div>
    );
  }
  if (rows.length === 0) return <>{props.empty}</>;

  const stale = staleRows(paging?.placeholder ?? false);
  return (
    <>
      <div className={cn('grid gap-3', stale.className)} aria-busy={stale['aria-busy']}>
        {rows.map((row) => (
          <Fragment key={props.rowKey(row)}>{props.card(row)}</Fragment>
        ))}
      </div>
      {paging && (
        <PaginationFooter
          offset={(shownPage - 1) * paging.pageSize}
          pageSize={paging.pageSize}
          total={paging.total}
          totalIsLowerBound={paging.totalIsLowerBound}
          noun={paging.noun}
          onPrevious={() => paging.onPageChange(paging.page - 1)}
          onNext={() => paging.onPageChange(paging.page + 1)}
        />
      )}
    </>
  );
}
