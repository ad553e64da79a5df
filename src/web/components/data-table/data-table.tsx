import { Fragment } from 'react';
import { LoadError } from '@web/components/load-error';
import { PaginationFooter } from '@web/components/ui/pagination-footer';
import { Skeleton } from '@web/components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/table';
import { cn } from '@web/lib/cn';
import type { DataTableColumn, DataTableProps } from './types';
import { staleRows } from './stale-rows';
import { useStepBackFromEmptyPage } from './step-back';
import { useShownPage } from './use-shown-page';

const alignClass = (column: DataTableColumn<never>) =>
  column.align === 'right' ? 'text-right' : undefined;

// The one table of the app: header, skeleton rows while loading, an error state with Retry
// when the load failed, the empty state when nothing is there, or the rows and the paging
// footer ('Showing x to y of n {noun}').
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, paging } = props;
  const rows = props.rows ?? [];
  const beyond = useStepBackFromEmptyPage(
    paging,
    !props.loading && !props.failure && rows.length === 0,
  );
  const loading = props.loading || beyond;
  const shownPage = useShownPage(paging?.page ?? 1, paging?.placeholder ?? false);

  if (props.failure) return <LoadError {...props.failure} />;
  if (!loading && rows.length === 0) return <>{props.empty}</>;

  const header = (
    <TableHeader>
      <TableRow>
        {columns.map((column) => (
          <TableHead key={column.id} className={cn(alignClass(column), column.headClassName)}>
            {column.header}
          </TableHead>
        ))}
      </TableRow>
    </TableHeader>
  );

  if (loading) {
    return (
      <Table className={props.className} aria-busy="true">
        {header}
        <TableBody>
          {Array.from({ length: props.skeletonRows ?? 5 }, (_, i) => (
            <TableRow key={i} className="hover:bg-transparent">
              {columns.map((column) => (
                <TableCell key={column.id}>
                  <Skeleton className="h-5 w-full min-w-8" />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  }

  const { onRowClick, rowProps, expandedRow } = props;
  const stale = staleRows(paging?.placeholder ?? false);
  return (
    <>
      <Table className={cn(props.className, stale.className)} aria-busy={stale['aria-busy']}>
        {header}
        <TableBody>
          {rows.map((row) => {
            const extra = rowProps?.(row);
            const details = expandedRow?.(row);
            return (
              <Fragment key={props.rowKey(row)}>
                <TableRow
                  {...extra}
                  className={cn(onRowClick && 'cursor-pointer', extra?.className)}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                >
                  {columns.map((column) => (
                    <TableCell key={column.id} className={cn(alignClass(column), column.className)}>
                      {column.cell(row)}
                    </TableCell>
                  ))}
                </TableRow>
                {details != null && details !== false && (
                  <TableRow className="bg-muted/20 hover:bg-muted/20">
                    <TableCell colSpan={columns.length} className="max-w-none">
                      {details}
                    </TableCell>
                  </TableRow>
                )}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
      {paging && (
        <PaginationFooter
          className="px-4"
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
