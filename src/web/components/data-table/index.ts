// One table for every list: columns, server paging, loading, empty and failed states.
export { DataTable } from './data-table';
export { queryState } from './query-state';
export { staleRows } from './stale-rows';
export { useShownPage } from './use-shown-page';
export type { DataTableColumn, DataTableFailure, DataTablePaging, DataTableProps } from './types';
