import type { ReactNode } from 'react';
import type { BoundedListResponse } from '@domain/contracts/common';
import { DataTable, queryState, type DataTableProps } from '@web/components/data-table';
import { PageHeader } from '@web/components/page-header';
import { SearchBox } from '@web/components/search-box';
import { Card, CardContent } from '@web/components/ui/card';
import type { ListParams } from '@web/lib/use-list-params';
import { cn } from '@web/lib/cn';

// A list's query as the page reads it: its page of rows and bounded total, loading or failed.
type ListQueryLike<Row> = Parameters<typeof queryState>[0] & {
  data?: BoundedListResponse<Row> | undefined;
  isPlaceholderData?: boolean;
};

// What the layout reads of the list's state in the URL: the search box and the page.
type ListPaging = Pick<
  ListParams<string>,
  'searchText' | 'setSearchText' | 'flushSearch' | 'page' | 'pageSize' | 'setPage'
>;

/**
 * A list screen (docs/decisions/0012): the title and its actions, the search box beside the
 * list's tabs or filters, and the server-paged DataTable of `query`'s rows, its state in the URL
 * (`list`). `what` names the rows when they fail to load, `noun` in "Showing x to y of n";
 * `table` is the rest of the DataTable (columns, row key, empty state, row click). A flush
 * table reaches the card's edges; an inset one sits inside its padding. `children` are the
 * screen's dialogs and any card beside the list.
 *
 * On paper (issue 28) a list is its title and its table: the actions, the search and filters,
 * the paging and whatever is beside the list are not printed.
 */
export function ListPage<Row>(props: {
  title: string;
  description: string;
  actions?: ReactNode;
  list: ListPaging;
  search: { label: string; placeholder: string };
  filters?: ReactNode;
  query: ListQueryLike<Row>;
  what: string;
  noun: string;
  table: Omit<DataTableProps<Row>, 'rows' | 'loading' | 'failure' | 'paging'>;
  layout?: 'flush' | 'inset';
  children?: ReactNode;
}) {
  const { list, query } = props;
  const inset = props.layout === 'inset';
  return (
    <>
      <PageHeader title={props.title} description={props.description} actions={props.actions} />
      <Card className={inset ? 'py-3' : 'py-0'}>
        <CardContent className={cn('grid gap-3', inset ? 'px-3' : 'px-0')}>
          <div
            className={cn('flex flex-wrap items-center gap-3 print:hidden', !inset && 'px-4 pt-4')}
          >
            <SearchBox
              className={inset ? 'max-w-sm flex-1' : 'min-w-60 flex-1'}
              label={props.search.label}
              placeholder={props.search.placeholder}
              value={list.searchText}
              onChange={list.setSearchText}
              onCommit={list.flushSearch}
            />
            {props.filters}
          </div>
          <DataTable
            {...props.table}
            rows={query.data?.rows}
            {...queryState(query, props.what)}
            paging={{
              page: list.page,
              pageSize: list.pageSize,
              total: query.data?.total ?? 0,
              totalIsLowerBound: query.data?.total_is_lower_bound ?? false,
              noun: props.noun,
              onPageChange: list.setPage,
              placeholder: query.isPlaceholderData ?? false,
            }}
          />
        </CardContent>
      </Card>
      <div className="contents print:hidden">{props.children}</div>
    </>
  );
}
