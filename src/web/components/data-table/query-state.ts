import type { DataTableFailure } from './types';

type QueryLike = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

// A query's loading and failure as DataTable takes them. A failed load is its own state, never
// an empty list: `what` names the missing rows in the error state ('customers').
export function queryState(
  query: QueryLike,
  what: string,
): { loading: boolean; failure: DataTableFailure | null } {
  return {
    loading: query.isPending && !query.isError,
    failure: query.isError
      ? { what, onRetry: () => void query.refetch(), retrying: query.isFetching }
      : null,
  };
}
