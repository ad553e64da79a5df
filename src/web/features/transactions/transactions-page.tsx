import { useEffect } from 'react';
import { Download } from 'lucide-react';
import { TRANSACTION_FILTERS, TRANSACTION_FILTER_VALUES } from '@domain/transaction-status';
import { staleRows, useShownPage } from '@web/components/data-table';
import { LoadError } from '@web/components/load-error';
import { PageHeader } from '@web/components/page-header';
import { SearchBox } from '@web/components/search-box';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { PaginationFooter } from '@web/components/ui/pagination-footer';
import { FilterChoice } from '@web/components/ui/filter-choice';
import { Skeleton } from '@web/components/ui/skeleton';
import { useT } from '@web/i18n';
import { cn } from '@web/lib/cn';
import { countLabel } from '@web/lib/count-label';
import { useFailureToast } from '@web/lib/failure';
import { useListParams } from '@web/lib/use-list-params';
import { useStaff } from '@web/features/auth';
import { exportUrl, useTransactionCounts, useTransactions } from './api';
import { TransactionCard } from './transaction-card';

export function TransactionsPage() {
  const { t } = useT();
  // Tab, search and page live in the URL (`?tab=&search=&page=`).
  const list = useListParams({ tabs: TRANSACTION_FILTER_VALUES });
  const { tab, search, offset } = list;
  const canExport = useStaff().can('manager');
  const transactions = useTransactions({ tab, search, offset });
  // While the next page loads, the footer says the range of the rows still shown.
  const shownOffset = useShownPage(offset, transactions.isPlaceholderData);
  const stale = staleRows(transactions.isPlaceholderData);
  const counts = useTransactionCounts(search);
  useFailureToast(transactions.error, t('Failed to load transactions'));
  const rows = transactions.data?.rows;
  const total = transactions.data?.total ?? 0;
  const { page, pageSize, setPage } = list;

  // A page past the end (a claim moved rows to another tab, an old link) shows the last one.
  useEffect(() => {
    if (rows && rows.length === 0 && total > 0 && page > 1) {
      setPage(Math.ceil(total / pageSize), { replace: true });
    }
  }, [rows, total, page, pageSize, setPage]);

  return (
    <div>
      <PageHeader
        title={t('Transactions')}
        description={t('Every exchange, pickups waiting and collected')}
        actions={
          canExport && (
            <Button asChild variant="outline">
              <a href={exportUrl({ tab, search })} download>
                <Download aria-hidden /> {t('Export CSV')}
              </a>
            </Button>
          )
        }
      />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <SearchBox
          className="max-w-sm flex-1"
          label={t('Search transactions')}
          placeholder={t('Search by reference, customer or recipient...')}
          value={list.searchText}
          onChange={list.setSearchText}
          onCommit={list.flushSearch}
        />
        <FilterChoice
          label={t('Transaction filter')}
          className="h-auto flex-wrap"
          value={tab}
          onChange={list.setTab}
          options={TRANSACTION_FILTERS.map((f) => ({
            value: f.value,
            label: (
              <>
                {t(f.label)}
                <span
                  className="ml-1 text-muted-foreground tabular-nums"
                  data-testid={`count-${f.value}`}
                >
                  (
                  {counts.data
                    ? countLabel(counts.data[f.value], counts.data.lower_bounds.includes(f.value))
                    : '…'}
                  )
                </span>
              </>
            ),
          }))}
        />
      </div>
      {transactions.isError && !rows ? (
        <LoadError
          what={t('transactions')}
          onRetry={() => void transactions.refetch()}
          retrying={transactions.isFetching}
        />
      ) : !rows ? (
        <div className="grid gap-3" aria-busy="true" aria-label={t('Loading transactions')}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-28 w-full" />
          ))}
        </div>
      ) : rows.length === 0 ? (
        <EmptyState
          title={search || tab !== 'all' ? t('No transactions found') : t('No transactions yet')}
        />
      ) : (
        <>
          <div className={cn('grid gap-3', stale.className)} aria-busy={stale['aria-busy']}>
            {rows.map((tx) => (
              <TransactionCard key={tx.id} transaction={tx} />
            ))}
          </div>
          <PaginationFooter
            offset={shownOffset}
            pageSize={list.pageSize}
            total={total}
            totalIsLowerBound={transactions.data?.total_is_lower_bound ?? false}
            noun={t('transactions')}
            onPrevious={() => list.setPage(list.page - 1)}
            onNext={() => list.setPage(list.page + 1)}
          />
        </>
      )}
    </div>
  );
}
