import { useState, type ReactNode } from 'react';
import { PAGE_SIZE } from '@domain/constants';
import { Card, CardContent } from '@web/components/ui/card';
import { PaginationFooter } from '@web/components/ui/pagination-footer';
import { Skeleton } from '@web/components/ui/skeleton';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { usePaging } from '@web/lib/use-paging';
import { SearchBox } from './search-box';

export type ListSearch = ReturnType<typeof useListSearch>;

// A server-searched, paged list's state: the typed text, the debounced search sent to the
// server, and the offset (back to the first page when the search changes).
export function useListSearch() {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim());
  const { offset, setOffset, afterDelete } = usePaging(search);
  return { text, setText, search, offset, setOffset, afterDelete };
}

// The card around a searchable, paged table: search box, then a skeleton while loading, the
// empty state when nothing matches, or the table with 'Showing x to y of n {noun}'.
export function SearchListCard(props: {
  list: ListSearch;
  searchLabel: string;
  searchPlaceholder: string;
  loading: boolean;
  total: number;
  noun: string;
  empty: ReactNode;
  children: ReactNode;
}) {
  const { list } = props;
  return (
    <Card className="py-0">
      <CardContent className="grid gap-3 px-0">
        <div className="px-4 pt-4">
          <SearchBox
            label={props.searchLabel}
            placeholder={props.searchPlaceholder}
            value={list.text}
            onChange={list.setText}
          />
        </div>
        {props.loading ? (
          <div className="grid gap-2 p-4">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-8 w-full" />
            ))}
          </div>
        ) : props.total === 0 ? (
          props.empty
        ) : (
          <>
            {props.children}
            <PaginationFooter
              className="px-4"
              offset={list.offset}
              pageSize={PAGE_SIZE}
              total={props.total}
              noun={props.noun}
              onPrevious={() => list.setOffset(list.offset - PAGE_SIZE)}
              onNext={() => list.setOffset(list.offset + PAGE_SIZE)}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
