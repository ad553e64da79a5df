import type { ReactNode } from 'react';
import {
  DataCards,
  DataTable,
  queryState,
  type DataCardsProps,
  type DataTablePaging,
  type DataTableProps,
} from '@web/components/data-table';
import { PageHeader } from '@web/components/page-header';
import { SearchBox } from '@web/components/search-box';
import { Card, CardContent } from '@web/components/ui/card';
import type { ListParams } from '@web/lib/use-list-params';
import { cn } from '@web/lib/cn';

// What a list's query holds: every row (a short list), or a page of rows and the total.
type ListData<Row> =
  readonly Row[] | { rows: readonly Row[]; total: number; total_is_lower_bound?: boolean };

// A list's query as the page reads it: its rows, loading or failed.
type ListQueryLike<Row> = Parameters<typeof queryState>[0] & {
  data?: ListData<Row> | undefined;
  isPlaceholderData?: boolean;
};

// What the search box reads of the list's state in the URL.
type SearchParams = Pick<ListParams<string>, 'searchText' | 'setSearchText' | 'flushSearch'>;
// What the paging footer reads of it: the page (from useListParams or the screen's own).
type PageParams = Pick<ListParams<string>, 'page' | 'pageSize' | 'setPage'>;

// What the list is drawn with, beside its rows, states and paging: a table, or cards.
type Shown = 'rows' | 'loading' | 'failure' | 'paging';
type ListBody<Row> =
  | { table: Omit<DataTableProps<Row>, Shown>; cards?: never }
  | { cards: Omit<DataCardsProps<Row>, Shown>; table?: never };

type ListPageProps<Row> = ListBody<Row> & {
  title: string;
  description: string;
  actions?: ReactNode;
  search?: { label: string; placeholder: string; params: SearchParams };
  filters?: ReactNode;
  intro?: ReactNode;
  query: ListQueryLike<Row>;
  what: string;
  paging?: { params: PageParams; noun: string };
  layout?: 'flush' | 'inset' | 'open';
  children?: ReactNode;
};

/**
 * A list screen (docs/decisions/0012): the title and its actions, the search box beside the
 * list's tabs or filters, and `query`'s rows in a DataTable (`table`: columns, row key, empty
 * state, row click) or as cards (`cards`), server-paged when `paging` is given, its state in
 * the URL. `what` names the rows when they fail to load, `paging.noun` in "Showing x to y of
 * n". A flush table reaches its card's edges, an inset one sits inside its padding, and an
 * open list (cards) has no card around it. `intro` sits between the title and the list (a
 * panel the actions open, a queue above it); `children` are the screen's dialogs and any card
 * beside the list.
 *
 * On paper (issue 28) a list is its title and its table: the actions, the search and filters,
 * the paging and whatever is beside the list are not printed.
 */
export function ListPage<Row>(props: ListPageProps<Row>) {
  const { search, query } = props;
  const layout = props.layout ?? 'flush';
  const filterRow = (search || props.filters) && (
    <div
      className={cn(
        'flex flex-wrap items-center gap-3 print:hidden',
        layout === 'flush' && 'px-4 pt-4',
        layout === 'open' && 'mb-4',
        // Without a search box the filters spread across the row.
        !search && 'justify-between',
      )}
    >
      {search && (
        <SearchBox
          className={layout === 'flush' ? 'min-w-60 flex-1' : 'max-w-sm flex-1'}
          label={search.label}
          placeholder={search.placeholder}
          value={search.params.searchText}
          onChange={search.params.setSearchText}
          onCommit={search.params.flushSearch}
        />
      )}
      {props.filters}
    </div>
  );
  const data = query.data;
  const page = data && !isRowsOnly(data) ? data : undefined;
  const shown = {
    rows: data && isRowsOnly(data) ? data : page?.rows,
    ...queryState(query, props.what),
    paging: props.paging && pagingOf(props.paging, page, query.isPlaceholderData),
  };
  const list = props.cards ? (
    <DataCards {...props.cards} {...shown} />
  ) : (
    <DataTable {...props.table} {...shown} />
  );
  return (
    <>
      <PageHeader title={props.title} description={props.description} actions={props.actions} />
      {props.intro}
      {layout === 'open' ? (
        <div>
          {filterRow}
          {list}
        </div>
      ) : (
        <Card className={layout === 'inset' ? 'py-3' : 'py-0'}>
          <CardContent className={cn('grid gap-3', layout === 'inset' ? 'px-3' : 'px-0')}>
            {filterRow}
            {list}
          </CardContent>
        </Card>
      )}
      <div className="contents print:hidden">{props.children}</div>
    </>
  );
}

function isRowsOnly<Row>(data: ListData<Row>): data is readonly Row[] {
  return Array.isArray(data);
}

function pagingOf(
  paging: { params: PageParams; noun: string },
  page: { total: number; total_is_lower_bound?: boolean } | undefined,
  placeholder: boolean | undefined,
): DataTablePaging {
  return {
    page: paging.params.page,
    pageSize: paging.params.pageSize,
    total: page?.total ?? 0,
    totalIsLowerBound: page?.total_is_lower_bound ?? false,
    noun: paging.noun,
    onPageChange: paging.params.setPage,
    placeholder: placeholder ?? false,
  };
}
