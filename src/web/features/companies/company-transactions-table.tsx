import { ArrowLeftRight } from 'lucide-react';
import { DataTable, queryState } from '@web/components/data-table';
import { EmptyState } from '@web/components/ui/empty-state';
import { useTransactionHistoryColumns } from '@web/features/transactions';
import { useFailureToast } from '@web/lib/failure';
import type { ListParams } from '@web/lib/use-list-params';
import { msg, useT } from '@web/i18n';
import { useCompanyTransactions } from './api';

// The Business Transactions tab: business-category transactions of the company's customers,
// paged on the server; the page lives in the URL with the tab.
export function CompanyTransactionsTable(props: {
  companyId: string;
  list: Pick<ListParams<string>, 'page' | 'pageSize' | 'offset' | 'setPage'>;
}) {
  const { t } = useT();
  const { list } = props;
  const columns = useTransactionHistoryColumns(true);
  const transactions = useCompanyTransactions(props.companyId, list.offset);
  useFailureToast(transactions.error, t('Failed to load transaction history'));
  return (
    <DataTable
      columns={columns}
      rows={transactions.data?.rows}
      rowKey={(tx) => tx.id}
      {...queryState(transactions, t('business transactions'))}
      paging={{
        page: list.page,
        pageSize: list.pageSize,
        total: transactions.data?.total ?? 0,
        noun: msg('transactions'),
        onPageChange: list.setPage,
        placeholder: transactions.isPlaceholderData,
      }}
      empty={<EmptyState icon={ArrowLeftRight} title={t('No business transactions yet')} />}
    />
  );
}
