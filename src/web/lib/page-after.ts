import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The id of the last row of the page before a list's page at `offset`, when that page is in the
 * cache and full (docs/decisions/0030): the server then starts the page after that row, read
 * from the list's index, instead of skipping `offset` rows. A page opened by its number (a link,
 * a reload) has no page before it in the cache and is read at its offset.
 */
export function afterPageBefore(
  client: QueryClient,
  keyOfPage: (offset: number) => QueryKey,
  offset: number,
  pageSize: number,
): string | undefined {
  if (offset < pageSize) return undefined;
  const before = client.getQueryData<{ rows: ReadonlyArray<{ id: string }> }>(
    keyOfPage(offset - pageSize),
  );
  return before?.rows.length === pageSize ? before.rows.at(-1)?.id : undefined;
}
