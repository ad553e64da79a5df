import type { ComponentProps, ReactNode } from 'react';

// One column of a DataTable: its header and how a row fills its cell.
export type DataTableColumn<Row> = {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  // Numbers and actions sit on the right; the header follows its cells.
  align?: 'left' | 'right';
  className?: string;
  headClassName?: string;
};

// A server-paged list: the 1-based page, the server's total, and the English noun (msg()) of
// SPEC's 'Showing x to y of n {noun}'.
export type DataTablePaging = {
  page: number;
  pageSize: number;
  total: number;
  // The server counted only so far: 'of 1,000+' (docs/decisions/0023).
  totalIsLowerBound?: boolean;
  noun: string;
  onPageChange: (page: number, options?: { replace?: boolean }) => void;
  // The rows are still the previous page's while this one loads (keepPreviousData).
  placeholder?: boolean;
};

// A list that failed to load: what is missing ('customers') and how to ask again.
export type DataTableFailure = {
  what: string;
  onRetry: () => void;
  retrying?: boolean;
};

// e.g. `data-testid`, which React passes to the row as is.
type DataAttributes = { [name: `data-${string}`]: string | undefined };

export type DataTableProps<Row> = {
  columns: DataTableColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  loading: boolean;
  failure?: DataTableFailure | null;
  // Shown instead of the table when the list loaded and holds no row.
  empty: ReactNode;
  paging?: DataTablePaging;
  onRowClick?: (row: Row) => void;
  rowProps?: (row: Row) => Omit<ComponentProps<'tr'>, 'key' | 'onClick'> & DataAttributes;
  // A row's disclosed details, spanning every column under it; null while it is collapsed.
  expandedRow?: (row: Row) => ReactNode;
  skeletonRows?: number;
  className?: string;
};
