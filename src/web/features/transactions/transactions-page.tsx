import { Download } from 'lucide-react';
import { TRANSACTION_FILTERS, TRANSACTION_FILTER_VALUES } from '@domain/transaction-status';
import { ListPage } from '@web/components/list-page';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { FilterChoice } from '@web/components/ui/filter-choice';
import { msg, useT } from '@web/i18n';
import { countLabel } from '@web/lib/count-label';
import { useFailureToast } from '@web/lib/failure';
import { useListParams } from '@web/lib/use-list-params';
import { useStaff } from '@web/features/auth';
import { exportUrl, useTransactionCounts, useTransactions } from './api';
import { TransactionCard } from './transaction-card';

export function TransactionsPage() {
  const { t } = useT();
  // Tab, search and page live in the URL (`?tab=&search=&page=`). A page past the end (a
  // claim moved rows to another tab, an old link) shows the last one.
  const list = useListParams({ tabs: TRANSACTION_FILTER_VALUES });
  const { tab, search, offset } = list;
  const canExport = useStaff().can('manager');
  const transactions = useTransactions({ tab, search, offset });
  const counts = useTransactionCounts(search);
  useFailureToast(transactions.error, t('Failed to load transactions'));

  return (
    <ListPage
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
      search={{
        label: t('Search transactions'),
        placeholder: t('Search by reference, customer or recipient...'),
        params: list,
      }}
      filters={
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
      }
      query={transactions}
      what={t('transactions')}
      paging={{ params: list, noun: msg('transactions') }}
      cards={{
        rowKey: (tx) => tx.id,
        card: (tx) => <TransactionCard transaction={tx} />,
        loadingLabel: t('Loading transactions'),
        empty: (
          <EmptyState
            title={search || tab !== 'all' ? t('No transactions found') : t('No transactions yet')}
          />
        ),
      }}
      layout="open"
    />
  );
}
