// One table for every list (or its cards): columns, server paging, loading, empty and failed
// states.
export { DataCards, type DataCardsProps } from './data-cards';
export { DataTable } from './data-table';
export { queryState } from './query-state';
export type { DataTableColumn, DataTableFailure, DataTablePaging, DataTableProps } from './types';
